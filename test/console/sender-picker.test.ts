/**
 * The test send's sender picker (free HTML on the Export list) offers the brands that can name a
 * sender: those whose import completed, asked of the API (`status=completed`), so a failed import
 * (no kit) or one still running is not offered to send from. The chosen brand's line says whom the
 * test goes from — the API's reading of the kit — and a completed kit without a contact address
 * says the API's placeholder would be used, so the person types a From.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedBrands, seedEmail } from './helpers/seed';

const optionLabels = (page: Page, select: string) =>
  page.locator(`${select} option`).evaluateAll((os) => os.map((o) => o.textContent ?? '').filter((t) => t !== 'None').sort());

describe.skipIf(!hasChromium)('console: the test send offers only brands that can send', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('northwind-shop', { secret: randomBytes(32).toString('base64') });
    await seedEmail(h.server, 'conv_sender');
    await seedBrands(h.server, [
      { id: 'prj_s_failed', name: 'Sender Failed', status: 'failed' },
      { id: 'prj_s_importing', name: 'Sender Importing', status: 'pending', contact: 'hello@sender.example' },
      { id: 'prj_s_nocontact', name: 'Sender Nocontact', status: 'completed', contact: null },
    ]);
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  for (const width of [1280, 390]) {
    it(`offers completed brands and says whom the test goes from, at ${width} px`, async () => {
      const { page, context, errors } = await h.open(width);
      const asked: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/v1/projects') asked.push(url.searchParams.get('status') ?? '(any)');
      });
      await signIn(page, h.server.url, h.server.key);
      asked.length = 0; // the Brands list signing in lands on lists every brand
      await page.goto(`${h.server.url}/#/export`);
      await page.locator('#test-project').waitFor();
      await expect.poll(() => optionLabels(page, '#test-project')).toEqual(['Loom <b>Notes</b>', 'Sender Nocontact']);
      expect(asked).toContain('completed');
      expect(asked).not.toContain('(any)');

      await page.locator('#test-project').selectOption({ label: 'Loom <b>Notes</b>' });
      await page.getByText('Sent from Loom <b>Notes</b> <hello@loom-notes.example>.').waitFor();
      await page.locator('#test-project').selectOption({ label: 'Sender Nocontact' });
      await page.getByText('“Sender Nocontact” has no contact address in its kit, so the test would come from brandmail <no-reply@brandmail.invalid>: type a From above.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `export-sender-${width}`);

      await page.locator('#test-project-search').fill('failed');
      await page.getByText('No brand ready to send from has “failed” in its name.').waitFor();
      // The seeded kits' pictures live on made-up domains.
      expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
      await context.close();
    });
  }
});
