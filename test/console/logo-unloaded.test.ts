/**
 * A kit's logo whose address does not load (here a made-up domain, as a moved file or a host that
 * refuses hot-linking would do) is said in words on the brand page — an email would show a broken
 * image there — as is each of its pictures that does not load, and the brands list shows the
 * brand's initial instead of an empty box; a logo
 * address that loads, saved through the page's own form, is shown again on light and dark.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedEmail } from './helpers/seed';

describe.skipIf(!hasChromium)('console: a logo that does not load', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('northwind-shop', { secret: randomBytes(32).toString('base64') });
    await seedEmail(h.server, 'conv_logo'); // its kit's logo is https://northwind-outfitters.example/assets/logo.png
  }, 90_000);
  afterAll(async () => h?.close());

  for (const width of [1280, 390]) {
    it(`says so on the brand page and shows the initial in the list, at ${width} px`, async () => {
      const { page, context, errors } = await h.open(width);
      await signIn(page, h.server.url, h.server.key);
      const card = page.locator('.brand-card').first();
      await expect.poll(() => card.locator('.initial').textContent()).toBe('L');
      expect(await card.locator('img').count()).toBe(0);

      await page.goto(`${h.server.url}/#/brands/prj_conv_logo`);
      await page.getByText('The logo’s address did not load, so an email would show a broken image in its place').waitFor();
      expect(await page.locator('.logo-on img').count()).toBe(0);
      // The kit's pictures live on the same made-up domain: each says so in its place (once
      // scrolled to: they load lazily, so their lookup of the domain only starts then and may take
      // seconds to fail on a busy machine — CI's first run gave up after expect.poll's default 1 s).
      await page.getByRole('heading', { name: 'Imagery' }).scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('.image-strip .image-unloaded').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await page.locator('.image-strip img').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `brand-logo-unloaded-${width}`);

      // A logo address that loads, given in the page's form: shown again on light and dark.
      const logo = new URL('img/northwind-logo.png', h.site.url).href;
      await page.getByLabel('Use a logo from an address').fill(logo);
      await page.getByRole('button', { name: 'Use this logo' }).click();
      await expect.poll(() => page.locator('.logo-on img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).toEqual([logo, logo]);
      await expect.poll(() => page.locator('.logo-on img').first().evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      expect(await page.getByText('The logo’s address did not load').count()).toBe(0);
      expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);

      // Put the unloadable one back for the next width.
      const back = await h.server.request('PATCH', '/v1/projects/prj_conv_logo', { body: { brand: { logo: { url: 'https://northwind-outfitters.example/assets/logo.png', width: 360, height: 96 } } } });
      expect(back.status).toBe(200);
      await context.close();
    }, 120_000);
  }
});
