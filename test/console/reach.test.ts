/**
 * What an account with years of data reaches in the console (#20 "long lists are paged"), and what
 * a lesser key is told before it tries (#20 "parts the key may not use are shown as such"):
 * Write's brand picker and a test send's sender brands page through more than 100 brands and keep
 * an old brand opened from its own page chosen; Export's saved connections page past the first
 * 20; a contact's history pages past its latest changes down to when it was added; a read-only key
 * sees notes in place of the Add, Upload, Export and Send forms without the API refusing it
 * anything; a kit whose only contact detail is a postal address is not said to have none.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedEmail } from './helpers/seed';
import { loadBrand } from '../generate/helpers';
import { resendCredentials } from '../exports/standins/resend';

/** The seeded email's brand: its id sorts below every other brand's, so the API lists it last (oldest). */
const OLD = 'prj_conv_aaa';
const OLD_NAME = 'Loom <b>Notes</b>';
/** More brands than the 100 the pickers once loaded. */
const MORE = 105;

describe.skipIf(!hasChromium)('console: every item reachable, and a lesser key told up front', () => {
  let h: Harness;

  beforeAll(async () => {
    // Saved connections are encrypted with the server's secret.
    h = await startHarness('northwind-shop', { secret: randomBytes(32).toString('base64') });
    await seedEmail(h.server, 'conv_aaa');
    const ctx = h.server.runtime.ctx;
    const accountId = (await ctx.accounts.listAccounts())[0].id;
    const now = new Date().toISOString();
    const kit = loadBrand('northwind');
    const rows = Array.from({ length: MORE }, (_, i) => {
      const n = String(i + 1).padStart(3, '0');
      const brand = JSON.stringify({ ...kit, name: `Brand ${n}` });
      return { id: `prj_zz_${n}`, account_id: accountId, environment: 'test', name: `Brand ${n}`, urls: '["https://brand.example/"]', status: 'completed', stage: null, progress: 1, error: null, error_code: null, warnings: '[]', brand, brand_extracted: brand, created_at: now, updated_at: now, completed_at: now };
    });
    // A kit whose one contact detail is its postal address, with no social link.
    const addressOnly = JSON.stringify({ ...kit, name: 'Postal Only', socialLinks: [], contact: { email: null, phone: null, address: '12 Loom Street, Leeds LS1 4AP' } });
    rows.push({ ...rows[0], id: 'prj_zz_postal', name: 'Postal Only', brand: addressOnly, brand_extracted: addressOnly });
    await ctx.store.db.insertInto('projects').values(rows).execute();
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  it('keeps an old brand chosen on Write and pages the picker through every brand', async () => {
    const total = (await h.server.request('GET', '/v1/projects?limit=1')).body.pagination.total;
    expect(total).toBe(MORE + 2);
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    // The oldest brand, opened from its own page: Write shows it chosen, not "Choose a brand…".
    await page.goto(`${h.server.url}/#/brands/${OLD}`);
    await page.getByRole('heading', { level: 1, name: OLD_NAME }).waitFor();
    await page.goto(`${h.server.url}/#/write/${OLD}`);
    const picker = page.locator('#write-brand');
    await expect.poll(() => picker.locator('option:checked').textContent()).toBe(OLD_NAME);
    expect(await picker.inputValue()).toBe(OLD);
    await page.getByLabel('What should the email say?').waitFor();

    // The picker holds a page of brands, and its pager reaches the rest down to the oldest.
    const pages = page.getByRole('navigation', { name: 'Brand pages' });
    await pages.getByText(`1–20 of ${total}`).waitFor();
    expect(await picker.locator('option').count()).toBeLessThanOrEqual(22);
    const seen = new Set<string>();
    for (let p = 0; ; p++) {
      for (const name of await picker.locator('option').allTextContents()) seen.add(name);
      if (await pages.getByRole('button', { name: 'Next' }).isDisabled()) break;
      await pages.getByRole('button', { name: 'Next' }).click();
      await pages.getByText(`${(p + 1) * 20 + 1}–`).waitFor();
    }
    for (let i = 1; i <= MORE; i++) expect(seen).toContain(`Brand ${String(i).padStart(3, '0')}`);
    // Still chosen on the last page; another brand of it can be chosen.
    expect(await picker.inputValue()).toBe(OLD);
    await picker.selectOption({ label: 'Brand 002' });
    await expect.poll(() => page.url()).toContain('#/write/prj_zz_002');
    await expect.poll(() => picker.locator('option:checked').textContent()).toBe('Brand 002');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'write-brand-pages-1280');
    const phone = await h.open(390);
    await signIn(phone.page, h.server.url, h.server.key);
    await phone.page.goto(`${h.server.url}/#/write/${OLD}`);
    await phone.page.getByRole('navigation', { name: 'Brand pages' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shoot(phone.page, 'write-brand-pages-390');
    await phone.context.close();
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 120_000);

  it('pages the test send’s sender brands, so the oldest brand can name the sender', async () => {
    const { page, context } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/export`);
    const senders = page.getByLabel('Brand (for the sender)');
    await senders.locator('option', { hasText: 'Brand 105' }).waitFor({ state: 'attached' });
    expect(await senders.locator('option', { hasText: OLD_NAME }).count()).toBe(0);
    const pages = page.getByRole('navigation', { name: 'Sender brand pages' });
    // The oldest brand is on the last page.
    for (let p = 1; p <= 5; p++) {
      await pages.getByRole('button', { name: 'Next' }).click();
      await pages.getByText(`${p * 20 + 1}–`).waitFor();
    }
    await senders.locator('option', { hasText: OLD_NAME }).waitFor({ state: 'attached' });
    await senders.selectOption({ label: OLD_NAME });
    await page.getByLabel('Subject').fill('From the oldest brand');
    await page.getByLabel('HTML', { exact: true }).fill('<p>Hello</p>');
    await page.getByLabel(/Recipients/).fill('me@example.com');
    const [sent] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/test-sends')), page.getByRole('button', { name: 'Send test' }).click()]);
    expect(JSON.parse(sent.postData()!).projectId).toBe(OLD);
    await context.close();
  }, 90_000);

  it('pages the saved connections of the export form past the first page', async () => {
    for (let i = 1; i <= 22; i++) {
      const res = await h.server.request('POST', '/v1/export/connections', { body: { platform: 'resend', name: `Resend ${String(i).padStart(2, '0')}`, credentials: resendCredentials } });
      expect(res.status).toBe(201);
    }
    const { page, context, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/export/conv_aaa`);
    await page.getByLabel('Export to').selectOption('resend');
    const credentials = page.getByRole('group', { name: 'Credentials for Resend' });
    await credentials.getByRole('radio', { name: /^Resend 22/ }).waitFor();
    expect(await credentials.getByRole('radio', { name: /^Resend 01/ }).count()).toBe(0);
    const pages = credentials.getByRole('navigation', { name: 'Saved connection pages' });
    await pages.getByText('1–20 of 22').waitFor();
    await pages.getByRole('button', { name: 'Next' }).click();
    await credentials.getByRole('radio', { name: /^Resend 01/ }).check();
    expect(await credentials.getByRole('radio', { name: /^Resend 22/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'export-connections-paged-1280');
    await context.close();
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 90_000);

  it('pages a contact’s history down to when it was added', async () => {
    const made = await h.server.request('POST', '/v1/contacts', { body: { email: 'long@history.example', status: 'subscribed' } });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    for (let i = 1; i <= 54; i++) {
      const res = await h.server.request('PATCH', `/v1/contacts/${id}`, { body: { status: i % 2 ? 'unsubscribed' : 'subscribed', reason: `Change ${i}` } });
      expect(res.status).toBe(200);
    }
    const total = (await h.server.request('GET', `/v1/contacts/${id}/history?limit=1`)).body.pagination.total;
    expect(total).toBe(55);
    const { page, context, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'History of long@history.example' }).click();
    const history = page.getByRole('region', { name: 'History of long@history.example' });
    await expect.poll(() => history.locator('li').first().textContent()).toContain('Change 54');
    const pages = history.getByRole('navigation', { name: 'History pages' });
    await pages.getByText(`1–20 of ${total}`).waitFor();
    expect(await history.locator('li').count()).toBe(20);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => history.locator('li').first().textContent()).toContain('Change 34');
    await pages.getByRole('button', { name: 'Next' }).click();
    // The last page ends with the contact being added.
    await expect.poll(() => history.locator('li').last().textContent()).toContain('(added)');
    expect(await history.locator('li').count()).toBe(total - 40);
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'contacts-history-paged-1280');
    await context.close();
    // The seeded kits' logos and pictures live on hosts this machine cannot reach.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 90_000);

  it('shows a read-only key on Contacts and Export what it may not use before it tries, with no refusal from the API', async () => {
    await h.server.request('POST', '/v1/contacts', { body: { email: 'seen@reader.example', status: 'subscribed' } });
    const key = (await h.server.request('POST', '/v1/keys', { body: { name: 'reader', environment: 'test', permissions: ['projects:read', 'emails:read', 'contacts:read', 'exports:read'] } })).body.data.key;
    const { page, context, errors } = await h.open(1280);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) refused.push(`${r.request().method()} ${r.url()}`);
    });
    await signIn(page, h.server.url, key);
    await page.getByRole('link', { name: 'Contacts' }).click();
    await page.getByText(/This API key may not add contacts, upload a file or change a status \(that needs the permission “Add and change contacts” \(contacts:write\)\)/).waitFor();
    await page.getByRole('cell', { name: 'seen@reader.example', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add contact' }).count()).toBe(0);
    expect(await page.locator('input[type=file]').count()).toBe(0);
    expect(await page.getByLabel('Status of seen@reader.example').count()).toBe(0);
    expect(await page.getByRole('row', { name: /seen@reader\.example/ }).textContent()).toContain('subscribed');
    // The history stays open to a reader.
    await page.getByRole('button', { name: 'History of seen@reader.example' }).click();
    await page.getByRole('region', { name: 'History of seen@reader.example' }).locator('li').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'contacts-read-only-1280');

    await page.goto(`${h.server.url}/#/export/conv_aaa`);
    await page.getByText(/This API key may not export emails \(that needs the permission “Export emails” \(exports:write\)\)/).waitFor();
    await page.getByText(/This API key may not send test emails \(that needs the permission “Write emails and send tests” \(emails:write\)\)/).waitFor();
    expect(await page.getByLabel('Export to').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send test' }).count()).toBe(0);
    expect(await page.getByLabel(/Recipients/).count()).toBe(0);
    // The Export list's free-HTML test send too.
    await page.goto(`${h.server.url}/#/export`);
    await page.getByText(/This API key may not send test emails/).waitFor();
    expect(await page.getByRole('button', { name: 'Send test' }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'export-read-only-1280');
    expect(refused).toEqual([]);
    await context.close();
    // The seeded kits' logos and pictures live on hosts this machine cannot reach.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 90_000);

  it('says a kit with only a postal address has no social links, not that it has no contact', async () => {
    const { page, context } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/brands/prj_zz_postal`);
    const card = page.getByRole('region', { name: 'Links and contact' });
    await card.getByText('12 Loom Street, Leeds LS1 4AP').waitFor();
    expect(await card.textContent()).toContain('No social links were found.');
    expect(await card.textContent()).not.toMatch(/no .*contact/i);
    await context.close();
  }, 60_000);
});
