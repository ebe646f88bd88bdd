/**
 * The brand page's font choice, logo upload and logo by address, and the Write frame's images-off view, in a
 * real browser against a real server. The brand is seeded (a whole kit, stored as an import
 * leaves it) so the test does not wait for an import; the flow test covers the import itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedEmail } from './helpers/seed';

const PROJECT = 'prj_conv_console';
const pngSize = (file: string) => {
  const head = fs.readFileSync(file).subarray(16, 24);
  return { width: head.readUInt32BE(0), height: head.readUInt32BE(4) };
};
// Images of the seeded email live on a domain that does not resolve; the frame says so in the console.
const meaningful = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

describe.skipIf(!hasChromium)('console brand editing and images-off preview', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await seedEmail(h.server);
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  const kit = async () => (await h.server.request('GET', `/v1/projects/${PROJECT}`)).body.data.brand;

  it('chooses a heading font from the email-safe stacks and keeps the body font', async () => {
    const before = await kit();
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/brands/${PROJECT}`);
    const heading = page.getByLabel('Headings font');
    await heading.waitFor();
    // The kit's own fonts are offered first, then the email-safe stacks.
    const options = await heading.locator('option').allTextContents();
    expect(options[0]).toBe(before.fonts.heading.family);
    expect(options).toEqual(expect.arrayContaining(['Georgia', 'Arial', 'Verdana']));
    await heading.selectOption('Georgia');
    // The sample switches to the chosen face before anything is saved.
    const sample = page.locator('.font-choice').first().locator('.font-heading');
    await expect.poll(() => sample.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^Georgia/);
    await page.getByRole('button', { name: 'Save fonts' }).click();
    await page.getByText('Saved headings. Re-imports keep your choice.').waitFor();
    const after = await kit();
    expect(after.fonts.heading).toEqual({ family: 'Georgia', stack: "Georgia, 'Times New Roman', serif", source: null });
    expect(after.fonts.body).toEqual(before.fonts.body);
    expect(await page.getByRole('button', { name: 'Save fonts' }).isDisabled()).toBe(true);
    expect(meaningful(errors)).toEqual([]);
  }, 90_000);

  it('restores the site’s fonts after both were overridden, through the page', async () => {
    const site = (await h.server.request('GET', `/v1/projects/${PROJECT}`)).body.data.brand;
    // Both roles overridden (the heading may already be from the test above): the site's fonts are no longer in the kit.
    const arial = { family: 'Arial', stack: 'Arial, Helvetica, sans-serif', source: null };
    const georgia = { family: 'Georgia', stack: "Georgia, 'Times New Roman', serif", source: null };
    expect((await h.server.request('PATCH', `/v1/projects/${PROJECT}`, { body: { brand: { fonts: { heading: georgia, body: arial } } } })).status).toBe(200);
    const extracted = JSON.parse((await h.server.runtime.ctx.store.db.selectFrom('projects').select('brand_extracted').where('id', '=', PROJECT).executeTakeFirstOrThrow()).brand_extracted!);
    expect([extracted.fonts.heading.family, extracted.fonts.body.family]).not.toContain('Georgia');
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/brands/${PROJECT}`);
    const heading = page.getByLabel('Headings font');
    const body = page.getByLabel('Body font');
    await heading.waitFor();
    expect(await heading.locator('option').allTextContents()).not.toContain(extracted.fonts.heading.family);
    await heading.selectOption({ label: 'The site’s font (as imported)' });
    await body.selectOption({ label: 'The site’s font (as imported)' });
    await page.getByText('Headings: the font the import found on the site, shown once saved.').waitFor();
    await shoot(page, 'brand-fonts-restore-1280');
    await page.getByRole('button', { name: 'Save fonts' }).click();
    await page.getByText('Headings and Body: back to the site’s fonts.').waitFor();
    const after = (await h.server.request('GET', `/v1/projects/${PROJECT}`)).body.data.brand;
    expect(after.fonts).toEqual(extracted.fonts);
    expect(after.evidence.headingFont?.rule).not.toBe('set by you');
    // The page shows the site's fonts, selected, and offers no restore for what is not corrected.
    expect(await heading.inputValue()).toBe(extracted.fonts.heading.family);
    expect(await body.inputValue()).toBe(extracted.fonts.body.family);
    expect(await heading.locator('option', { hasText: 'The site’s font' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save fonts' }).isDisabled()).toBe(true);
    // The other corrections are untouched (the logo, colours and the rest of the kit as before).
    expect({ ...after, fonts: null, evidence: null }).toEqual({ ...site, fonts: null, evidence: null });
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'brand-fonts-restored-1280');
    expect(meaningful(errors)).toEqual([]);
  }, 90_000);

  it('replaces the logo by its address, measured in the browser, and refuses what emails cannot show', async () => {
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/brands/${PROJECT}`);
    const field = page.getByLabel('Use a logo from an address');
    await field.fill(new URL('/img/logo.svg', h.site.url).href);
    await page.getByRole('button', { name: 'Use this logo' }).click();
    await page.getByRole('alert').getByText(/do not show SVG/).waitFor();

    await field.fill(new URL('/img/no-such-logo.png', h.site.url).href);
    await page.getByRole('button', { name: 'Use this logo' }).click();
    await page.getByRole('alert').getByText(/could not be loaded/).waitFor();

    const logoUrl = new URL('/img/northwind-logo.png', h.site.url).href;
    const size = pngSize(path.join(import.meta.dirname, '../fixtures/sites/northwind-shop/img/northwind-logo.png'));
    await field.fill(logoUrl);
    await page.getByRole('button', { name: 'Use this logo' }).click();
    await page.getByText(`Logo saved (${size.width}×${size.height} px). Re-imports keep it.`).waitFor();
    expect((await kit()).logo).toMatchObject({ url: logoUrl, ...size, origin: 'user' });
    // Both previews (on light, on dark) now show it, loaded.
    await expect.poll(() => page.locator('.logo-on img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).toEqual([logoUrl, logoUrl]);
    await expect.poll(() => page.locator('.logo-on img').first().evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(size.width);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'brand-edit-1280');
    // The refused addresses were only the browser's (the 404 image); nothing else went wrong.
    expect(meaningful(errors)).toEqual([]);
  }, 90_000);

  it('uploads a logo file: stored as a PNG the previews load, a file that is no image refused in words', async () => {
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/brands/${PROJECT}`);
    const file = page.getByLabel('Upload a logo file');
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    expect(await upload.isDisabled()).toBe(true);

    await file.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not a picture') });
    await upload.click();
    await page.getByRole('alert').getByText(/not an image brandmail can read/).waitFor();
    await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await upload.click();
    await page.getByRole('alert').getByText(/at most 5 MB/).waitFor();

    // An SVG is drawn to a PNG by the server; the mark is white, so it is the light variant.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect x="10" y="10" width="140" height="20" fill="#ffffff"/></svg>';
    await file.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await upload.click();
    await page.getByText('Logo uploaded (320×80 px PNG). Re-imports keep it.').waitFor();
    const logo = (await kit()).logo;
    expect(logo).toMatchObject({ width: 320, height: 80, origin: 'user', format: 'png', variant: 'light' });
    expect(logo.url).toMatch(/\/assets\/logo_[\w-]+\.png$/);
    await expect.poll(() => page.locator('.logo-on img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).toEqual([logo.url, logo.url]);
    await expect.poll(() => page.locator('.logo-on img').first().evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(320);
    expect(await upload.isDisabled()).toBe(true); // the chosen file was cleared
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'brand-logo-upload-1280');
    expect(meaningful(errors)).toEqual([]);
  }, 90_000);

  it('fits a phone', async () => {
    const { page } = await h.open(390);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/brands/${PROJECT}`);
    await page.getByLabel('Headings font').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'brand-edit-390');
  }, 90_000);

  it('shows the email with images off as a blocking client does: alt text in place of each image', async () => {
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/write/${PROJECT}/conv_console`);
    const frame = page.frameLocator('iframe[title^="Email:"]');
    await expect.poll(() => frame.locator('img').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const alts = await frame.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
    const toggle = page.getByRole('button', { name: 'Images off' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => frame.locator('img').count()).toBe(0);
    for (const alt of alts.filter(Boolean)) await frame.getByText(alt, { exact: true }).first().waitFor();
    expect(await frame.locator('[data-bm-image-off]').count()).toBe(alts.length);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'write-images-off-1280');
    await toggle.click();
    await expect.poll(() => frame.locator('img').count()).toBe(alts.length);
    expect(meaningful(errors)).toEqual([]);
  }, 90_000);
});
