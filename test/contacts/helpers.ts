import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Backend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';

export const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/contacts');
export const fixture = (name: string) => fs.readFileSync(path.join(fixturesDir, name), 'utf8');

/** A test server without rate limits: these tests make hundreds of calls, none about limits. */
export function startContactsServer(backend: Backend): Promise<TestServer> {
  return startTestServer(backend, { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } });
}

export function bulkJson(s: TestServer, body: unknown, opts: { key?: string; headers?: Record<string, string> } = {}) {
  return s.request('POST', '/v1/contacts/bulk', { body, key: opts.key, headers: opts.headers });
}

export function bulkCsv(s: TestServer, csv: string, opts: { mode?: string; key?: string; headers?: Record<string, string> } = {}) {
  return s.request('POST', `/v1/contacts/bulk${opts.mode ? `?mode=${opts.mode}` : ''}`, {
    raw: csv,
    key: opts.key,
    headers: { 'content-type': 'text/csv; charset=utf-8', ...opts.headers },
  });
}

/** Every contact of the key's environment, by email key (read through the export). */
export async function allContacts(s: TestServer, query = ''): Promise<Map<string, Record<string, string>>> {
  const res = await s.request('GET', `/v1/contacts/export${query}`);
  if (res.status !== 200) throw new Error(`export: ${res.status} ${res.text}`);
  const { parse } = await import('csv-parse/sync');
  const rows = parse(res.text, { columns: true }) as Record<string, string>[];
  return new Map(rows.map((r) => [r.email.toLowerCase(), r]));
}

export async function findByEmail(s: TestServer, email: string) {
  const res = await s.request('GET', `/v1/contacts?search=${encodeURIComponent(email)}&limit=100`);
  return (res.body.data as Array<Record<string, any>>).find((c) => c.email.toLowerCase() === email.toLowerCase());
}

export async function historyOf(s: TestServer, id: string) {
  const res = await s.request('GET', `/v1/contacts/${id}/history?limit=100`);
  if (res.status !== 200) throw new Error(`history: ${res.status} ${res.text}`);
  return res.body.data as Array<{ from: string | null; to: string; reason: string | null; source: string; keyId: string | null; changedAt: string }>;
}
