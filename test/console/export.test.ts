/**
 * The Export screen in a real browser: file exports downloaded (zip, MJML in Handlebars and in
 * Mailchimp's merge tags, a Letter PDF), a platform export to
 * a stand-in with credentials entered once and saved as a connection, then reused; a test send
 * that first meets a server without SMTP (a note, not an error) and then a real SMTP server that
 * accepts one recipient and refuses another.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { problemOf } from './helpers/forms';
import { startSmtp } from '../test-sends/smtp';
import { seedEmail, SEEDED_SUBJECT } from './helpers/seed';
import { resendCredentials, resendStandin } from '../exports/standins/resend';

describe.skipIf(!hasChromium)('console export screen', () => {
  let h: Harness;
  let page: Page;
  let errors: string[];
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let resend: Awaited<ReturnType<typeof resendStandin>>;

  beforeAll(async () => {
    // Saved connections are encrypted with the server's secret.
    [h, smtp, resend] = await Promise.all([startHarness('northwind-shop', { secret: randomBytes(32).toString('base64') }), startSmtp(), resendStandin()]);
    h.server.runtime.ctx.exports.settings.baseUrls.resend = resend.url;
    await seedEmail(h.server);
    ({ page, errors } = await h.open(1280));
    await signIn(page, h.server.url, h.server.key);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([h?.close(), smtp?.close(), resend?.close()]);
  });

  async function exportFile(format: string) {
    await page.getByLabel('Export to').selectOption(format);
    await page.getByRole('button', { name: /^Export as/ }).click();
    const button = page.getByRole('button', { name: /^Download / });
    await button.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    return { name: download.suggestedFilename(), data: fs.readFileSync((await download.path())!) };
  }

  it('lists the email, exports a zip, an MJML file and a Letter PDF and downloads them', async () => {
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Export' }).waitFor();
    await page.getByRole('link', { name: SEEDED_SUBJECT }).click();
    await page.getByRole('heading', { level: 1, name: SEEDED_SUBJECT }).waitFor();
    await page.getByLabel('Export to').waitFor();
    const options = await page.locator('#export-target option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(options).toEqual(expect.arrayContaining(['html', 'zip', 'eml', 'mjml', 'pdf', 'resend', 'mailchimp']));

    const zip = await exportFile('zip');
    expect(zip.name).toMatch(/\.zip$/);
    expect(zip.data.subarray(0, 2).toString()).toBe('PK');
    const mjml = await exportFile('mjml');
    expect(mjml.name).toMatch(/\.mjml$/);
    expect(mjml.data.toString('utf8')).toContain('<mjml');
    expect(mjml.data.toString('utf8')).toContain('{{#if firstName}}'); // Handlebars by default
    // For a platform: its merge and unsubscribe tags, as its own export writes them.
    await page.getByLabel('Merge tags written for').selectOption({ label: 'Mailchimp' });
    await page.getByText('Written as *|IF:FNAME|*').waitFor();
    const forMailchimp = (await exportFile('mjml')).data.toString('utf8');
    expect(forMailchimp).toContain('*|UNSUB|*');
    expect(forMailchimp).not.toContain('{{#if');
    await page.getByLabel('Export to').selectOption('pdf');
    await page.getByLabel('Paper').selectOption('Letter');
    const pdf = await exportFile('pdf');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.data.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 612 792/); // Letter, in points
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it('says what is wrong with the export form beside each field, the API’s refusals too', async () => {
    const sent: string[] = [];
    const onRequest = (r: { method(): string; url(): string }) => {
      if (r.method() === 'POST') sent.push(new URL(r.url()).pathname);
    };
    page.on('request', onRequest);
    await page.getByLabel('Export to').selectOption('eml');
    await page.locator('#export-from').fill('ab');
    await page.getByRole('button', { name: /^Export as/ }).click();
    await expect.poll(() => problemOf(page, '#export-from')).toEqual({ invalid: 'true', message: expect.stringMatching(/^At least 3 characters/), focused: true });
    // A platform's required credential, left empty.
    await page.getByLabel('Export to').selectOption('mailchimp');
    await page.getByRole('button', { name: 'Export to Mailchimp' }).click();
    await expect.poll(() => problemOf(page, '#cred-apiKey')).toEqual({ invalid: 'true', message: 'Enter the API key from Mailchimp.', focused: true });
    expect(sent.filter((p) => p.startsWith('/v1/'))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'export-problems-1280');

    // The platform's own rule for the key (body.credentials.apiKey), said by the API under that field.
    await page.getByLabel('API key', { exact: true }).fill('not-a-mailchimp-key');
    await page.getByRole('button', { name: 'Export to Mailchimp' }).click();
    await expect.poll(() => problemOf(page, '#cred-apiKey')).toEqual({ invalid: 'true', message: expect.stringMatching(/ends with its data centre/), focused: true });
    // The API's refusal of an eml From (body.from), under the From field.
    await page.getByLabel('Export to').selectOption('eml');
    await page.locator('#export-from').fill('not an address');
    await page.getByRole('button', { name: /^Export as/ }).click();
    await expect.poll(() => problemOf(page, '#export-from')).toEqual({ invalid: 'true', message: expect.stringMatching(/^Expected one address such as/), focused: true });
    expect(await page.locator('.export-card p.error[role=alert]').count()).toBe(0);
    page.off('request', onRequest);
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('400'))); // the 400s were meant
    await page.locator('#export-from').fill('');
  }, 60_000);

  it('exports to a platform with credentials entered once, saved as a connection and reused', async () => {
    await page.getByLabel('Export to').selectOption('resend');
    await page.getByLabel('API key', { exact: true }).fill(resendCredentials.apiKey);
    expect(await page.getByLabel('API key', { exact: true }).getAttribute('type')).toBe('password');
    await page.getByLabel(/Save as a connection/).check();
    await page.getByRole('button', { name: 'Export to Resend' }).click();
    const open = page.getByRole('link', { name: 'Open in Resend' });
    await open.waitFor({ timeout: 30_000 });
    expect(await open.getAttribute('rel')).toContain('noopener');
    expect(resend.templates).toHaveLength(1);
    // The key went into a saved connection, shown masked; the form forgot it.
    const saved = page.getByRole('radio', { name: /Resend/ });
    await expect.poll(() => saved.isChecked()).toBe(true);
    expect(await page.locator('.connection-choice:not(.send-choice)').textContent()).not.toContain(resendCredentials.apiKey);
    await shoot(page, 'export-1280');
    await page.getByRole('button', { name: 'Export to Resend' }).click();
    await expect.poll(() => resend.templates.length, { timeout: 30_000 }).toBe(2);
    await open.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it('says plainly when the server has no SMTP, then reports each recipient of a real test send', async () => {
    const recipients = page.getByLabel(/Recipients/);
    await recipients.fill(Array.from({ length: 11 }, (_, i) => `r${i}@example.com`).join(', '));
    await page.getByRole('button', { name: 'Send test' }).click();
    // Said under the field, which gets the keyboard; nothing is sent.
    await expect.poll(() => problemOf(page, '#test-recipients')).toEqual({ invalid: 'true', message: '11 addresses: at most 10 per test.', focused: true });

    await recipients.fill('me@example.com, nobody@example.com');
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Test sends are off on this server.').waitFor();
    expect(await page.locator('.test-send-card [role=alert]').count()).toBe(0);
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('409'))); // the 409 was meant

    h.server.runtime.ctx.testSends.settings.url = smtp.url;
    await page.getByRole('button', { name: 'Send test' }).click();
    const row = (address: string) => page.getByRole('row', { name: new RegExp(address) });
    await expect.poll(() => row('me@example.com').textContent(), { timeout: 30_000 }).toMatch(/Accepted.*250/);
    await expect.poll(() => row('nobody@example.com').textContent()).toMatch(/Rejected.*550/);
    expect(smtp.received.map((m) => m.to)).toEqual([['me@example.com']]);
    await page.getByText(/Sent “\[Test\]/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'export-sent-1280');
  }, 60_000);

  it('sends free HTML with a From override, and from the brand chosen for the sender on the Export list', async () => {
    const card = page.locator('.test-send-card');
    await card.getByLabel('My own HTML').check();
    const send = card.getByRole('button', { name: 'Send test' });
    await card.getByLabel(/Recipients/).fill('me@example.com');
    await send.click(); // no subject or HTML yet: said under each, the keyboard on the first
    await expect.poll(() => problemOf(page, '#test-subject')).toEqual({ invalid: 'true', message: 'Give the test a subject.', focused: true });
    expect(await problemOf(page, '#test-html')).toEqual({ invalid: 'true', message: 'Paste the HTML, or load it from a file.', focused: false });
    await card.getByLabel('Subject').fill('Hand-made <draft>');
    await card.getByLabel('HTML', { exact: true }).fill('<!doctype html><html><body><p>Hello from my own HTML</p></body></html>');
    await card.getByLabel('From (optional)').fill('not an address');
    await send.click();
    // The API's refusal of the From (body.from) is said under the From field.
    await expect.poll(() => problemOf(page, '#test-from')).toEqual({ invalid: 'true', message: expect.stringMatching(/^Expected one address such as/), focused: true });
    expect(await card.locator('p.error[role=alert]').count()).toBe(0);
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('400'))); // the 400 was meant

    await card.getByLabel('From (optional)').fill('Tester <tester@example.com>');
    await send.click();
    const row = card.getByRole('row', { name: /me@example\.com/ });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toMatch(/Accepted.*250/);
    await card.getByText('Sent “[Test] Hand-made <draft>” from Tester <tester@example.com>').waitFor();
    const raw = smtp.received.at(-1)!.raw.toString('utf8');
    expect(raw).toMatch(/^From: Tester <tester@example\.com>$/m);
    expect(raw).toMatch(/^Subject: \[Test\] Hand-made <draft>$/m);
    expect(raw).toContain('Hello from my own HTML');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'export-test-send-html-1280');

    // The Export list offers free HTML alone; the sender comes from the brand picked for it.
    const list = await h.open(1280);
    await signIn(list.page, h.server.url, h.server.key);
    await list.page.goto(`${h.server.url}/#/export`);
    const alone = list.page.locator('.test-send-card');
    await alone.getByLabel('Subject').waitFor();
    expect(await alone.getByLabel('My own HTML').count()).toBe(0);
    await alone.getByLabel('HTML file', { exact: false }).setInputFiles({ name: 'promo.html', mimeType: 'text/html', buffer: Buffer.from('<html><head><title>From a file</title></head><body><p>Loaded from a file</p></body></html>') });
    await expect.poll(() => alone.getByLabel('Subject').inputValue()).toBe('From a file');
    await alone.getByLabel('Brand (for the sender)').selectOption({ label: 'Loom <b>Notes</b>' });
    await alone.getByLabel(/Recipients/).fill('me@example.com');
    const before = smtp.received.length;
    await alone.getByRole('button', { name: 'Send test' }).click();
    await alone.getByText(/^Sent “\[Test\] From a file” from /).waitFor({ timeout: 30_000 });
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    const fromFile = smtp.received.at(-1)!.raw.toString('utf8');
    expect(fromFile).toMatch(/^From: .*<hello@loom-notes\.example>$/m);
    expect(fromFile).toContain('Loaded from a file');
    expect(await seriousViolations(list.page)).toEqual([]);
    await shoot(list.page, 'export-list-test-send-1280');
    await list.context.close();
  }, 90_000);

  it('tells a read-only key what it may not do, as notes rather than errors', async () => {
    const key = (await h.server.request('POST', '/v1/keys', { body: { name: 'reader', environment: 'test', permissions: ['projects:read', 'emails:read', 'contacts:read'] } })).body.data.key;
    const reader = await h.open(1280);
    await signIn(reader.page, h.server.url, key);
    await reader.page.goto(`${h.server.url}/#/export/conv_console`);
    // Said before anything is tried, in place of the forms (test/console/reach.test.ts has more).
    await reader.page.getByText(/may not export emails/).waitFor();
    await reader.page.getByText(/may not send test emails/).waitFor();
    expect(await reader.page.getByRole('button', { name: 'Send test' }).count()).toBe(0);
    await reader.page.getByRole('link', { name: 'Contacts' }).click();
    await reader.page.getByText(/may not add contacts/).waitFor();
    expect(await reader.page.getByRole('button', { name: 'Add contact' }).count()).toBe(0);
    expect(await reader.page.getByRole('alert').count()).toBe(0);
    await reader.context.close();
  }, 60_000);

  it('fits a phone', async () => {
    const phone = await h.open(390);
    await signIn(phone.page, h.server.url, h.server.key);
    await phone.page.goto(`${h.server.url}/#/export/conv_console`);
    await phone.page.getByLabel('Export to').selectOption('resend');
    await phone.page.getByLabel(/Recipients/).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shoot(phone.page, 'export-390');
    await phone.context.close();
    // The fixture brand kit's logo and images live on hosts this machine cannot reach.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 60_000);
});
