/**
 * What a paged list must not lose (the #20 review of the paging work), in the browser:
 * - Write's brand picker asks the API for the brands an email can be written with
 *   (`GET /v1/projects?status=completed`): a first page of brands still importing or failed is
 *   not shown as an empty select under a pager counting them, and a brand still importing,
 *   opened by its address, says so instead of offering a brief the generator would refuse;
 * - the saved connection chosen in the export form stays chosen when its pager turns the page
 *   (it is shown, read by id, on the page it is not on), and the newest, chosen by default, too;
 * - the account (`GET /v1/account`) is read once and shared by the screens that need it, not read
 *   again as each one opens; Settings reads it again for its usage figures.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedBrands, seedEmail } from './helpers/seed';
import { sendgridCredentials } from '../exports/standins/sendgrid';

/** Brands an email can be written with: the seeded email's, and three older than every other. */
const READY = ['Loom <b>Notes</b>', 'Ready Atelier', 'Ready Bakery', 'Ready Cycles']; // as sorted
/** Newer than the ready ones, more than a page of the picker (20): importing, or failed. */
const NOT_READY = 24;

const optionLabels = (page: Page, select: string) =>
  page.locator(`${select} option`).evaluateAll((os) => os.map((o) => o.textContent ?? '').filter((t) => t !== 'Choose a brand…').sort());

describe.skipIf(!hasChromium)('console: a page of a list keeps what was chosen and holds what is asked for', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('northwind-shop', { secret: randomBytes(32).toString('base64') });
    await seedEmail(h.server, 'conv_paging');
    // Ids sort by age: prj_r… (ready) are older than every prj_z… (the newest, listed first).
    await seedBrands(h.server, [
      ...READY.slice(1).map((name, i) => ({ id: `prj_ready_${i}`, name, status: 'completed' as const })),
      ...Array.from({ length: NOT_READY }, (_, i) => ({ id: `prj_z_${String(i).padStart(2, '0')}`, name: `Importing ${String(i + 1).padStart(2, '0')}`, status: i % 3 === 0 ? ('failed' as const) : ('pending' as const) })),
    ]);
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  it('offers on Write the brands an email can be written with, paged and counted as such', async () => {
    const { page, context, errors } = await h.open(1280);
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/v1/projects') asked.push(url.searchParams.get('status') ?? '(any)');
    });
    await signIn(page, h.server.url, h.server.key);
    await page.getByRole('link', { name: 'Write' }).click();
    await page.getByRole('heading', { level: 1, name: 'Write' }).waitFor();
    await expect.poll(() => optionLabels(page, '#write-brand')).toEqual(READY);
    // All of them on one page: no pager counting brands the select does not offer.
    expect(await page.getByRole('navigation', { name: 'Brand pages' }).count()).toBe(0);
    await page.getByText('Choose the brand the email is for.').waitFor();
    expect(asked).toContain('completed');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'write-ready-brands-1280');

    // A search counts the ready brands that match, and no other.
    await page.getByLabel('Find a brand').fill('ready');
    await expect.poll(() => optionLabels(page, '#write-brand')).toEqual(READY.slice(1));
    await page.getByLabel('Find a brand').fill('importing');
    await page.getByText('No brand ready to write with has “importing” in its name.').waitFor();
    expect(await optionLabels(page, '#write-brand')).toEqual([]);

    // A brand still importing, opened by its address: shown chosen, said to be not ready, no brief.
    await page.goto(`${h.server.url}/#/write/prj_z_01`);
    await page.getByText('“Importing 02” is still being imported: an email can be written once its import completes.').waitFor();
    expect(await page.locator('#write-brand').inputValue()).toBe('prj_z_01');
    expect(await page.getByRole('button', { name: 'Write the email' }).count()).toBe(0);
    await page.goto(`${h.server.url}/#/write/prj_z_00`);
    await page.getByText('The import of “Importing 01” failed: an email can be written once its import completes.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'write-brand-not-ready-390');
    await context.close();
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 90_000);

  it('keeps the chosen saved connection when the connections pager turns the page', async () => {
    for (let i = 1; i <= 22; i++) {
      const res = await h.server.request('POST', '/v1/export/connections', { body: { platform: 'sendgrid', name: `SendGrid ${String(i).padStart(2, '0')}`, credentials: sendgridCredentials } });
      expect(res.status).toBe(201);
    }
    const ids = new Map<string, string>(
      (await h.server.request('GET', '/v1/export/connections?platform=sendgrid&limit=100')).body.data.map((c: { name: string; connectionId: string }) => [c.name, c.connectionId]),
    );
    const { page, context } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/export/conv_paging`);
    await page.getByLabel('Export to').selectOption('sendgrid');
    const group = page.getByRole('group', { name: 'Credentials for SendGrid' });
    const pages = group.getByRole('navigation', { name: 'Saved connection pages' });
    const checked = () => group.locator('label.check', { has: page.locator('input:checked') }).textContent();
    const exported = async () => {
      const [req] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/export'), page.getByRole('button', { name: 'Export to SendGrid' }).click()]);
      return JSON.parse(req.postData()!);
    };

    // Nothing chosen: the newest, and it stays the choice on the next page.
    await expect.poll(checked).toMatch(/^SendGrid 22/);
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText('21–22 of 22').waitFor();
    await expect.poll(checked).toMatch(/^SendGrid 22/);
    expect(await group.getByLabel('Enter credentials').isChecked()).toBe(false);
    expect(await page.locator('#cred-apiKey').count()).toBe(0);
    expect((await exported()).connectionId).toBe(ids.get('SendGrid 22'));

    // One chosen on the first page stays chosen on the second, and is the one exported with.
    await pages.getByRole('button', { name: 'Previous' }).click();
    await pages.getByText('1–20 of 22').waitFor();
    await group.getByRole('radio', { name: /^SendGrid 05/ }).check();
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText('21–22 of 22').waitFor();
    await expect.poll(checked).toMatch(/^SendGrid 05/);
    expect(await group.getByRole('radio', { name: /^SendGrid 0[12]/ }).count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'export-connection-kept-across-pages-1280');
    expect((await exported()).connectionId).toBe(ids.get('SendGrid 05'));

    // Chosen on the second page, kept on the first.
    await group.getByRole('radio', { name: /^SendGrid 01/ }).check();
    await pages.getByRole('button', { name: 'Previous' }).click();
    await pages.getByText('1–20 of 22').waitFor();
    await expect.poll(checked).toMatch(/^SendGrid 01/);
    expect((await exported()).connectionId).toBe(ids.get('SendGrid 01'));
    await context.close();
  }, 90_000);

  it('reads the account once for the screens that need it, and again on Settings', async () => {
    const { page, context, errors } = await h.open(1280);
    let reads = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v1/account') reads++;
    });
    await signIn(page, h.server.url, h.server.key);
    await page.getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();
    await expect.poll(() => reads).toBe(1);
    // Longer than a query's default freshness (5 s) between screens, as a person reading them.
    await page.waitForTimeout(5_500);
    await page.getByRole('link', { name: 'Export' }).click();
    await page.getByRole('link', { name: /Welcome to Loom Notes/ }).click();
    await page.getByRole('group', { name: /What to send/ }).waitFor();
    await page.waitForTimeout(5_500);
    await page.getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(reads).toBe(1);
    // Settings shows this month's usage: read again as it opens.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 2, name: 'Account' }).waitFor();
    await expect.poll(() => reads).toBe(2);
    await context.close();
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 90_000);
});
