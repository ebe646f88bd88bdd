/**
 * The Preview screen in a real browser: the device catalogue searched and narrowed to a client
 * family, two devices rendered on the server as light/dark pairs, the gallery's images loaded with
 * what each client lacks of the email's features, one zoomed in a dialog that Escape closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedEmail, SEEDED_SUBJECT } from './helpers/seed';

describe.skipIf(!hasChromium)('console preview screen', () => {
  let h: Harness;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    h = await startHarness();
    await seedEmail(h.server);
    ({ page, errors } = await h.open(1280));
    await signIn(page, h.server.url, h.server.key);
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  const boxes = () => page.locator('.device-picker input[type=checkbox]');

  it('searches the catalogue and narrows it to a client family', async () => {
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await page.getByRole('link', { name: SEEDED_SUBJECT }).click();
    await page.getByRole('heading', { level: 1, name: SEEDED_SUBJECT }).waitFor();
    await expect.poll(() => boxes().count()).toBeGreaterThan(30);
    const all = await boxes().count();
    await page.getByLabel('Search').fill('iphone');
    await expect.poll(() => boxes().count()).toBeLessThan(all);
    const names = await page.locator('.device-option').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain('iphone');
    await page.locator('.device-option input').first().check();
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Client family').selectOption('outlook');
    const outlook = await page.locator('.device-option').allTextContents();
    expect(outlook.length).toBeGreaterThan(0);
    // Windows Mail renders with Outlook's engine, so caniemail (and the catalogue) count it as Outlook.
    for (const n of outlook) expect(n).toMatch(/outlook|windows mail/i);
    await page.locator('.device-option input').first().check();
    await page.getByText('2 chosen').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it('renders light/dark pairs into a gallery and zooms one', async () => {
    await page.getByRole('button', { name: 'Render 4 screenshots' }).click();
    const cards = page.locator('.shot-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => page.locator('.shot-button img').count(), { timeout: 90_000 }).toBe(4);
    for (const card of await cards.all()) expect(await card.locator('figcaption').allTextContents()).toEqual(['Light', 'Dark']);
    await page.getByText('2 devices, light and dark side by side. Choose a screenshot to see it at full size.').waitFor();
    // A clean grid: the two cards side by side, their light/dark pairs on one line and level.
    const tops = await page.locator('.shot-button img').evaluateAll((imgs) => imgs.map((i) => Math.round(i.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect.poll(() => page.locator('.shot-button img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    // Each card says what its client does not support of what the email uses (or that it supports it all).
    await expect.poll(() => page.locator('.shot-card .client-notes').count(), { timeout: 30_000 }).toBe(2);
    const details = page.locator('.shot-card details.client-notes').first();
    if (await details.count()) {
      await details.locator('summary').click();
      expect(await details.locator('li').count()).toBeGreaterThan(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'preview-1280');

    const zoom = page.getByRole('button', { name: /^Zoom .*, Dark$/ }).first();
    await zoom.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('img').evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'preview-zoom-1280');
    // Its light pair is a click away in the same dialog, for comparing the two in place.
    const dark = (await dialog.locator('img').getAttribute('alt'))!;
    expect(dark).toMatch(/, Dark, full size$/);
    await dialog.getByRole('button', { name: 'Light' }).click();
    await expect.poll(() => dialog.locator('img').getAttribute('alt')).toBe(dark.replace(', Dark,', ', Light,'));
    expect(await dialog.getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  }, 150_000);

  it('shows the last preview again on a phone', async () => {
    const phone = await h.open(390);
    await signIn(phone.page, h.server.url, h.server.key);
    await phone.page.goto(`${h.server.url}/#/preview/conv_console`);
    await expect.poll(() => phone.page.locator('.shot-button img').count(), { timeout: 20_000 }).toBe(4);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // On a phone a card a row, its pair still side by side.
    const boxes = await phone.page.locator('.shot-card').first().locator('.shot-button').evaluateAll((b) => b.map((x) => x.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), width: r.width })));
    expect(boxes).toHaveLength(2);
    expect(boxes[0].top).toBe(boxes[1].top);
    expect(boxes[0].width).toBeGreaterThan(140);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shoot(phone.page, 'preview-390');
    await phone.context.close();
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 60_000);
});
