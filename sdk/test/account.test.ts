import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import { BrandmailError } from '../src';
import { client, startServer } from './helpers';

describe('SDK account and API keys', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('tells the calling key its account, permissions and usage, and manages keys', async () => {
    const bm = client(s);
    const me = await bm.account.get();
    expect(me.key.permissions).toEqual(['*']);
    expect(me.permissions).toContain('keys:manage');
    expect(me.usage).toMatchObject({ environment: 'test', contactsStored: 0 });

    const created = await bm.apiKeys.create({ name: 'reader', environment: 'test', permissions: ['contacts:read'] });
    expect(created.key).toMatch(/^bm_test_/);
    const listed = (await bm.apiKeys.list()).data;
    expect(listed.find((k) => k.id === created.id)).toMatchObject({ name: 'reader', hint: `bm_test_…${created.key.slice(-4)}`, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.key);

    // The new key sees its own account view, and may not manage keys.
    const reader = client(s, { apiKey: created.key });
    expect((await reader.account.get()).key).toMatchObject({ id: created.id, permissions: ['contacts:read'] });
    const refused = await reader.apiKeys.list().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BrandmailError);
    expect(refused).toMatchObject({ status: 403, code: 'INSUFFICIENT_PERMISSIONS' });

    expect((await bm.apiKeys.revoke(created.id)).revokedAt).toEqual(expect.any(String));
    await expect(reader.account.get()).rejects.toMatchObject({ status: 401 });
  });

  it('pages the keys as the other lists: list takes limit and offset, listAll walks every page', async () => {
    const bm = client(s);
    for (let i = 1; i <= 4; i++) await bm.apiKeys.create({ name: `paged ${i}`, environment: 'test', permissions: ['validate'] });
    const whole = await bm.apiKeys.list({ limit: 100 });
    const total = whole.pagination.total;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(whole.data).toHaveLength(total);
    // Newest first, as every list.
    expect(whole.data.map((k) => k.id)).toEqual(whole.data.map((k) => k.id).sort().reverse());
    expect(whole.data[0]).toMatchObject({ name: 'paged 4' });

    const second = await bm.apiKeys.list({ limit: 2, offset: 2 });
    expect(second.data.map((k) => k.id)).toEqual(whole.data.slice(2, 4).map((k) => k.id));
    expect(second.pagination).toEqual({ limit: 2, offset: 2, total, hasMore: total > 4 });

    const walked: string[] = [];
    for await (const k of bm.apiKeys.listAll({ limit: 2 })) walked.push(k.id);
    expect(walked).toEqual(whole.data.map((k) => k.id));
  });
});
