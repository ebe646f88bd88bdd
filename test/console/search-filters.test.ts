/**
 * The #20 audit's leftovers in the browser:
 * - a brand is found by typing a part of its name, in Write's picker, the test send's sender
 *   picker and the Brands list (`GET /v1/projects?search=`), among more brands than a page holds;
 * - the export form asks for the chosen platform's saved connections only
 *   (`GET /v1/export/connections?platform=`), so its pages hold that platform's connections;
 * - a key with exports:write but not exports:read is told up front that the platforms and an
 *   export's status are not for it, is offered the file formats and gets no 403;
 * - the create-key form offers the signed-in key's own environment only, saying how to get the
 *   live one (a test key never mints a live one), and a live key made as the CLI makes it chooses either.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedEmail } from './helpers/seed';
import { loadBrand } from '../generate/helpers';
import { resendCredentials } from '../exports/standins/resend';
import { sendgridCredentials } from '../exports/standins/sendgrid';

/** More brands than a picker's page (20), so a brand can be out of the first page. */
const MANY = 45;
/** The oldest of the extra brands: on the picker's last page, unless searched for. */
const FAR = 'Harbour & Hearth Coffee';

const optionLabels = (page: Page, select: string) =>
  page.locator(`${select} option`).evaluateAll((os) => os.map((o) => o.textContent ?? '').filter((t) => t !== 'Choose a brand…' && t !== 'None'));

describe.skipIf(!hasChromium)('console: find a brand, one platform’s connections, what a key may not do', () => {
  let h: Harness;
  let accountId: string;

  beforeAll(async () => {
    h = await startHarness('northwind-shop', { secret: randomBytes(32).toString('base64') });
    await seedEmail(h.server, 'conv_find');
    const ctx = h.server.runtime.ctx;
    accountId = (await ctx.accounts.listAccounts())[0].id;
    const now = new Date().toISOString();
    const kit = loadBrand('northwind');
    // Ids sort by name here: prj_aa_ (FAR) is the oldest, listed last.
    const names = [FAR, ...Array.from({ length: MANY }, (_, i) => `Brand ${String(i + 1).padStart(3, '0')}`)];
    const rows = names.map((name, i) => {
      const brand = JSON.stringify({ ...kit, name });
      return { id: i === 0 ? 'prj_aa_far' : `prj_zz_${String(i).padStart(3, '0')}`, account_id: accountId, environment: 'test', name, urls: '["https://brand.example/"]', status: 'completed', stage: null, progress: 1, error: null, error_code: null, warnings: '[]', brand, brand_extracted: brand, created_at: now, updated_at: now, completed_at: now };
    });
    await ctx.store.db.insertInto('projects').values(rows).execute();
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  it('finds a brand by a part of its name on Write, the Brands list and the test send’s sender picker', async () => {
    const { page, context, errors } = await h.open(1280);
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/v1/projects' && url.searchParams.has('search')) searches.push(url.searchParams.get('search')!);
    });
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/write`);
    const picker = page.locator('#write-brand');
    await picker.locator('option', { hasText: 'Brand 045' }).waitFor({ state: 'attached' });
    expect(await optionLabels(page, '#write-brand')).not.toContain(FAR);
    // Typed, not pasted: the search follows once typing pauses.
    await page.getByLabel('Find a brand').pressSequentially('hearth', { delay: 20 });
    await expect.poll(() => optionLabels(page, '#write-brand')).toEqual([FAR]);
    expect(searches.at(-1)).toBe('hearth');
    await picker.selectOption({ label: FAR });
    await expect.poll(() => page.url()).toContain('/write/prj_aa_far');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'write-brand-found-1280');
    // Nothing matches: said so, and the chosen brand stays chosen.
    await page.getByLabel('Find a brand').fill('no such brand');
    await page.getByText('No brand ready to write with has “no such brand” in its name.').waitFor();
    expect(await picker.inputValue()).toBe('prj_aa_far');
    // Case does not matter, and the matches page as the list does.
    await page.getByLabel('Find a brand').fill('BRAND 0');
    await page.getByRole('navigation', { name: 'Brand pages' }).getByText('1–20 of 45').waitFor();

    // The Brands list.
    await page.goto(`${h.server.url}/#/`);
    await page.getByLabel('Find a brand').fill('harbour');
    const cards = page.getByRole('list', { name: 'Brands' }).getByRole('listitem');
    await expect.poll(() => cards.allTextContents()).toEqual([expect.stringContaining(FAR)]);
    await page.getByLabel('Find a brand').fill('zzz');
    await page.getByText('No brand’s name holds “zzz”.').waitFor();

    // The test send's sender picker on the Export list (free HTML).
    await page.goto(`${h.server.url}/#/export`);
    const senders = page.locator('#test-project');
    await senders.waitFor();
    await page.locator('#test-project-search').fill('coffee');
    await expect.poll(() => optionLabels(page, '#test-project')).toEqual([FAR]);
    await senders.selectOption({ label: FAR });
    await page.getByLabel('Subject').fill('From a brand found by name');
    await page.getByLabel('HTML', { exact: true }).fill('<p>Hello</p>');
    await page.getByLabel(/Recipients/).fill('me@example.com');
    const [sent] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/test-sends')), page.getByRole('button', { name: 'Send test' }).click()]);
    expect(JSON.parse(sent.postData()!).projectId).toBe('prj_aa_far');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
    // The seeded kits' logos and pictures live on hosts this machine cannot reach; the harness has
    // no SMTP server, so the test send itself is refused (409, said on the page as such).
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED') && !e.includes('status of 409'))).toEqual([]);
  }, 120_000);

  it('pages only the chosen platform’s saved connections', async () => {
    // 22 SendGrid connections, then 3 Resend ones (the newest).
    const save = async (platform: string, credentials: object, name: string) =>
      expect((await h.server.request('POST', '/v1/export/connections', { body: { platform, name, credentials } })).status).toBe(201);
    for (let i = 1; i <= 22; i++) await save('sendgrid', sendgridCredentials, `SendGrid ${String(i).padStart(2, '0')}`);
    for (let i = 1; i <= 3; i++) await save('resend', resendCredentials, `Resend ${i}`);

    const { page, context, errors } = await h.open(1280);
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/v1/export/connections') asked.push(url.searchParams.get('platform') ?? '(all)');
    });
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/export/conv_find`);
    await page.getByLabel('Export to').selectOption('resend');
    const resend = page.getByRole('group', { name: 'Credentials for Resend' });
    await resend.getByRole('radio', { name: /^Resend 1/ }).waitFor();
    expect(await resend.getByRole('radio').count()).toBe(4); // three saved, and "Enter credentials"
    expect(await resend.getByRole('navigation', { name: 'Saved connection pages' }).count()).toBe(0);

    await page.getByLabel('Export to').selectOption('sendgrid');
    const sendgrid = page.getByRole('group', { name: 'Credentials for SendGrid' });
    const pages = sendgrid.getByRole('navigation', { name: 'Saved connection pages' });
    await pages.getByText('1–20 of 22').waitFor();
    expect(await sendgrid.getByRole('radio', { name: /^SendGrid/ }).count()).toBe(20);
    await pages.getByRole('button', { name: 'Next' }).click();
    await sendgrid.getByRole('radio', { name: /^SendGrid 01/ }).check();
    expect(await sendgrid.getByRole('radio', { name: /^SendGrid/ }).count()).toBe(2);
    expect(await sendgrid.getByRole('radio', { name: /^Resend/ }).count()).toBe(0);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((p) => p === 'resend' || p === 'sendgrid')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'export-connections-by-platform-1280');
    await context.close();
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 90_000);

  it('tells a key that may export but not read exports what it cannot use, before it tries', async () => {
    const key = (await h.server.request('POST', '/v1/keys', { body: { name: 'exporter', environment: 'test', permissions: ['projects:read', 'emails:read', 'exports:write'] } })).body.data.key;
    const { page, context, errors } = await h.open(1280);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) refused.push(`${r.request().method()} ${r.url()}`);
    });
    await signIn(page, h.server.url, key);
    await page.goto(`${h.server.url}/#/export/conv_find`);
    await page.getByText(/This API key may not list the export platforms and saved connections or follow an export.*\(that needs the permission “See exports and saved connections” \(exports:read\)\)/).waitFor();
    const offered = await page.locator('#export-target option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(['html', 'zip', 'eml', 'mjml', 'pdf']);
    await page.getByLabel('Export to').selectOption('zip');
    await page.getByRole('button', { name: /^Export as/ }).click();
    await page.getByText(/Export exp_\w+ started\. A key with the permission “See exports and saved connections” \(exports:read\) can follow it/).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'export-write-only-1280');
    expect(refused).toEqual([]);
    await context.close();
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 90_000);

  it('lets a test key create test keys only, saying how to get a live one, and a live key choose either', async () => {
    // A test key (the first-start key): live is offered disabled, with the way to a live key.
    const { page, context, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.getByRole('link', { name: 'Settings' }).click();
    const data = page.getByLabel('Data');
    await data.waitFor();
    expect(await data.inputValue()).toBe('test');
    expect(await data.locator('option[value=live]').isDisabled()).toBe(true);
    expect(await data.locator('option[value=test]').isDisabled()).toBe(false);
    const help = page.locator('#key-env-help');
    expect(await help.textContent()).toContain('A test key creates test keys only');
    expect(await help.textContent()).toContain('brandmail keys create --name NAME --env live');
    expect(await data.getAttribute('aria-describedby')).toContain('key-env-help');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'settings-key-environment-test-1280');
    await context.close();

    // A live key, as `brandmail keys create --env live` makes it on the server: it chooses either environment.
    const { key: live } = await h.server.runtime.ctx.accounts.createKey({ accountId, name: 'operator', environment: 'live', permissions: ['*'] });
    const second = await h.open(390);
    await signIn(second.page, h.server.url, live);
    await second.page.getByRole('link', { name: 'Settings' }).click();
    const liveData = second.page.getByLabel('Data');
    await liveData.waitFor();
    expect(await liveData.inputValue()).toBe('live');
    expect(await liveData.locator('option[value=test]').isDisabled()).toBe(false);
    expect(await liveData.locator('option[value=live]').isDisabled()).toBe(false);
    await second.page.getByLabel('Name').fill('Production reader');
    await second.page.getByLabel('projects:read').check();
    await second.page.getByRole('button', { name: 'Create key' }).click();
    const value = (await second.page.locator('.key-value code').textContent())!;
    expect(value).toMatch(/^bm_live_[A-Za-z0-9_-]{32}$/);
    expect((await h.server.request('GET', '/v1/account', { key: value })).body.data.key.environment).toBe('live');
    expect(await second.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(second.page, 'settings-key-environment-live-390');
    await second.context.close();
    expect([...errors, ...second.errors].filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 90_000);
});
