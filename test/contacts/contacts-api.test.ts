import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import type { TestServer } from '../helpers/server';
import { allContacts, bulkCsv, historyOf, startContactsServer } from './helpers';

describe.each(backends)('contacts API (%s)', (backend) => {
  let s: TestServer;
  let accountId: string;
  beforeAll(async () => {
    s = await startContactsServer(backend);
    accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
  });
  afterAll(async () => s?.close());

  const create = (body: unknown, key?: string) => s.request('POST', '/v1/contacts', { body, key });

  it('adds a contact with a normalised email and answers 201 with it', async () => {
    const res = await create({ email: '  Ada.Lovelace@Example.COM ', firstName: ' Ada ', lastName: 'Lovelace', tags: ['vip', 'vip', 'beta'], attributes: { plan: 'pro' }, language: 'en-gb', country: 'gb' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'Ada.Lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      status: 'subscribed',
      tags: ['vip', 'beta'],
      attributes: { plan: 'pro' },
      language: 'en-GB',
      country: 'GB',
    });
    expect(res.body.data.id).toMatch(/^ct_[0-9a-z]{26}$/);
    const got = await s.request('GET', `/v1/contacts/${res.body.data.id}`);
    expect(got.body.data).toEqual(res.body.data);
  });

  it('refuses a second contact with the same email, whatever its case, with 409 CONFLICT', async () => {
    const first = await create({ email: 'dup@example.com' });
    const again = await create({ email: 'DUP@Example.com' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
    expect(again.body.error.message).toContain(first.body.data.id);
  });

  it('refuses an invalid address, and a likely typo with the corrected address', async () => {
    const bad = await create({ email: 'not an email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('body.email');
    const typo = await create({ email: 'grace@gmial.com' });
    expect(typo.status).toBe(400);
    expect(typo.body.error.message).toContain('did you mean grace@gmail.com?');
  });

  it('bounds attributes and tags, and refuses fields it does not know', async () => {
    expect((await create({ email: 'big@example.com', attributes: { blob: 'x'.repeat(17 * 1024) } })).status).toBe(400);
    expect((await create({ email: 'tags@example.com', tags: ['a,b'] })).status).toBe(400);
    expect((await create({ email: 'country@example.com', country: 'Germany' })).status).toBe(400);
    const unknown = await create({ email: 'snake@example.com', first_name: 'Sam' });
    expect(unknown.status).toBe(400);
  });

  it('changes a contact with PATCH, keeps the status change in the history, and deletes it', async () => {
    const { body } = await create({ email: 'patch@example.com', firstName: 'Pat', tags: ['a'] });
    const id = body.data.id;
    const patched = await s.request('PATCH', `/v1/contacts/${id}`, {
      body: { lastName: 'Smith', tags: ['b'], status: 'unsubscribed', reason: 'asked by phone' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ firstName: 'Pat', lastName: 'Smith', tags: ['b'], status: 'unsubscribed' });
    expect(patched.body.data.updatedAt >= body.data.updatedAt).toBe(true);

    const history = await historyOf(s, id);
    expect(history.map((h) => [h.from, h.to, h.source, h.reason])).toEqual([
      ['subscribed', 'unsubscribed', 'update', 'asked by phone'],
      [null, 'subscribed', 'create', null],
    ]);
    expect(history[0].keyId).toMatch(/^key_/);

    const other = await create({ email: 'taken@example.com' });
    const clash = await s.request('PATCH', `/v1/contacts/${id}`, { body: { email: 'Taken@example.com' } });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toContain(other.body.data.id);

    expect((await s.request('DELETE', `/v1/contacts/${id}`)).body.data).toEqual({ id, deleted: true });
    expect((await s.request('GET', `/v1/contacts/${id}`)).status).toBe(404);
    expect((await s.request('GET', `/v1/contacts/${id}/history`)).status).toBe(404);
  });

  it('lists newest first with status, tag, search and createdAfter filters and stable pages', async () => {
    const csv = ['email,first name,last name,tags,status'];
    for (let i = 0; i < 30; i++) csv.push(`list${String(i).padStart(2, '0')}@filter.test,Name${i},${i % 2 ? 'Odd' : 'Even'},${i % 3 ? 'x' : 'x;y'},${i % 5 ? 'subscribed' : 'pending'}`);
    expect((await bulkCsv(s, csv.join('\n'))).status).toBe(200);
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await create({ email: 'later@filter.test', firstName: 'Zed' });

    const page1 = await s.request('GET', '/v1/contacts?search=list&limit=20');
    const page2 = await s.request('GET', '/v1/contacts?search=list&limit=20&offset=20');
    expect(page1.body.pagination).toEqual({ limit: 20, offset: 0, total: 30, hasMore: true });
    expect(page2.body.pagination).toMatchObject({ total: 30, hasMore: false });
    const emails = [...page1.body.data, ...page2.body.data].map((c: any) => c.email);
    expect(new Set(emails).size).toBe(30);
    expect(emails[0]).toBe('list29@filter.test'); // newest first: rows are created in file order

    const q = async (query: string) => (await s.request('GET', `/v1/contacts?limit=100&${query}`)).body.data.map((c: any) => c.email).sort();
    expect(await q('search=LIST0')).toHaveLength(10);
    expect(await q('search=name1&tag=y')).toEqual(['list12@filter.test', 'list15@filter.test', 'list18@filter.test']);
    expect(await q('search=even')).toHaveLength(15);
    expect(await q('search=name3%20odd')).toEqual(['list03@filter.test']);
    expect(await q('search=list&status=pending')).toHaveLength(6);
    expect(await q('search=100%25')).toEqual([]); // % is a character, not a wildcard
    expect(await q(`createdAfter=${encodeURIComponent(since)}`)).toEqual(['later@filter.test']);
    expect((await s.request('GET', '/v1/contacts?status=gone')).status).toBe(400);
  });

  it('changes the status of many contacts by id and email, reporting those not found, and writes history', async () => {
    const a = (await create({ email: 'sa@status.test' })).body.data;
    const b = (await create({ email: 'sb@status.test', status: 'unsubscribed' })).body.data;
    const c = (await create({ email: 'sc@status.test', status: 'bounced' })).body.data;
    const res = await s.request('POST', '/v1/contacts/status', {
      body: { contactIds: [a.id, 'ct_missing'], emails: ['SB@status.test', 'nobody@status.test', 'sc@status.test'], status: 'bounced', reason: 'hard bounce 550' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      status: 'bounced',
      updated: [a.id, b.id].sort(),
      unchanged: [c.id],
      notFound: { contactIds: ['ct_missing'], emails: ['nobody@status.test'] },
    });
    expect((await historyOf(s, b.id))[0]).toMatchObject({ from: 'unsubscribed', to: 'bounced', reason: 'hard bounce 550', source: 'status' });
    expect(await historyOf(s, c.id)).toHaveLength(1);

    // The explicit call may re-subscribe (a bulk import may not).
    const back = await s.request('POST', '/v1/contacts/status', { body: { contactIds: [b.id], status: 'subscribed', reason: 'preference centre' } });
    expect(back.body.data.updated).toEqual([b.id]);
    expect((await s.request('GET', `/v1/contacts/${b.id}`)).body.data.status).toBe('subscribed');

    expect((await s.request('POST', '/v1/contacts/status', { body: { status: 'bounced' } })).status).toBe(400);
    const tooMany = Array.from({ length: 10_001 }, (_, i) => `ct_${i}`);
    expect((await s.request('POST', '/v1/contacts/status', { body: { contactIds: tooMany, status: 'bounced' } })).status).toBe(400);
  });

  it('changes 10,000 contacts in one call', async () => {
    const csv = ['email', ...Array.from({ length: 10_000 }, (_, i) => `many${i}@bulkstatus.test`)].join('\n');
    expect((await bulkCsv(s, csv)).body.data.created).toBe(10_000);
    const emails = Array.from({ length: 10_000 }, (_, i) => `many${i}@bulkstatus.test`);
    const res = await s.request('POST', '/v1/contacts/status', { body: { emails, status: 'unsubscribed' } });
    expect(res.status).toBe(200);
    expect(res.body.data.updated).toHaveLength(10_000);
    expect((await s.request('GET', '/v1/contacts?search=many&status=unsubscribed&limit=1')).body.pagination.total).toBe(10_000);
  });

  it('exports the filtered contacts as CSV that imports back unchanged', async () => {
    await create({ email: 'export1@export.test', firstName: '=cmd|calc', lastName: 'Comma, "Quoted"', tags: ['t1', 't2'], attributes: { nested: { a: [1, 2] }, s: 'x' } });
    await create({ email: 'export2@export.test', status: 'pending', language: 'pt-BR' });
    const res = await s.request('GET', '/v1/contacts/export?search=export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,email,first_name,last_name,status,tags,language,country,attributes,created_at,updated_at');
    expect(lines).toHaveLength(3);
    // Defused for spreadsheets (a cell starting with = runs as a formula), quoted per RFC 4180.
    expect(lines[1]).toContain(`'=cmd|calc,"Comma, ""Quoted""",subscribed,"t1, t2"`);

    const before = await allContacts(s, '?search=export');
    const again = await bulkCsv(s, res.text);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 0 });
    const after = await allContacts(s, '?search=export');
    expect(after).toEqual(before);
    expect(after.get('export1@export.test')).toMatchObject({ first_name: "'=cmd|calc", attributes: '{"nested":{"a":[1,2]},"s":"x"}' });

    const pending = await s.request('GET', '/v1/contacts/export?search=export&status=pending');
    expect(pending.text.trim().split('\r\n')).toHaveLength(2);
  });

  it('keeps environments apart and enforces contacts:read / contacts:write', async () => {
    const { key: live } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'live', environment: 'live', permissions: ['*'] });
    const testContact = (await create({ email: 'env@example.com' })).body.data;
    expect((await s.request('GET', `/v1/contacts/${testContact.id}`, { key: live })).status).toBe(404);
    expect((await create({ email: 'env@example.com' }, live)).status).toBe(201);
    expect((await s.request('GET', '/v1/contacts', { key: live })).body.pagination.total).toBe(1);

    const { key: reader } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'r', environment: 'test', permissions: ['contacts:read'] });
    expect((await s.request('GET', '/v1/contacts', { key: reader })).status).toBe(200);
    expect((await s.request('GET', '/v1/contacts/export', { key: reader })).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/v1/contacts'],
      ['POST', '/v1/contacts/bulk'],
      ['POST', '/v1/contacts/status'],
      ['PATCH', `/v1/contacts/${testContact.id}`],
      ['DELETE', `/v1/contacts/${testContact.id}`],
    ]) {
      const res = await s.request(method, path, { key: reader, body: method === 'DELETE' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.message).toContain('contacts:write');
    }
    const { key: other } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'w', environment: 'test', permissions: ['projects:read'] });
    expect((await s.request('GET', '/v1/contacts', { key: other })).status).toBe(403);
  });

  it('documents every contacts endpoint in the OpenAPI document', async () => {
    const doc = (await s.request('GET', '/v1/openapi.json', { key: null })).body;
    for (const p of ['/v1/contacts', '/v1/contacts/bulk', '/v1/contacts/status', '/v1/contacts/export', '/v1/contacts/{contactId}', '/v1/contacts/{contactId}/history']) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect(Object.keys(doc.paths['/v1/contacts/bulk'].post.requestBody.content)).toEqual(expect.arrayContaining(['application/json', 'text/csv']));
  });
});
