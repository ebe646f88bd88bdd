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
    const listed = await bm.apiKeys.list();
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
});
