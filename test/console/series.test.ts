/**
 * An email series in the console (#20 × #23): asked for on the Write screen, its emails are listed
 * in order with position, role, when each goes out and subject — as the API planned them — and
 * each one opens in the frame; a single email shows no series list. An email of the series
 * downloads under the file names the zip export gives it; the Export screen's test send sends
 * one email of the series ("Email 2 of 3") or all of them in order.
 */
import fs from 'node:fs';
import JSZip from 'jszip';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedEmail } from './helpers/seed';
import { startSmtp } from '../test-sends/smtp';
import { downloadExport, settled, startExport } from '../exports/helpers';

const CART =
  'Abandoned basket flow for our shop. First reminder an hour after they leave: their Fig & Cedar candle is still in the basket. Second one the next day: free UK delivery on orders over £35. Last one after 3 days: 10% off with code COMEBACK10, valid for 48 hours.';

describe.skipIf(!hasChromium)('console: an email series', () => {
  let h: Harness;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const projectId = 'prj_conv_series';
  // The series the first test writes, for the tests after it.
  let cart: { conversationId: string; emails: { position: number; role: string; subject: string }[] } | undefined;
  beforeAll(async () => {
    [h, smtp] = await Promise.all([startHarness(), startSmtp()]);
    await seedEmail(h.server, 'conv_series');
  }, 90_000);
  afterAll(async () => {
    await Promise.all([h?.close(), smtp?.close()]);
  });

  it('lists the series in order with role, send offset and subject, and shows each email', async () => {
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/write/${projectId}`);
    await page.getByLabel('What should the email say?').fill(CART);
    await page.getByLabel('Emails', { exact: true }).selectOption('3');
    await page.getByRole('button', { name: 'Write the email' }).click();
    const list = page.getByRole('region', { name: /series · 3 emails$/ });
    await list.waitFor({ timeout: 60_000 });
    const conversationId = /\/write\/prj_conv_series\/(conv_[^/?#]+)/.exec(page.url())![1];
    const status = (await h.server.request('GET', `/v1/projects/emails/${conversationId}/status`)).body.data;
    expect(status.emails).toHaveLength(3);
    cart = { conversationId, emails: status.emails };
    expect(await list.getByRole('heading').textContent()).toBe('Abandoned cart series · 3 emails');

    // In order, each as the API planned it.
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(3);
    for (const [i, planned] of (status.emails as { position: number; role: string; subject: string }[]).entries()) {
      const item = items.nth(i);
      expect(await item.locator('.series-position').textContent()).toBe(String(planned.position));
      expect((await item.locator('.series-role').textContent())!.toLowerCase()).toBe(planned.role.replace(/-/g, ' '));
      expect(await item.locator('.series-subject').textContent()).toBe(planned.subject);
    }
    expect(await items.locator('.series-role').allTextContents()).toEqual(['Reminder', 'Reassurance', 'Incentive']);
    expect(await items.locator('.series-offset').allTextContents()).toEqual(['1 hour after the cart is left', '1 day after the cart is left', '3 days after the cart is left']);

    // The first email is shown; choosing another shows it (its subject over the frame, its body in it).
    const frame = page.locator('iframe.email-frame, .email-view iframe').first();
    await page.locator('.email-view .series-label').getByText('Email 1 of 3').waitFor();
    expect(await page.locator('.email-view .subject').textContent()).toBe(status.emails[0].subject);
    await items.nth(1).getByRole('button').click();
    await page.locator('.email-view .series-label').getByText('Email 2 of 3').waitFor();
    expect(await page.locator('.email-view .subject').textContent()).toBe(status.emails[1].subject);
    expect(await frame.getAttribute('title')).toBe(`Email 2 of 3: ${status.emails[1].subject}`);
    await expect.poll(async () => (await frame.getAttribute('srcdoc')) ?? '').toContain('£35');
    expect(await items.nth(1).getByRole('button').getAttribute('aria-pressed')).toBe('true');
    await items.nth(2).getByRole('button').click();
    await expect.poll(async () => (await frame.getAttribute('srcdoc')) ?? '').toContain('COMEBACK10');
    expect(await page.locator('.email-view .subject').textContent()).toBe(status.emails[2].subject);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'write-series-1280');

    // On a phone, the same list without horizontal overflow.
    const phone = await h.open(390);
    await signIn(phone.page, h.server.url, h.server.key);
    await phone.page.goto(`${h.server.url}/#/write/${projectId}/${conversationId}`);
    await phone.page.getByRole('region', { name: /series · 3 emails$/ }).waitFor();
    await phone.page.locator('.email-view .series-label').getByText('Email 1 of 3').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // The email drawn in its frame before the picture is taken.
    await expect.poll(() => phone.page.frames().find((f) => f !== phone.page.mainFrame())?.evaluate(() => document.body?.innerText.length ?? 0).catch(() => 0)).toBeGreaterThan(50);
    await shoot(phone.page, 'write-series-390');
    // The seeded kit's pictures live on addresses that do not resolve here.
    expect([...errors, ...phone.errors].filter((e) => !/ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);
  }, 180_000);

  it('downloads an email of the series under the names the zip export gives its files', async () => {
    expect(cart, 'the series the first test wrote').toBeDefined();
    const { conversationId } = cart!;
    const exportId = await startExport(h.server, { conversationId, platform: 'zip', name: 'Cart' });
    expect((await settled(h.server, exportId)).status).toBe('completed');
    const zip = await JSZip.loadAsync((await downloadExport(h.server, exportId)).data);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as { emails: { html: string; react: string; text: string }[] };

    const { page } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/write/${projectId}/${conversationId}`);
    const list = page.getByRole('region', { name: /series · 3 emails$/ });
    await list.waitFor();
    await list.getByRole('listitem').nth(1).getByRole('button').click();
    await page.locator('.email-view .series-label').getByText('Email 2 of 3').waitFor();
    const download = async (format: string) => {
      const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('group', { name: format }).getByRole('button', { name: 'Download' }).click()]);
      return { name: d.suggestedFilename(), text: fs.readFileSync((await d.path())!, 'utf8') };
    };
    const [html, react, text] = [await download('HTML'), await download('React'), await download('Plain text')];
    expect([html.name, react.name, text.name]).toEqual([manifest.emails[1].html, manifest.emails[1].react, manifest.emails[1].text]);
    expect(html.name).toBe(`02-${cart!.emails[1].role}.html`);
    // The same email's files as the zip holds them.
    expect(react.text).toBe(await zip.file(react.name)!.async('string'));
    expect(text.text).toContain('£35');

    // A single email keeps its subject and version as its name.
    await page.goto(`${h.server.url}/#/write/${projectId}/conv_series`);
    const subject = (await page.locator('.email-view .subject').textContent())!;
    expect((await download('HTML')).name).toBe(`${subject.toLowerCase().replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}-v1.html`);
    await page.context().close();
  }, 90_000);

  it('sends a test of one email of the series, or of all of them in order', async () => {
    expect(cart, 'the series the first test wrote').toBeDefined();
    const { conversationId, emails } = cart!;
    h.server.runtime.ctx.testSends.settings.url = smtp.url;
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/export/${conversationId}`);
    const card = page.locator('.test-send-card');
    const choice = card.getByLabel('Email to send');
    await choice.waitFor();
    expect(await choice.locator('option').allTextContents()).toEqual(['Email 1 of 3 · Reminder', 'Email 2 of 3 · Reassurance', 'Email 3 of 3 · Incentive', 'All 3, in order']);
    expect(await choice.inputValue()).toBe('1'); // the first, as the API's default

    await choice.selectOption({ label: 'Email 2 of 3 · Reassurance' });
    await card.getByLabel(/Recipients/).fill('me@example.com');
    let before = smtp.received.length;
    await card.getByRole('button', { name: 'Send test' }).click();
    await card.getByText(`Sent “[Test] 2 of 3 · ${emails[1].subject}”`, { exact: false }).waitFor({ timeout: 30_000 });
    expect(smtp.received.length).toBe(before + 1);
    const second = await simpleParser(smtp.received.at(-1)!.raw);
    expect(second.subject).toBe(`[Test] 2 of 3 · ${emails[1].subject}`);
    expect(second.text).toContain('£35');
    expect(await card.locator('tr.test-send-email').count()).toBe(0); // one email: no groups

    await choice.selectOption({ label: 'All 3, in order' });
    await card.getByLabel(/Recipients/).fill('me@example.com, nobody@example.com');
    before = smtp.received.length;
    await card.getByRole('button', { name: 'Send test' }).click();
    await card.getByText(`Sent 3 emails, “[Test] 1 of 3 · ${emails[0].subject}” first, from `, { exact: false }).waitFor({ timeout: 30_000 });
    // The rows grouped by email, each group headed by its subject as sent: me@ accepted and nobody@ refused, three times.
    const groups = await card.locator('tbody').evaluateAll((bodies) =>
      bodies.map((b) => ({ head: b.querySelector('th')?.textContent, rows: Array.from(b.querySelectorAll('tr:not(.test-send-email)')).map((tr) => Array.from(tr.querySelectorAll('td')).slice(0, 2).map((td) => td.textContent).join(' ')) })),
    );
    expect(groups).toEqual(emails.map((e) => ({ head: `[Test] ${e.position} of 3 · ${e.subject}`, rows: ['me@example.com Accepted', 'nobody@example.com Rejected'] })));
    const subjects = await Promise.all(smtp.received.slice(before).map(async (m) => (await simpleParser(m.raw)).subject));
    expect(subjects).toEqual(emails.map((e) => `[Test] ${e.position} of 3 · ${e.subject}`));
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'export-series-test-send-1280');

    // A single email has nothing to choose.
    await page.goto(`${h.server.url}/#/export/conv_series`);
    await card.getByLabel(/Recipients/).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await card.getByLabel('Email to send').count()).toBe(0);
    expect(errors.filter((e) => !/ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a single email has no series list', async () => {
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/write/${projectId}/conv_series`);
    await page.locator('.email-view .subject').waitFor();
    expect(await page.getByRole('region', { name: /series/ }).count()).toBe(0);
    expect(await page.locator('.series-label').count()).toBe(0);
    expect(errors.filter((e) => !/ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);
  }, 60_000);
});
