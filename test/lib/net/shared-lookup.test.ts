import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { safeFetchStatus } from '../../../src/lib/net';

describe('DNS lookups shared between connections', () => {
  let server: http.Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => setTimeout(() => res.end('ok'), 50));
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

  it('resolves a host once for connections opened together', async () => {
    // Answers are kept 5 s per process, and an earlier test file of this worker may have asked for
    // localhost: the clock moves a minute on (Date only; timers run), so none of those is fresh.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const lookup = vi.spyOn(dns.promises, 'lookup');
    try {
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => safeFetchStatus(`http://localhost:${port}/${i}`, { allowPrivate: true })));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(connections).toBeGreaterThan(1);
      expect(lookup.mock.calls.filter(([host]) => host === 'localhost')).toHaveLength(1);
    } finally {
      lookup.mockRestore();
      vi.useRealTimers();
    }
  });

  it('still judges each connection by its policy: a shared answer is not a pass', async () => {
    await safeFetchStatus(`http://localhost:${port}/`, { allowPrivate: true });
    await expect(safeFetchStatus(`http://localhost:${port}/`)).rejects.toMatchObject({ kind: 'blocked' });
  });
});
