import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from '../../../src/lib/net';

describe('connection reuse', () => {
  let server: http.Server;
  let url: string;
  let connections = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>ok</p>');
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['HEAD', 'GET'])('keeps the connection open across sequential %s requests to one host', async (method) => {
    await safeFetch(url, { method, allowPrivate: true });
    connections = 0;
    for (let i = 0; i < 10; i++) {
      const res = await safeFetch(url, { method, allowPrivate: true });
      expect(res.status).toBe(200);
    }
    // Link checks are mostly HEADs: a new TCP/TLS set-up per link doubled their time.
    expect(connections).toBeLessThanOrEqual(1);
  });
});
