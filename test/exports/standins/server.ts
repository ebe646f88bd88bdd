/**
 * A tiny HTTP server for platform stand-ins: each platform module declares its routes; this
 * records every request, parses JSON bodies, and can inject failures (429/5xx, optionally after
 * the route ran, to mimic a platform that acted but answered an error) for retry tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandinRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  json: any;
  params: Record<string, string>;
}

export interface StandinReply {
  status: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type Handler = (req: StandinRequest) => StandinReply | Promise<StandinReply>;
export type Route = [method: string, pattern: string, handler: Handler];

export interface Fault {
  method: string;
  path: RegExp;
  status: number;
  headers?: Record<string, string>;
  /** Run the real handler first (the platform acted), then answer the fault anyway. */
  afterHandling?: boolean;
  /** How many matching requests fail (default 1). */
  times?: number;
}

export interface Standin {
  url: string;
  requests: StandinRequest[];
  faults: Fault[];
  close(): Promise<void>;
}

export async function startStandin(routes: Route[]): Promise<Standin> {
  const compiled = routes.map(([method, pattern, handler]) => {
    const names: string[] = [];
    const regex = new RegExp(`^${pattern.replace(/(?<!\?):([A-Za-z]+)/g, (_, n) => (names.push(n), '([^/]+)'))}$`);
    return { method, regex, names, handler };
  });
  const standin: Standin = { url: '', requests: [], faults: [], close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url!, 'http://standin');
      const raw = Buffer.concat(chunks);
      let json: unknown;
      try {
        json = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {
        json = undefined;
      }
      const request: StandinRequest = { method: req.method!, path: decodeURIComponent(url.pathname), query: url.searchParams, headers: req.headers, raw, json, params: {} };
      standin.requests.push(request);
      const send = (reply: StandinReply) => {
        res.statusCode = reply.status;
        for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
        if (reply.json !== undefined) {
          if (!res.hasHeader('content-type')) res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(reply.json));
        } else res.end(reply.text ?? '');
      };
      const fault = standin.faults.find((f) => f.method === request.method && f.path.test(request.path) && (f.times ?? 1) > 0);
      if (fault) fault.times = (fault.times ?? 1) - 1;
      if (fault && !fault.afterHandling) return send({ status: fault.status, headers: fault.headers, json: { message: `injected ${fault.status}` } });
      const route = compiled.find((r) => r.method === request.method && r.regex.test(request.path));
      if (!route) return send({ status: 404, json: { message: `no route ${request.method} ${request.path}` } });
      const m = route.regex.exec(request.path)!;
      route.names.forEach((n, i) => (request.params[n] = m[i + 1]));
      try {
        const reply = await route.handler(request);
        send(fault ? { status: fault.status, headers: fault.headers, json: { message: `injected ${fault.status}` } } : reply);
      } catch (err) {
        send({ status: 500, json: { message: String(err) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standin.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standin.close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return standin;
}

/** Checks shared by stand-ins; each returns an error reply, or undefined when the request passes. */
export const check = {
  header(req: StandinRequest, name: string, expected: string | RegExp, reply: StandinReply): StandinReply | undefined {
    const value = req.headers[name.toLowerCase()];
    const ok = typeof value === 'string' && (typeof expected === 'string' ? value === expected : expected.test(value));
    return ok ? undefined : reply;
  },
  contentType(req: StandinRequest, expected: string, reply: StandinReply): StandinReply | undefined {
    const value = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    return value === expected ? undefined : reply;
  },
  /** The first missing (or empty) field among `fields` of `body`, dotted paths allowed. */
  missing(body: unknown, fields: string[]): string | undefined {
    for (const field of fields) {
      const value = field.split('.').reduce<any>((o, k) => (o == null ? undefined : o[k]), body);
      if (value === undefined || value === null || value === '') return field;
    }
    return undefined;
  },
};

export const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
export const nowIso = () => new Date().toISOString();
