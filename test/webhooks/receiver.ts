import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: Record<string, string>; body: string; status: number | 'held' };
/** What the receiver answers to its n-th request (0-based): a status, or hold the request open. */
export type Responder = (n: number) => number | 'hold';

export type Receiver = {
  url: string;
  requests: Received[];
  /** Distinct webhook-id values seen: what a receiver that dedupes would process. */
  eventIds(): string[];
  respond: Responder;
  close(): Promise<void>;
};

/** A local webhook receiver on 127.0.0.1 that records every request it gets. */
export async function startReceiver(respond: Responder = () => 200): Promise<Receiver> {
  const requests: Received[] = [];
  const receiver: Receiver = {
    url: '',
    requests,
    respond,
    eventIds: () => [...new Set(requests.map((r) => r.headers['webhook-id']))],
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const status = receiver.respond(requests.length);
      const entry: Received = { headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString(), status: status === 'hold' ? 'held' : status };
      requests.push(entry);
      if (status === 'hold') return;
      res.statusCode = status;
      res.end(status >= 200 && status < 300 ? 'thanks' : `answer ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

/** Polls until `check` returns a truthy value (or fails after `timeoutMs`, default 30 s). */
export async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 30_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
