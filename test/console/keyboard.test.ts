/**
 * Keyboard-only use beyond the main flow of responsive.test.ts (#20 "keyboard-only use works for
 * the main flow"): importing a brand, and Preview — searching the catalogue, narrowing it to a
 * client family, ticking two devices, starting the render and opening a screenshot in its dialog,
 * which Escape closes. Every key goes through Tab/Shift+Tab, typing, arrows, Space, Enter and
 * Escape; nothing is clicked. Keys are pressed in a list only once the list shows what they are
 * pressed for (an arrow on a select whose options have not arrived does nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shoot, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { focused, keyboardSignIn, tabUntil } from './helpers/keyboard';
import { seedEmail, SEEDED_SUBJECT } from './helpers/seed';

describe.skipIf(!hasChromium)('console by keyboard: brand import and preview', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('northwind-shop');
    await seedEmail(h.server);
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  it('imports a brand and opens its kit with the keyboard alone', async () => {
    const { page, context, errors } = await h.open(1280);
    await keyboardSignIn(page, h.server.url, h.server.key);
    await tabUntil(page, (el) => el.id === 'import-name');
    await page.keyboard.type('Keyboard Goods');
    await tabUntil(page, (el) => el.id === 'import-urls');
    await page.keyboard.type(h.site.url);
    await tabUntil(page, (el) => el.tag === 'BUTTON' && el.text === 'Import brand');
    await page.keyboard.press('Enter');
    // The progress is followed; when the import is done its kit opens.
    await page.getByRole('status').filter({ hasText: /%/ }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Keyboard Goods', level: 1 }).waitFor({ timeout: 180_000 });
    await page.getByRole('heading', { name: 'Colours' }).waitFor();
    const projects = (await h.server.request('GET', '/v1/projects')).body.data;
    const imported = projects.find((p: { name: string }) => p.name === 'Keyboard Goods');
    expect(imported.status).toBe('completed');
    expect(imported.urls).toEqual([h.site.url]);
    expect(new URL(page.url()).hash).toBe(`#/brands/${imported.projectId}`);
    // Back to the list, and the brand opened from it.
    await tabUntil(page, (el) => el.tag === 'A' && el.text === 'Brands', 80, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Brands', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Keyboard Goods' }).waitFor();
    await tabUntil(page, (el) => el.tag === 'A' && el.text.startsWith('Keyboard Goods'), 80);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Keyboard Goods', level: 1 }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/brands/${imported.projectId}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
    // The seeded brand's logo (listed beside the new one) lives on a made-up host.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 240_000);

  it('searches devices, narrows to a family, renders two and opens a screenshot with the keyboard alone', async () => {
    const { page, context, errors } = await h.open(1280);
    await keyboardSignIn(page, h.server.url, h.server.key);
    await tabUntil(page, (el) => el.tag === 'A' && el.text === 'Preview');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Preview', level: 1 }).waitFor();
    // The emails arrive after the heading.
    await page.getByRole('link', { name: SEEDED_SUBJECT }).waitFor();
    await tabUntil(page, (el) => el.tag === 'A' && el.text.includes(SEEDED_SUBJECT));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: SEEDED_SUBJECT }).waitFor();
    // The catalogue loads after the screen: wait for its devices before pressing keys in it.
    const boxes = page.locator('.device-picker input[type=checkbox]');
    await expect.poll(() => boxes.count()).toBeGreaterThan(30);
    const all = await boxes.count();

    // Search, then tick the first device found.
    await tabUntil(page, (el) => el.id === 'device-search');
    await page.keyboard.type('iphone');
    await expect.poll(() => boxes.count()).toBeLessThan(all);
    await tabUntil(page, (el) => el.tag === 'INPUT' && el.type === 'checkbox');
    await page.keyboard.press('Space');
    expect((await focused(page)).checked).toBe(true);
    const first = (await page.locator('.device-option:has(input:checked)').textContent())!;
    expect(first.toLowerCase()).toContain('iphone');
    await page.getByText('1 chosen').waitFor();

    // Clear the search, narrow to the Outlook family with the arrow keys, tick its first device.
    await tabUntil(page, (el) => el.id === 'device-search', 20, 'Shift+Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await expect.poll(() => boxes.count()).toBe(all);
    await tabUntil(page, (el) => el.tag === 'SELECT' && el.id === 'device-family');
    await page.locator('#device-family option[value=outlook]').waitFor({ state: 'attached' });
    for (let i = 0; i < 30 && (await page.locator('#device-family').inputValue()) !== 'outlook'; i++) await page.keyboard.press('ArrowDown');
    expect(await page.locator('#device-family').inputValue()).toBe('outlook');
    await expect.poll(() => boxes.count()).toBeLessThan(all);
    await tabUntil(page, (el) => el.tag === 'INPUT' && el.type === 'checkbox' && !el.checked);
    await page.keyboard.press('Space');
    expect((await focused(page)).checked).toBe(true);
    expect(await page.locator('.device-option:has(input:checked)').textContent()).toMatch(/outlook|windows mail/i);
    await page.getByText('2 chosen').waitFor();

    // Start the render: two devices, light and dark.
    await tabUntil(page, (el) => el.tag === 'BUTTON' && el.text === 'Render 4 screenshots');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.shot-button img').count(), { timeout: 120_000 }).toBe(4);
    await expect.poll(() => page.locator('.shot-button img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);

    // Open a dark screenshot: the dialog takes the keyboard, Escape closes it and gives it back.
    await tabUntil(page, (el) => el.tag === 'BUTTON' && el.label.startsWith('Zoom ') && el.label.endsWith(', Dark'), 120);
    const zoomed = (await focused(page)).label;
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'Close' });
    await expect.poll(() => dialog.locator('img').evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'preview-keyboard-zoom-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await focused(page)).label).toBe(zoomed);
    await context.close();
    // The seeded kit names pictures on made-up hosts.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 300_000);
});
