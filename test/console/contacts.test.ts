/**
 * The Contacts screen in a real browser: paging and search over a seeded list, adding one (a
 * typo'd domain refused with its suggestion, a name carrying markup shown as text), a CSV upload
 * larger than one request with bad rows reported by their line in the file, a status change and
 * the contact's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';

const XSS = '<img src=x onerror="window.__pwned=1">';

describe.skipIf(!hasChromium)('console contacts screen', () => {
  let h: Harness;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    h = await startHarness();
    const contacts = Array.from({ length: 60 }, (_, i) => ({ email: `person${String(i).padStart(2, '0')}@example.com`, firstName: `Person ${i}` }));
    contacts.push({ email: 'ada@lovelace.example', firstName: 'Ada' });
    expect((await h.server.request('POST', '/v1/contacts/bulk', { body: { contacts } })).status).toBe(200);
    ({ page, errors } = await h.open(1280));
    await signIn(page, h.server.url, h.server.key);
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  const rows = () => page.locator('.contacts-table tbody tr');

  it('pages through the table and searches it', async () => {
    await page.getByRole('link', { name: 'Contacts' }).click();
    await page.getByText('61 contacts').waitFor();
    await expect.poll(() => rows().count()).toBe(25);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('26–50 of 61').waitFor();
    await page.getByLabel('Search').fill('ada');
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().textContent()).toContain('ada@lovelace.example');
    await page.getByLabel('Search').fill('');
    await expect.poll(() => rows().count()).toBe(25);
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it('adds a contact, refusing a typo with its suggestion and showing markup as text', async () => {
    await page.getByLabel('Email', { exact: true }).fill('grace@gmial.com');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/gmail\.com/);
    errors.length = 0; // the refused address's 400 was meant
    await page.getByLabel('Email', { exact: true }).fill('grace@hopper.example');
    await page.getByLabel('First name').fill(XSS);
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.getByText('Added grace@hopper.example').waitFor();
    await page.getByText('62 contacts').waitFor();
    await expect.poll(() => rows().first().textContent()).toContain(XSS);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  }, 30_000);

  it('uploads a CSV in parts with a progress bar and reports bad rows by their line in the file', async () => {
    const lines = ['email,first name'];
    for (let i = 0; i < 4_200; i++) lines.push(`bulk${i}@example.com,Bulk ${i}`);
    lines[3_000] = 'not-an-address,Broken'; // line 3001 of the file
    lines[4_100] = 'someone@gmial.com,Typo'; // line 4101
    await page.getByLabel('File').setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n') + '\n') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('4,200 of 4,200 rows (100%)').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value')).toBe('100');
    const summary = page.locator('.import-summary');
    await expect.poll(() => summary.textContent()).toMatch(/4,198 created.*2 failed/);
    const report = page.locator('.import-report tbody tr');
    expect(await report.count()).toBe(2);
    expect(await report.nth(0).textContent()).toMatch(/^3001not-an-address/);
    expect(await report.nth(1).textContent()).toMatch(/^4101someone@gmial\.com.*did you mean someone@gmail\.com/i);
    await page.getByText('4,260 contacts').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'contacts-1280');
  }, 90_000);

  it('changes a status and shows it in the contact’s history', async () => {
    await page.getByLabel('Search').fill('ada@');
    await expect.poll(() => rows().count()).toBe(1);
    await page.getByLabel('Status of ada@lovelace.example').selectOption('unsubscribed');
    await page.getByRole('button', { name: 'History of ada@lovelace.example' }).click();
    const history = page.getByRole('region', { name: 'History of ada@lovelace.example' });
    // Keyboard users land on the panel they opened.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('history-title');
    await expect.poll(() => history.locator('li').first().textContent()).toMatch(/subscribed → unsubscribed.*Changed in the console/);
    const contact = (await h.server.request('GET', '/v1/contacts?search=ada%40')).body.data[0];
    expect(contact.status).toBe('unsubscribed');
    await page.getByLabel('With status').selectOption('unsubscribed');
    await expect.poll(() => rows().count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'contacts-history-1280');
  }, 30_000);

  it('fits a phone', async () => {
    const phone = await h.open(390);
    await signIn(phone.page, h.server.url, h.server.key);
    await phone.page.getByRole('link', { name: 'Contacts' }).click();
    await phone.page.getByText('4,260 contacts').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shoot(phone.page, 'contacts-390');
    await phone.context.close();
    expect(errors).toEqual([]);
  }, 60_000);
});
