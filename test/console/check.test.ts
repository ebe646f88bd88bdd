/**
 * The Check screen in a real browser on an email whose checks repeat themselves: six paragraphs
 * with a margin, which the compatibility check reports once per paragraph. A marketer reads the
 * finding once, with how many places it occurs, and steps through those places in the preview;
 * the list is not a wall of the same sentence (a generated email made 266 rows, 60 alike).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedEmail, SEEDED_SUBJECT } from './helpers/seed';

const PARAGRAPHS = Array.from({ length: 6 }, (_, i) => `<p style="margin:0 0 12px">Paragraph ${i + 1} of the welcome note, with a margin below it.</p>`);
const HTML = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8"><title>Welcome</title></head>',
  '<body style="font-family:sans-serif;background:#ffffff">',
  '<table role="presentation" width="100%"><tr><td style="padding:24px">',
  `<h1 style="color:#2a4d9b">${SEEDED_SUBJECT}</h1>`,
  ...PARAGRAPHS,
  '<a href="https://loom-notes.example/start" style="background:#2a4d9b;color:#ffffff;padding:12px 20px;text-decoration:none">Get started</a>',
  '</td></tr></table>',
  '</body></html>',
].join('\n');

/** A link whose address is longer than a phone is wide: the links check quotes it whole. */
const LONG_LINK = 'https://loom-notes.example/collections/autumn-winter-2026/all-products-for-the-whole-family?ref=newsletter&utm_source=brandmail&utm_campaign=welcome-series';
const LINK_HTML = HTML.replace('https://loom-notes.example/start', LONG_LINK);

const LONG_HTML = HTML.replace(PARAGRAPHS.join('\n'), '<div style="height:2400px">The story so far.</div>\n<p style="margin:0 0 12px">The paragraph with a margin, far down.</p>');

describe.skipIf(!hasChromium)('console check screen', () => {
  let h: Harness;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    h = await startHarness();
    await seedEmail(h.server, 'conv_check', { html: HTML });
    // A long email whose one margin is far below the frame's fold.
    await seedEmail(h.server, 'conv_check_long', { html: LONG_HTML });
    await seedEmail(h.server, 'conv_check_link', { html: LINK_HTML });
    ({ page, errors } = await h.open(1280));
    await signIn(page, h.server.url, h.server.key);
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  const marked = async () => {
    const doc = (await page.locator('.check-preview iframe').getAttribute('srcdoc')) ?? '';
    return doc.lastIndexOf(' data-bm-highlight'); // the mark in the body, not the style rule in the head
  };

  it('says a finding once with its number of places, and steps through them in the preview', async () => {
    await page.goto(`${h.server.url}/#/check/conv_check`);
    await page.getByRole('heading', { level: 2, name: /Ready to send|Worth a look|Needs fixes/ }).waitFor({ timeout: 170_000 });

    const report = (await h.server.request('POST', '/v1/emails/validate/all', { body: { conversationId: 'conv_check' } })).body.data;
    const margins = report.checks.compatibility.issues.filter((i: { code: string }) => i.code === 'css-margin');
    expect(margins.length).toBeGreaterThanOrEqual(6); // one per paragraph at least: what the screen folds

    const rows = page.locator('.issue-button', { hasText: 'css-margin' });
    expect(await rows.count()).toBe(1);
    await expect.poll(() => rows.textContent()).toContain(`${margins.length} places`);
    const total = report.checks.compatibility.issues.length;
    const shown = await page.locator('#issues-compatibility ~ div .issue-button').count();
    expect(shown).toBeLessThan(total);

    await rows.click();
    expect(await rows.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(marked).toBeGreaterThan(0);
    const first = await marked();
    const steps = page.getByRole('group', { name: 'Places of css-margin' });
    await steps.getByText(/^Place 1 of \d+ outlined/).waitFor();
    await steps.getByRole('button', { name: 'Next place' }).click();
    await steps.getByText(/^Place 2 of \d+ outlined/).waitFor();
    await expect.poll(marked).not.toBe(first);
    await steps.getByRole('button', { name: 'Previous place' }).click();
    await expect.poll(marked).toBe(first);

    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'check-places-1280');
  }, 200_000);

  it('names the clients of a compatibility finding by family, every client behind a disclosure', async () => {
    const report = (await h.server.request('POST', '/v1/emails/validate/all', { body: { conversationId: 'conv_check' } })).body.data;
    const clients: string[] = report.checks.compatibility.issues.find((i: { code: string }) => i.code === 'css-margin').clients;
    const families = new Set(clients.map((c) => c.split('.')[0]));
    expect(clients.length).toBeGreaterThan(10); // what made a wall of names
    const row = page.locator('li.issue', { hasText: 'css-margin' });
    const said = (await row.locator('.issue-button').textContent())!;
    // By family, in caniemail's family names with the platforms in a marketer's words…
    expect(said).toMatch(/is only partly supported by \d+ of \d+ email clients\./);
    expect(said).toMatch(/Partly: Gmail \((all 4 clients|[^)]*web[^)]*)\)/);
    // …not client by client as the check's sentence names them.
    expect(said).not.toContain('Gmail Desktop Webmail');
    expect(said).toContain('Fix: '); // the fix in words stays in view
    const every = row.locator('details.client-list');
    expect(await every.locator('summary').textContent()).toMatch(new RegExp(`^Every client \\(${clients.length}\\)`));
    expect(await every.locator('li').first().isVisible()).toBe(false);
    await every.locator('summary').click();
    expect(await every.locator(':scope > ul > li').count()).toBe(families.size);
    await every.locator('li', { hasText: /^Gmail/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'check-families-1280');
  });

  it('shows at most eight findings of a severity until asked for the rest', async () => {
    for (const list of await page.locator('.issue-group ul[id^="findings-"]').all()) expect(await list.locator(':scope > li').count()).toBeLessThanOrEqual(8);
    const more = page.getByRole('button', { name: /^Show \d+ more/ });
    if (await more.count()) {
      const button = more.first();
      const n = Number((await button.textContent())!.match(/\d+/)![0]);
      const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await button.click();
      expect(await list.locator(':scope > li').count()).toBe(8 + n);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
    }
    // The email's own links and images point at hosts of the fixture that do not exist.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });

  it('scrolls the preview to a place below its fold, and leaves the reader free to scroll', async () => {
    await page.goto(`${h.server.url}/#/check/conv_check_long`);
    await page.getByRole('heading', { level: 2, name: /Ready to send|Worth a look|Needs fixes/ }).waitFor({ timeout: 170_000 });
    await page.locator('.issue-button', { hasText: 'css-margin' }).click();
    await expect.poll(marked).toBeGreaterThan(0);
    const frame = (await (await page.locator('.check-preview iframe').elementHandle())!.contentFrame())!;
    // The marked paragraph is inside the frame's window (it starts 2,400 px down a 720 px frame).
    const seen = () =>
      frame.evaluate(() => {
        const el = document.querySelector('[data-bm-highlight]');
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return { visible: r.top >= 0 && r.bottom <= window.innerHeight, scrolled: document.scrollingElement!.scrollTop > 1000, text: el.textContent };
      });
    await expect.poll(seen).toEqual({ visible: true, scrolled: true, text: 'The paragraph with a margin, far down.' });
    // Then snapping lets go: the reader scrolls back to the top and stays there.
    await expect.poll(() => frame.evaluate(() => getComputedStyle(document.documentElement).scrollSnapType)).toBe('none');
    await frame.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    expect(await frame.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
    await shoot(page, 'check-far-place-1280');
  }, 200_000);
  it('wraps a long address a finding quotes within a phone’s width', async () => {
    const phone = await h.open(390);
    await signIn(phone.page, h.server.url, h.server.key);
    await phone.page.goto(`${h.server.url}/#/check/conv_check_link`);
    await phone.page.getByRole('heading', { level: 2, name: /Ready to send|Worth a look|Needs fixes/ }).waitFor({ timeout: 170_000 });
    await phone.page.locator('.issue-message', { hasText: LONG_LINK }).first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shoot(phone.page, 'check-long-link-390');
    await phone.context.close();
  }, 200_000);

  it('on a phone, brings the preview to a chosen finding and back again', async () => {
    // A phone is touched, not hovered: a pointer left over the list would choose what it hovers.
    const context = await h.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
    const phone = { context, page: await context.newPage() };
    await signIn(phone.page, h.server.url, h.server.key);
    await phone.page.goto(`${h.server.url}/#/check/conv_check_long`);
    await phone.page.getByRole('heading', { level: 2, name: /Ready to send|Worth a look|Needs fixes/ }).waitFor({ timeout: 170_000 });
    const inView = (selector: string) =>
      phone.page.locator(selector).first().evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.top < window.innerHeight;
      });
    // The preview is under every finding, out of sight.
    expect(await inView('.check-preview')).toBe(false);
    const finding = phone.page.locator('.issue-button', { hasText: 'css-margin' });
    await finding.tap();
    await expect.poll(() => inView('.check-preview')).toBe(true);
    const frame = (await (await phone.page.locator('.check-preview iframe').elementHandle())!.contentFrame())!;
    await expect
      .poll(() => frame.evaluate(() => (document.querySelector('[data-bm-highlight]')?.getBoundingClientRect().top ?? -1) >= 0 && document.scrollingElement!.scrollTop > 1000))
      .toBe(true);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shoot(phone.page, 'check-far-place-390');
    await phone.page.getByRole('button', { name: '↑ Back to the finding' }).tap();
    await expect.poll(() => finding.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await finding.getAttribute('aria-pressed')).toBe('true');
    expect(await inView('.issue-button[aria-pressed="true"]')).toBe(true);
    // A wide window shows the preview beside the list: no such button there.
    expect(await page.getByRole('button', { name: '↑ Back to the finding' }).isVisible()).toBe(false);
    await phone.context.close();
  }, 200_000);
});
