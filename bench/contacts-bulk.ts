/**
 * Bulk contact import: 100,000 JSON rows and 100,000 CSV rows through POST /v1/contacts/bulk, on
 * SQLite and on PostgreSQL — wall time of the request and peak RSS of the server process — beside a
 * bare batched INSERT of the same rows into the same table, run in the same process of this bench.
 * Targets: under 5 s on SQLite, under 10 s on PostgreSQL, under 300 MB.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { dropPostgresSchema, openStore } from '../src/store/db';
import { startBrandmail } from './lib/process';

const ROWS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_MS = { sqlite: 5_000, postgres: 10_000 } as const;
const TARGET_RSS_MB = 300;
// e.g. "--max-old-space-size=192": how the server behaves when an operator bounds its heap.
const SERVER_NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS ?? '';
type Backend = keyof typeof TARGET_MS;

const domains = ['gmail.com', 'yahoo.com', 'outlook.com', 'example.com', 'acme.io', 'brand.co.uk', 'mail.de', 'shop.fr'];
function person(i: number, prefix: string) {
  return {
    email: `${prefix}.${i}@${domains[i % domains.length]}`,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    tags: i % 3 === 0 ? ['newsletter', 'vip'] : ['newsletter'],
    language: i % 2 ? 'en' : 'de',
    country: i % 2 ? 'US' : 'DE',
    plan: i % 5 === 0 ? 'pro' : 'free',
  };
}

function jsonBody(): string {
  const contacts = Array.from({ length: ROWS }, (_, i) => {
    const p = person(i, 'json');
    return { email: p.email, firstName: p.firstName, lastName: p.lastName, tags: p.tags, language: p.language, country: p.country, attributes: { plan: p.plan } };
  });
  return JSON.stringify({ contacts, mode: 'upsert' });
}

function csvBody(): string {
  const lines = ['Email Address,First Name,Last Name,Tags,Language,Country,Plan'];
  for (let i = 0; i < ROWS; i++) {
    const p = person(i, 'csv');
    lines.push(`${p.email},${p.firstName},"${p.lastName}","${p.tags.join(',')}",${p.language},${p.country},${p.plan}`);
  }
  return lines.join('\r\n') + '\r\n';
}

/** The same rows as the server stores them, for the baseline. */
function tableRows(prefix: string): string[][] {
  const now = new Date().toISOString();
  return Array.from({ length: ROWS }, (_, i) => {
    const p = person(i, prefix);
    return [`ct_${prefix}${String(i).padStart(24, '0')}`, 'acct_bench', 'test', p.email, p.email, p.firstName, p.lastName, 'subscribed',
      JSON.stringify(p.tags), JSON.stringify({ plan: p.plan }), p.language, p.country, now, now];
  });
}
const COLUMNS = ['id', 'account_id', 'environment', 'email', 'email_key', 'first_name', 'last_name', 'status', 'tags', 'attributes', 'language', 'country', 'created_at', 'updated_at'];
const CHUNK = 2000;

/** Bare batched INSERT (2,000-row statements, one transaction each) into a freshly migrated store. */
async function baseline(backend: Backend): Promise<number> {
  const rows = tableRows('base');
  const placeholders = (n: number, pgStyle: boolean) => {
    let k = 0;
    return Array.from({ length: n }, () => `(${COLUMNS.map(() => (pgStyle ? `$${++k}` : '?')).join(',')})`).join(',');
  };
  if (backend === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-bench-base-'));
    await (await openStore({ dataDir, dbSchema: 'public' })).close();
    const db = new Database(path.join(dataDir, 'brandmail.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    const started = performance.now();
    const stmt = db.prepare(`insert into contacts (${COLUMNS.join(',')}) values ${placeholders(CHUNK, false)}`);
    const insert = db.transaction((chunk: string[][]) =>
      (chunk.length === CHUNK ? stmt : db.prepare(`insert into contacts (${COLUMNS.join(',')}) values ${placeholders(chunk.length, false)}`)).run(chunk.flat()),
    );
    for (let i = 0; i < rows.length; i += CHUNK) insert(rows.slice(i, i + CHUNK));
    const ms = performance.now() - started;
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    return ms;
  }
  const schema = `bench_base_${randomBytes(4).toString('hex')}`;
  await (await openStore({ dataDir: os.tmpdir(), databaseUrl: PG_URL, dbSchema: schema })).close();
  const client = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const started = performance.now();
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      await client.query('begin');
      await client.query(`insert into contacts (${COLUMNS.join(',')}) values ${placeholders(chunk.length, true)}`, chunk.flat());
      await client.query('commit');
    }
    return performance.now() - started;
  } finally {
    await client.end();
    await dropPostgresSchema(PG_URL, schema);
  }
}

function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}
/** Resets VmHWM (Linux ≥ 4.0) so each import's peak is its own. */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

async function postgresReachable(): Promise<boolean> {
  const u = new URL(PG_URL);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    s.setTimeout(500);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** One import into a fresh server, so each figure is that import's alone. */
async function importOnce(backend: Backend, format: 'json' | 'csv', body: string) {
  const schema = `bench_contacts_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> = { BRANDMAIL_RATE_LIMITS: 'free=0,premium=0,business=0,enterprise=0' };
  if (SERVER_NODE_OPTIONS) env.NODE_OPTIONS = SERVER_NODE_OPTIONS;
  if (backend === 'postgres') Object.assign(env, { DATABASE_URL: PG_URL, BRANDMAIL_DB_SCHEMA: schema });
  const server = await startBrandmail(env);
  try {
    const pid = server.child.pid!;
    // One small request first so lazily loaded code is in the idle figure, not the import's.
    await post(server, format, format === 'json' ? JSON.stringify({ contacts: [{ email: 'warm@example.com' }] }) : 'email\nwarm@example.com\n');
    const idle = rssMb(pid);
    resetPeak(pid);
    const started = performance.now();
    const { status, answer } = await post(server, format, body);
    const ms = performance.now() - started;
    const peak = peakRssMb(pid);
    if (status !== 200 || answer.data?.created !== ROWS || answer.data.failed !== 0) {
      throw new Error(`${format} on ${backend}: HTTP ${status} ${JSON.stringify(answer).slice(0, 300)}`);
    }
    return { ms, peak, idle };
  } finally {
    await server.stop();
    if (backend === 'postgres') {
      await dropPostgresSchema(PG_URL, schema);
      await dropPostgresSchema(PG_URL, `${schema}_boss`);
    }
  }
}

async function post(server: { url: string; key?: string }, format: 'json' | 'csv', body: string) {
  const res = await fetch(`${server.url}/v1/contacts/bulk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.key}`, 'content-type': format === 'json' ? 'application/json' : 'text/csv' },
    body,
  });
  return { status: res.status, answer: (await res.json()) as { data?: { created: number; failed: number } } };
}

async function run(backend: Backend, bodies: { json: string; csv: string }) {
  const base = await baseline(backend);
  const results: string[] = [];
  for (const format of ['json', 'csv'] as const) {
    const { ms, peak, idle } = await importOnce(backend, format, bodies[format]);
    const ok = ms < TARGET_MS[backend] && peak < TARGET_RSS_MB;
    results.push(
      `contacts-bulk: ${ROWS.toLocaleString('en')} ${format.toUpperCase()} rows on ${backend === 'sqlite' ? 'SQLite' : 'PostgreSQL'}` +
        `${SERVER_NODE_OPTIONS ? ` (server ${SERVER_NODE_OPTIONS})` : ''}: ` +
        `${(ms / 1000).toFixed(2)} s, server peak RSS ${peak.toFixed(0)} MB (idle ${idle.toFixed(0)} MB, +${(peak - idle).toFixed(0)}) | ` +
        `baseline bare batched INSERT of the same rows: ${(base / 1000).toFixed(2)} s (${(ms / base).toFixed(1)}×) | ` +
        `target < ${TARGET_MS[backend] / 1000} s and < ${TARGET_RSS_MB} MB ${ok ? 'OK' : 'MISSED'}`,
    );
  }
  return results;
}

const bodies = { json: jsonBody(), csv: csvBody() };
const backends: Backend[] = (await postgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];
let missed = false;
for (const backend of backends) {
  for (const line of await run(backend, bodies)) {
    console.log(line);
    if (line.endsWith('MISSED')) missed = true;
  }
}
if (backends.length === 1) console.log('contacts-bulk: PostgreSQL not reachable, skipped');
if (missed) process.exitCode = 1;
