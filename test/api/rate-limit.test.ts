import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';

describe.each(backends)('rate limits by plan (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  it('limits a free account to 20 requests a minute, per environment, with RateLimit headers', async () => {
    const accounts = s.runtime.ctx.accounts;
    const account = await accounts.createAccount('Free Co', 'free');
    const { key: testKey } = await accounts.createKey({ accountId: account.id, name: 't', environment: 'test', permissions: ['*'] });
    const { key: liveKey } = await accounts.createKey({ accountId: account.id, name: 'l', environment: 'live', permissions: ['*'] });

    const first = await s.request('GET', '/v1/projects', { key: testKey });
    expect(first.headers.get('ratelimit-limit')).toBe('20');
    expect(first.headers.get('ratelimit-remaining')).toBe('19');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);

    // A minute window can roll over mid-test; the 21st request of one window must be refused.
    let refused: Awaited<ReturnType<TestServer['request']>> | undefined;
    for (let i = 0; i < 25 && !refused; i++) {
      const res = await s.request('GET', '/v1/projects', { key: testKey });
      if (res.status === 429) refused = res;
    }
    expect(refused).toBeDefined();
    expect(refused!.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(refused!.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);

    // Live traffic has its own budget.
    const live = await s.request('GET', '/v1/projects', { key: liveKey });
    expect(live.status).toBe(200);
    expect(live.headers.get('ratelimit-remaining')).toBe('19');

    // Other accounts are unaffected.
    expect((await s.request('GET', '/v1/projects')).status).toBe(200);
  });

  it('follows a plan change at once', async () => {
    const accounts = s.runtime.ctx.accounts;
    const account = await accounts.createAccount('Upgrader', 'free');
    const { key } = await accounts.createKey({ accountId: account.id, name: 't', environment: 'test', permissions: ['*'] });
    expect((await s.request('GET', '/v1/projects', { key })).headers.get('ratelimit-limit')).toBe('20');
    await accounts.setPlan(account.id, 'business');
    expect((await s.request('GET', '/v1/projects', { key })).headers.get('ratelimit-limit')).toBe('100');
  });
});
