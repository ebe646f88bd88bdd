import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import type { Contact } from '../src';
import { client, startServer } from './helpers';

describe('SDK contacts', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => s?.close());

  it('adds, imports (JSON and CSV), changes status with history, and iterates every contact', async () => {
    const bm = client(s);
    const ada = await bm.contacts.create({ email: 'ada@example.com', firstName: 'Ada', tags: ['vip'] });
    expect(ada).toMatchObject({ id: expect.stringMatching(/^ct_/), email: 'ada@example.com', status: 'subscribed', tags: ['vip'] });
    await expect(bm.contacts.create({ email: 'ADA@example.com' })).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });

    const json = await bm.contacts.bulk({
      contacts: [{ email: 'bob@example.com', firstName: 'Bob' }, { email: 'not an email' }, { email: 'ada@example.com', lastName: 'Lovelace' }],
    });
    expect(json).toMatchObject({ created: 1, updated: 1, failed: 1 });
    expect(json.errors[0]).toMatchObject({ row: 1, code: 'INVALID_EMAIL' });

    const csv = ['email,first name,tags', ...Array.from({ length: 7 }, (_, i) => `reader${i}@example.com,Reader ${i},news|weekly`)].join('\n');
    const fromCsv = await bm.contacts.importCsv(csv, { mode: 'insert' });
    expect(fromCsv).toMatchObject({ created: 7, failed: 0 });

    const changed = await bm.contacts.setStatus({ emails: ['bob@example.com'], status: 'unsubscribed', reason: 'asked by phone' });
    expect(changed.updated).toHaveLength(1);
    const bob = await bm.contacts.get(changed.updated[0]);
    expect(bob.status).toBe('unsubscribed');
    const history = await bm.contacts.history(bob.id);
    expect(history.data[0]).toMatchObject({ from: 'subscribed', to: 'unsubscribed', reason: 'asked by phone', source: 'status' });

    const all: Contact[] = [];
    for await (const c of bm.contacts.listAll({ limit: 3 })) all.push(c);
    expect(all).toHaveLength(9);
    expect(new Set(all.map((c) => c.id)).size).toBe(9);
    const weekly = await bm.contacts.list({ tag: 'weekly', limit: 2 });
    expect(weekly.pagination).toMatchObject({ total: 7, hasMore: true });
    expect((await bm.contacts.list({ status: 'unsubscribed' })).data.map((c) => c.email)).toEqual(['bob@example.com']);

    const exported = await bm.contacts.exportCsv({ tag: 'vip' });
    expect(exported.split(/\r?\n/)[0]).toMatch(/^id,email,first_name/);
    expect(exported).toContain('ada@example.com');
    expect(exported).not.toContain('bob@example.com');

    expect((await bm.contacts.update(ada.id, { tags: ['vip', 'early'] })).tags).toEqual(['vip', 'early']);
    expect(await bm.contacts.delete(ada.id)).toEqual({ id: ada.id, deleted: true });
  });
});
