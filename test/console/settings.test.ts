/** Account settings in the browser: the API keys section for a key holding keys:manage, and what a lesser key sees. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';

describe.skipIf(!hasChromium)('console settings', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  it('creates a key shown once and revokes it', async () => {
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.getByRole('link', { name: 'Settings' }).click();
    // The harness lifts rate limits (rateLimits 0), which the account card shows as such.
    await page.getByText(/^Unlimited for each environment/).waitFor();
    await page.getByLabel('Name').fill('Reporting <script>window.__pwned=1</script>');
    await page.getByLabel('Data').selectOption('live');
    await page.getByLabel('projects:read').check();
    await page.getByLabel('emails:read').check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const value = (await page.locator('.key-value code').textContent())!;
    expect(value).toMatch(/^bm_live_[A-Za-z0-9_-]{32}$/);
    // The value works against the API with exactly what was chosen.
    expect((await h.server.request('GET', '/v1/projects', { key: value })).status).toBe(200);
    expect((await h.server.request('GET', '/v1/contacts', { key: value })).status).toBe(403);
    const row = page.getByRole('row', { name: /Reporting <script>/ });
    await expect.poll(() => row.textContent()).toContain(`bm_live_…${value.slice(-4)}`);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'settings-1280');

    await row.getByRole('button', { name: /^Revoke/ }).click();
    await row.getByRole('button', { name: /^Revoke Reporting/ }).click();
    await row.getByText('Revoked').waitFor();
    expect((await h.server.request('GET', '/v1/projects', { key: value })).status).toBe(401);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  }, 120_000);

  it('tells a key without keys:manage what it may not do, without an error, on a phone', async () => {
    const limited = (await h.server.request('POST', '/v1/keys', { body: { name: 'reader', environment: 'test', permissions: ['projects:read'] } })).body.data.key;
    const { page } = await h.open(390);
    await signIn(page, h.server.url, limited);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByText(/may not manage API keys/).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create key' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'settings-limited-390');
  }, 90_000);
});
