import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import type { TestServer } from '../helpers/server';
import { allContacts, bulkCsv, bulkJson, findByEmail, historyOf, startContactsServer } from './helpers';

describe.each(backends)('bulk contact import (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startContactsServer(backend);
  });
  afterAll(async () => s?.close());

  describe('the consent rule', () => {
    it('never re-subscribes an unsubscribed, bounced or complained contact, and says why', async () => {
      for (const status of ['unsubscribed', 'bounced', 'complained', 'cleaned', 'pending']) {
        expect((await s.request('POST', '/v1/contacts', { body: { email: `${status}@consent.test`, firstName: 'Old', status } })).status).toBe(201);
      }
      const res = await bulkJson(s, {
        contacts: ['unsubscribed', 'bounced', 'complained', 'cleaned', 'pending'].map((st) => ({ email: `${st}@consent.test`, firstName: 'New', status: 'subscribed' })),
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ created: 0, updated: 2, unchanged: 3, merged: 0, failed: 0, errors: [] });
      expect(res.body.data.warnings).toEqual(
        ['unsubscribed', 'bounced', 'complained'].map((st, row) => ({
          row,
          email: `${st}@consent.test`,
          code: 'CONSENT_PROTECTED',
          message: expect.stringContaining(`left ${st}`),
        })),
      );
      for (const st of ['unsubscribed', 'bounced', 'complained']) {
        const c = await findByEmail(s, `${st}@consent.test`);
        expect(c).toMatchObject({ status: st, firstName: 'Old' }); // the whole row is left alone
        expect(await historyOf(s, c!.id)).toHaveLength(1);
      }
      // cleaned and pending are not protected: the import may subscribe them.
      expect((await findByEmail(s, 'cleaned@consent.test'))!.status).toBe('subscribed');
      const pending = await findByEmail(s, 'pending@consent.test');
      expect((await historyOf(s, pending!.id))[0]).toMatchObject({ from: 'pending', to: 'subscribed', source: 'bulk' });
    });

    it('also refuses pending for a protected contact, from CSV, but applies a row that leaves the status alone', async () => {
      await s.request('POST', '/v1/contacts', { body: { email: 'optout@consent.test', status: 'unsubscribed' } });
      const blocked = await bulkCsv(s, 'email,status,first name\noptout@consent.test,Pending,Pat\n');
      expect(blocked.body.data).toMatchObject({ unchanged: 1, warnings: [{ row: 2, code: 'CONSENT_PROTECTED' }] });
      const named = await bulkCsv(s, 'email,first name\noptout@consent.test,Pat\n');
      expect(named.body.data).toMatchObject({ updated: 1, warnings: [] });
      expect(await findByEmail(s, 'optout@consent.test')).toMatchObject({ status: 'unsubscribed', firstName: 'Pat' });
      // An import may still move a contact to a non-subscribed status (a suppression list).
      const suppress = await bulkJson(s, { contacts: [{ email: 'optout@consent.test', status: 'complained' }] });
      expect(suppress.body.data.updated).toBe(1);
    });
  });

  describe('upsert and insert', () => {
    it('upsert creates new contacts, updates existing ones (tags added, attributes merged) and counts the unchanged', async () => {
      await s.request('POST', '/v1/contacts', {
        body: { email: 'known@mode.test', firstName: 'Kim', lastName: 'Old', tags: ['a'], attributes: { plan: 'free', since: 2020 } },
      });
      await s.request('POST', '/v1/contacts', { body: { email: 'same@mode.test', firstName: 'Sam' } });
      const res = await bulkJson(s, {
        mode: 'upsert',
        contacts: [
          { email: 'KNOWN@mode.test', lastName: 'New', tags: ['b'], attributes: { plan: 'pro' } },
          { email: 'same@mode.test', firstName: 'Sam' },
          { email: 'fresh@mode.test', firstName: 'Fay' },
        ],
      });
      expect(res.body.data).toMatchObject({ created: 1, updated: 1, unchanged: 1, failed: 0 });
      expect(await findByEmail(s, 'known@mode.test')).toMatchObject({
        email: 'KNOWN@mode.test',
        firstName: 'Kim',
        lastName: 'New',
        tags: ['a', 'b'],
        attributes: { plan: 'pro', since: 2020 },
        status: 'subscribed',
      });
      const fresh = await findByEmail(s, 'fresh@mode.test');
      expect(await historyOf(s, fresh!.id)).toMatchObject([{ from: null, to: 'subscribed', source: 'bulk' }]);
    });

    it('insert creates new contacts only and reports each existing email as a failed row', async () => {
      const existing = (await s.request('POST', '/v1/contacts', { body: { email: 'there@insert.test', firstName: 'Before' } })).body.data;
      const res = await bulkJson(s, {
        mode: 'insert',
        contacts: [{ email: 'new1@insert.test' }, { email: 'There@insert.test', firstName: 'After' }, { email: 'new2@insert.test' }],
      });
      expect(res.body.data).toMatchObject({
        created: 2,
        updated: 0,
        unchanged: 0,
        failed: 1,
        errors: [{ row: 1, email: 'There@insert.test', code: 'DUPLICATE_EMAIL', message: expect.stringContaining(existing.id) }],
      });
      expect((await findByEmail(s, 'there@insert.test'))!.firstName).toBe('Before');
      const csv = await bulkCsv(s, 'email\nthere@insert.test\nnew3@insert.test\n', { mode: 'insert' });
      expect(csv.body.data).toMatchObject({ created: 1, failed: 1, errors: [{ row: 2, code: 'DUPLICATE_EMAIL' }] });
    });

    it('merges rows with the same email inside one request, also across write chunks', async () => {
      const contacts: Record<string, unknown>[] = [
        { email: 'merge@dup.test', firstName: 'First', tags: ['one'], attributes: { a: 1 } },
        { email: 'MERGE@dup.test', lastName: 'Last', tags: ['two'], attributes: { b: 2 } },
      ];
      for (let i = 0; i < 4500; i++) contacts.push({ email: `filler${i}@dup.test` });
      // 4,500 rows later: written by a later chunk than the first two.
      contacts.push({ email: 'merge@dup.test', firstName: 'Final', tags: ['three'], status: 'unsubscribed' });
      contacts.push({ email: 'filler1@dup.test', firstName: 'Filler' });
      // Merged, these two would carry 120 tags: the later row fails, and counts once.
      contacts.splice(3, 0, { email: 'bound@dup.test', tags: Array.from({ length: 60 }, (_, i) => `a${i}`) });
      contacts.push({ email: 'bound@dup.test', tags: Array.from({ length: 60 }, (_, i) => `b${i}`) });
      const res = await bulkJson(s, { contacts });
      expect(res.body.data).toMatchObject({ created: 4502, updated: 0, unchanged: 0, merged: 3, failed: 1 });
      expect(res.body.data.errors).toMatchObject([{ row: contacts.length - 1, code: 'INVALID_FIELD', message: expect.stringContaining('120 tags') }]);
      const counts = res.body.data;
      expect(counts.created + counts.updated + counts.unchanged + counts.merged + counts.failed).toBe(contacts.length);
      const merged = await findByEmail(s, 'merge@dup.test');
      expect(merged).toMatchObject({ firstName: 'Final', lastName: 'Last', tags: ['one', 'two', 'three'], attributes: { a: 1, b: 2 }, status: 'unsubscribed' });
      expect((await historyOf(s, merged!.id)).map((h) => [h.from, h.to])).toEqual([
        ['subscribed', 'unsubscribed'],
        [null, 'subscribed'],
      ]);
      expect((await findByEmail(s, 'filler1@dup.test'))!.firstName).toBe('Filler');
    });
  });

  it('stores any text as given: quotes, backslashes, braces, commas, line breaks, NULL', async () => {
    const tricky = { email: 'tricky@text.test', firstName: 'Say "hi" {to}, \\ all', lastName: 'NULL', attributes: { path: 'C:\\dir\\"x"', note: 'line\nbreak', empty: '' } };
    expect((await bulkJson(s, { contacts: [tricky] })).body.data.created).toBe(1);
    expect(await findByEmail(s, 'tricky@text.test')).toMatchObject({ firstName: tricky.firstName, lastName: 'NULL', attributes: tricky.attributes });
    const updated = await bulkJson(s, { contacts: [{ ...tricky, lastName: 'O\'Brien "\\"' }] });
    expect(updated.body.data.updated).toBe(1);
    expect((await findByEmail(s, 'tricky@text.test'))!.lastName).toBe('O\'Brien "\\"');
  });

  it('lists imported contacts in the order of the request, newest (last row) first', async () => {
    await bulkJson(s, { contacts: ['zeta', 'alpha', 'mid'].map((n) => ({ email: `${n}@order.test` })) });
    const list = await s.request('GET', '/v1/contacts?limit=3');
    expect(list.body.data.map((c: any) => c.email)).toEqual(['mid@order.test', 'alpha@order.test', 'zeta@order.test']);
  });

  it('lets two imports of overlapping lists run at once without duplicates or lost rows', async () => {
    const a = Array.from({ length: 3000 }, (_, i) => ({ email: `race${i}@race.test`, tags: ['a'] }));
    const b = Array.from({ length: 3000 }, (_, i) => ({ email: `race${i + 1500}@race.test`, tags: ['b'] }));
    const [ra, rb] = await Promise.all([bulkJson(s, { contacts: a }), bulkJson(s, { contacts: b })]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.body.data.failed + rb.body.data.failed).toBe(0);
    expect(ra.body.data.created + rb.body.data.created).toBe(4500);
    expect(ra.body.data.created + ra.body.data.updated + rb.body.data.created + rb.body.data.updated).toBe(6000);
    const stored = await allContacts(s, '?search=race');
    expect(stored.size).toBe(4500);
    expect(stored.get('race2000@race.test')!.tags.split(', ').sort()).toEqual(['a', 'b']);
  });

  describe('bad rows', () => {
    it('reports each of 1% bad rows among 10,000 and stores every good row (JSON)', async () => {
      const contacts: unknown[] = [];
      const bad = new Map<number, string>();
      for (let i = 0; i < 10_000; i++) {
        if (i % 100 === 37) {
          const kind = (i / 100) % 5 | 0;
          const [row, code] = (
            [
              [{ email: `broken${i}.json.test` }, 'INVALID_EMAIL'],
              [{ email: `typo${i}@gmial.com` }, 'EMAIL_TYPO'],
              [{ email: `status${i}@json.test`, status: 'maybe' }, 'INVALID_FIELD'],
              [{ firstName: 'No email' }, 'INVALID_EMAIL'],
              [{ email: `country${i}@json.test`, country: 'Atlantis' }, 'INVALID_FIELD'],
            ] as const
          )[kind];
          contacts.push(row);
          bad.set(i, code);
        } else {
          contacts.push({ email: `good${i}@json.test`, firstName: `G${i}`, tags: ['bulk'] });
        }
      }
      const res = await bulkJson(s, { contacts });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ created: 9_900, failed: 100, warnings: [] });
      expect(res.body.data.errors.map((e: any) => [e.row, e.code])).toEqual([...bad]);
      expect(res.body.data.errors.find((e: any) => e.code === 'EMAIL_TYPO')).toMatchObject({
        email: 'typo137@gmial.com',
        suggestion: 'typo137@gmail.com',
        message: expect.stringContaining('did you mean typo137@gmail.com?'),
      });
      const stored = await allContacts(s, '?search=good');
      expect(stored.size).toBe(9_900);
      for (let i = 0; i < 10_000; i++) if (!bad.has(i)) expect(stored.has(`good${i}@json.test`)).toBe(true);
    });

    it('reports each of 1% bad rows among 10,000 with its spreadsheet row and stores every good row (CSV)', async () => {
      const lines = ['Email,First Name,Country'];
      const bad: number[] = [];
      for (let i = 0; i < 10_000; i++) {
        if (i % 100 === 58) {
          lines.push(i % 200 === 58 ? `nope${i}@,Bad,` : `c${i}@csv.test,Bad,Narnia`);
          bad.push(i + 2); // the header is row 1
        } else lines.push(`c${i}@csv.test,"Good, ${i}",DE`);
      }
      const res = await bulkCsv(s, lines.join('\r\n'));
      expect(res.body.data).toMatchObject({ created: 9_900, failed: 100 });
      expect(res.body.data.errors.map((e: any) => e.row)).toEqual(bad);
      const stored = await allContacts(s, '?search=c');
      expect([...stored.keys()].filter((k) => k.endsWith('@csv.test'))).toHaveLength(9_900);
      expect(stored.get('c1@csv.test')).toMatchObject({ first_name: 'Good, 1', country: 'DE' });
    });

    it('reports a row that is not valid JSON as that row, and refuses a body broken outside its rows', async () => {
      const raw = '{"contacts":[{"email":"ok1@raw.test"},{"email":"x@raw.test","firstName":tru},{"email":"ok2@raw.test"}]}';
      const res = await s.request('POST', '/v1/contacts/bulk', { raw, headers: { 'content-type': 'application/json' } });
      expect(res.body.data).toMatchObject({ created: 2, failed: 1, errors: [{ row: 1, code: 'INVALID_JSON' }] });

      const before = (await s.request('GET', '/v1/contacts?search=cut&limit=1')).body.pagination.total;
      const cut = await s.request('POST', '/v1/contacts/bulk', { raw: '{"contacts":[{"email":"cut1@raw.test"},{"email":"cut2@raw.test"}', headers: { 'content-type': 'application/json' } });
      expect(cut.status).toBe(400);
      expect(cut.body.error.code).toBe('INVALID_REQUEST');
      expect((await s.request('GET', '/v1/contacts?search=cut&limit=1')).body.pagination.total).toBe(before);
    });

    it('refuses a request over 100,000 rows, or with a bad mode, before storing anything', async () => {
      const contacts = Array.from({ length: 100_001 }, (_, i) => ({ email: `over${i}@limit.test` }));
      const res = await bulkJson(s, { contacts });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].path).toBe('body.contacts');
      const csv = await bulkCsv(s, ['email', ...contacts.map((c) => c.email)].join('\n'));
      expect(csv.status).toBe(400);
      expect((await s.request('GET', '/v1/contacts?search=over&limit=1')).body.pagination.total).toBe(0);
      expect((await bulkJson(s, { contacts: [{ email: 'm@limit.test' }], mode: 'replace' })).status).toBe(400);
      expect((await bulkJson(s, { contacts: [] })).status).toBe(400);
      expect((await bulkJson(s, { rows: [] })).status).toBe(400);
      const xml = await s.request('POST', '/v1/contacts/bulk', { raw: '<contacts/>', headers: { 'content-type': 'application/xml' } });
      expect(xml.status).toBe(415);
    });
  });

  describe('retries with Idempotency-Key', () => {
    it('replays a JSON bulk import instead of running it again', async () => {
      const body = { contacts: [{ email: 'idem1@retry.test', status: 'unsubscribed' }, { email: 'idem2@retry.test' }] };
      const headers = { 'idempotency-key': `bulk-json-${backend}` };
      const first = await bulkJson(s, body, { headers });
      expect(first.body.data).toMatchObject({ created: 2 });
      // Between the two calls the contact re-subscribes; a re-run would count differently.
      const c = await findByEmail(s, 'idem1@retry.test');
      await s.request('POST', '/v1/contacts/status', { body: { contactIds: [c!.id], status: 'subscribed' } });
      const retry = await bulkJson(s, body, { headers });
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await historyOf(s, c!.id)).toHaveLength(2); // created, then the status call: no second import
      const other = await bulkJson(s, { contacts: [{ email: 'idem3@retry.test' }] }, { headers });
      expect(other.status).toBe(409);
      expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('replays a CSV bulk import byte for byte, and refuses the key with another file', async () => {
      const csv = 'email,first name\r\ncsvidem1@retry.test,One\r\ncsvidem2@retry.test,Two\r\n';
      const headers = { 'idempotency-key': `bulk-csv-${backend}` };
      const first = await bulkCsv(s, csv, { headers });
      expect(first.body.data).toMatchObject({ created: 2 });
      await s.request('PATCH', `/v1/contacts/${(await findByEmail(s, 'csvidem1@retry.test'))!.id}`, { body: { firstName: 'Changed' } });
      const retry = await bulkCsv(s, csv, { headers });
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.text).toBe(first.text);
      expect((await findByEmail(s, 'csvidem1@retry.test'))!.firstName).toBe('Changed'); // not re-imported
      const changed = await bulkCsv(s, csv.replace('Two', 'Deux'), { headers });
      expect(changed.status).toBe(409);
      expect(changed.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });
  });
});
