/**
 * `GET /v1/projects` filters beyond `?search=`'s first tests (test/api/list-filters.test.ts), on
 * both backends:
 * - `?status=` keeps the projects whose import is in that state (`completed`: the brands emails
 *   can be generated with), paged and counted over the matches only — the console's brand
 *   pickers ask for `completed` instead of dropping the others from a page the server already cut;
 * - `?search=` ignores case in every alphabet, not only A–Z: SQLite's lower() folds ASCII only,
 *   and PostgreSQL's follows the collation, ASCII only where a database was made with
 *   LC_CTYPE=C (simulated here by giving the name column the "C" collation).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { loadBrand } from '../generate/helpers';

/** [name, status]; a completed project has a kit, a failed one none, a pending one either (a reimport keeps it). */
const PROJECTS: [string, 'pending' | 'completed' | 'failed'][] = [
  ['ÉCOLE DU GOÛT', 'completed'],
  ['ДОМ КНИГИ', 'completed'],
  ['ÖKOLAND Bio', 'pending'],
  ['Ελληνικό ΚΑΦΕΝΕΙΟ', 'failed'],
  ['maison émue', 'completed'],
  ['Northwind Shop', 'pending'],
  ['Acme', 'failed'],
];

describe.each(backends)('GET /v1/projects: status and every alphabet’s case (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { secret: randomBytes(32).toString('base64') });
    const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    const now = new Date().toISOString();
    const kit = loadBrand('northwind');
    await s.runtime.ctx.store.db
      .insertInto('projects')
      .values(
        PROJECTS.map(([name, status], i) => ({
          id: `prj_unicode_${i}`, account_id: accountId, environment: 'test', name, urls: '["https://brand.example/"]', status, stage: status, progress: status === 'pending' ? 0.5 : 1,
          error: status === 'failed' ? 'HTTP 404' : null, error_code: status === 'failed' ? 'IMPORT_FAILED' : null, warnings: '[]',
          brand: status === 'failed' ? null : JSON.stringify({ ...kit, name }), brand_extracted: null, created_at: now, updated_at: now,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await s?.close();
  });

  const list = async (query: string) => {
    const res = await s.request('GET', `/v1/projects${query}`);
    expect(res.status, query).toBe(200);
    return { names: res.body.data.map((p: { name: string }) => p.name).sort(), total: res.body.pagination.total as number, statuses: res.body.data.map((p: { status: string }) => p.status) };
  };
  const withStatus = (status: string) => PROJECTS.filter(([, st]) => st === status).map(([n]) => n).sort();

  it('keeps the projects whose import is in the state asked, counting only them', async () => {
    for (const status of ['completed', 'pending', 'failed']) {
      const got = await list(`?status=${status}`);
      expect(got.names, status).toEqual(withStatus(status));
      expect(got.total, status).toBe(withStatus(status).length);
    }
    // Paged over the matches: a page of two, then the rest.
    const first = await s.request('GET', '/v1/projects?status=completed&limit=2');
    expect(first.body.pagination).toEqual({ limit: 2, offset: 0, total: 3, hasMore: true });
    const second = await s.request('GET', '/v1/projects?status=completed&limit=2&offset=2');
    expect([...first.body.data, ...second.body.data].map((p: { name: string }) => p.name).sort()).toEqual(withStatus('completed'));
    // With a search: both hold.
    expect((await list('?status=pending&search=o')).names).toEqual(['Northwind Shop', 'ÖKOLAND Bio']);
  });

  it('refuses a state that is not one with 400 naming the parameter', async () => {
    for (const q of ['status=ready', 'status=', 'status=COMPLETED']) {
      const res = await s.request('GET', `/v1/projects?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.details[0].path).toBe('querystring.status');
    }
  });

  const searches: [string, string[]][] = [
    ['école', ['ÉCOLE DU GOÛT']],
    ['goût', ['ÉCOLE DU GOÛT']],
    ['дом', ['ДОМ КНИГИ']],
    ['книги', ['ДОМ КНИГИ']],
    ['ökoland', ['ÖKOLAND Bio']],
    ['καφενειο', ['Ελληνικό ΚΑΦΕΝΕΙΟ']],
    ['ΕΛΛΗΝΙΚΌ', ['Ελληνικό ΚΑΦΕΝΕΙΟ']],
    ['ÉMUE', ['maison émue']],
    ['NORTH', ['Northwind Shop']],
    // Accents ignored as contact search ignores them (store/search.ts): typed without, found with.
    ['ecole du gout', ['ÉCOLE DU GOÛT']],
    ['okoland', ['ÖKOLAND Bio']],
    ['ellhniko', []],
    ['ελληνικο', ['Ελληνικό ΚΑΦΕΝΕΙΟ']],
    ['emue', ['maison émue']],
  ];

  it('finds a name whatever the case and accents of its letters, in every alphabet', async () => {
    for (const [term, names] of searches) expect((await list(`?search=${encodeURIComponent(term)}`)).names, term).toEqual(names);
  });

  it.runIf(backend === 'postgres')('does so on a PostgreSQL whose collation lowers A–Z only (LC_CTYPE=C)', async () => {
    const db = s.runtime.ctx.store.db;
    await sql`alter table projects alter column name type text collate "C"`.execute(db);
    try {
      expect((await sql<{ l: string }>`select lower(name) as l from projects where id = 'prj_unicode_1'`.execute(db)).rows[0].l).toBe('ДОМ КНИГИ');
      for (const [term, names] of searches) expect((await list(`?search=${encodeURIComponent(term)}`)).names, term).toEqual(names);
    } finally {
      await sql`alter table projects alter column name type text collate "default"`.execute(db);
    }
  });
});
