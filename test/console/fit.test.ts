/**
 * Every console screen, with a full-permission key and data a real account has (a long brand
 * name and address, many API keys, webhooks with deliveries, long contact addresses, a
 * rendered preview, a finished export), fits a 390 px phone and a 1280 px laptop: the page does
 * not scroll sideways and no element sticks out past the window's edge (an element inside its
 * own scrolling box, such as a wide table in a scroll area, is that box's business). Each screen
 * is shot at both widths (CONSOLE_SHOTS_DIR) for a person to look at, and axe-core finds no
 * serious or critical violation on it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seedEmail, SEEDED_SUBJECT } from './helpers/seed';
import { seriousViolations } from './helpers/axe';
import { insertBrandedConversation } from '../exports/helpers';
import { loadBrand } from '../generate/helpers';

const LONG_NAME = 'The Extraordinarily Well-Travelled Northern Woollen Blanket, Rucksack and Outdoor Goods Company';
const LONG_URL = 'https://www.extraordinarily-well-travelled-northern-woollen-blankets.example/collections/autumn-winter-2026/all-products?ref=newsletter';
const LONG_HOOK_PATH = '/hooks/brandmail/marketing-operations-and-crm-synchronisation-endpoint-for-the-autumn-campaign';

/** How far the page scrolls sideways, the elements and texts that stick out of the window unclipped, and the boxes that scroll sideways. */
function measure(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inside = (r: DOMRect) => r.left >= -1 && r.right <= width + 1;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // Whether a box that clips what it holds (a scroll area, a visually hidden text) and itself fits holds it.
    const clippedInside = (from: Element | null) => {
      for (let p = from; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible' && inside(p.getBoundingClientRect())) return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      // Nothing to see, inside the window, or put wholly left of it on purpose (a skip link until focused).
      if (r.width === 0 || r.height === 0 || inside(r) || r.right <= 0) continue;
      // Clipped by a box of its own (a scroll area, a card that hides its overflow) that fits.
      const clipped = clippedInside(el.parentElement);
      // Report the outermost offender only: its children stick out with it.
      if (!clipped && !out.some((o) => o === name(el.parentElement!))) out.push(name(el));
    }
    // Text that runs out of its box (a long address or key that does not wrap).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width === 0 || inside(r) || r.right <= 0) continue;
      const el = node.parentElement!;
      const clipped = clippedInside(el);
      if (!clipped) out.push(`text of ${name(el)}`);
    }
    // A box of the page that scrolls sideways itself (a table wider than its card) is no better
    // on a phone than a page that does.
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const overflow = getComputedStyle(el).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1) out.push(`scrolls sideways: ${name(el)}`);
    }
    return { scroll: document.documentElement.scrollWidth - width, out: out.slice(0, 8) };
  });
}

describe.skipIf(!hasChromium)('every console screen fits 390 px and 1280 px', () => {
  let h: Harness;
  let receiver: http.Server;
  // Lists are newest first, by id: this one sorts first.
  const projectId = 'prj_zz_long';
  const conversationId = 'conv_console';

  beforeAll(async () => {
    h = await startHarness();
    // More emails (and brands) than a page holds.
    for (let i = 1; i <= 22; i++) await seedEmail(h.server, `conv_more_${String(i).padStart(2, '0')}`);
    await seedEmail(h.server, conversationId);
    // A brand with a long name and address, its kit whole.
    await insertBrandedConversation(h.server, { projectId, conversationId: 'conv_zz_long', brandName: LONG_NAME, email: 'marketing-operations@extraordinarily-well-travelled.example' });
    const kit = { ...loadBrand('northwind'), name: LONG_NAME, contact: { email: 'marketing-operations@extraordinarily-well-travelled.example', phone: '+44 20 7946 0958', address: null } };
    await h.server.runtime.ctx.store.db
      .updateTable('projects')
      .set({ brand: JSON.stringify(kit), brand_extracted: JSON.stringify(kit), urls: JSON.stringify([LONG_URL, `${LONG_URL}&page=2`]) })
      .where('id', '=', projectId)
      .execute();
    // A long list of keys, as an account that has used the console for a while has.
    const permissions = ['projects:read', 'projects:write', 'emails:read', 'emails:write', 'validate', 'previews:read', 'previews:write', 'contacts:read', 'exports:read', 'webhooks:read'];
    // Both environments, as the CLI makes live ones (a test key creates test keys only).
    const accountId = (await h.server.runtime.ctx.accounts.listAccounts())[0].id;
    for (let i = 1; i <= 14; i++) {
      await h.server.runtime.ctx.accounts.createKey({ accountId, name: `Reporting dashboard for the regional marketing team number ${i}`, environment: i % 2 ? 'test' : 'live', permissions });
    }
    // Webhooks with a long address and description, and deliveries to one of them.
    receiver = http.createServer((req, res) => req.resume().on('end', () => res.writeHead(204).end()));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${LONG_HOOK_PATH}`;
    const hook = await h.server.request('POST', '/v1/webhooks', { body: { url: hookUrl, description: 'Keeps the CRM, the data warehouse and the campaign calendar in step with every export', events: ['*'] } });
    expect(hook.status).toBe(201);
    await h.server.request('POST', '/v1/webhooks', { body: { url: `https://hooks.extraordinarily-well-travelled.example${LONG_HOOK_PATH}`, events: ['export.completed', 'export.failed', 'email.generation.completed'] } });
    for (let i = 0; i < 3; i++) expect((await h.server.request('POST', `/v1/webhooks/${hook.body.data.id}/test`)).status).toBeLessThan(300);
    for (let i = 1; i <= 30; i++) {
      const res = await h.server.request('POST', '/v1/contacts', {
        body: { email: `firstname.middlename.lastname.${i}@marketing-operations.extraordinarily-well-travelled.example`, firstName: 'Maximiliana-Alexandrina', lastName: 'Featherstonehaugh-Wolfeschlegel', status: 'subscribed' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  }, 120_000);
  afterAll(async () => {
    receiver?.close();
    await h?.close();
  });

  async function fits(page: Page, screen: string, width: number) {
    await shoot(page, `fit-${screen}-${width}`);
    const m = await measure(page);
    expect({ screen, width, ...m }).toEqual({ screen, width, scroll: 0, out: [] });
    // And every screen, full of data, passes the accessibility check at both widths.
    expect({ screen, width, violations: await seriousViolations(page) }).toEqual({ screen, width, violations: [] });
  }

  for (const width of [390, 1280]) {
    it(`at ${width} px`, async () => {
      const { page, errors } = await h.open(width);
      await page.goto(h.server.url + '/');
      await page.getByLabel('API key', { exact: true }).waitFor();
      await fits(page, 'signin', width);
      await signIn(page, h.server.url, h.server.key);

      await page.getByRole('link', { name: LONG_NAME }).waitFor();
      await fits(page, 'brands', width);

      await page.getByRole('link', { name: LONG_NAME }).click();
      await page.getByRole('heading', { name: 'Colours' }).waitFor();
      await fits(page, 'brand', width);

      await page.goto(`${h.server.url}/#/write/prj_${conversationId}/${conversationId}`);
      await page.locator('.email-stage iframe').waitFor({ timeout: 60_000 });
      await fits(page, 'write', width);

      await page.goto(`${h.server.url}/#/check/${conversationId}`);
      await page.getByRole('heading', { level: 2, name: /Ready to send|Worth a look|Needs fixes/ }).waitFor({ timeout: 170_000 });
      await fits(page, 'check', width);

      await page.goto(`${h.server.url}/#/preview/${conversationId}`);
      await page.getByRole('heading', { level: 1, name: SEEDED_SUBJECT }).waitFor();
      if (width === 390) {
        await page.getByLabel('Search').fill('iphone');
        await page.locator('.device-option input').first().check();
        await page.getByRole('button', { name: 'Render 2 screenshots' }).click();
      }
      await expect.poll(() => page.locator('.shot-button img').count(), { timeout: 90_000 }).toBe(2);
      await fits(page, 'preview', width);

      await page.goto(`${h.server.url}/#/export`);
      await page.getByRole('link', { name: SEEDED_SUBJECT }).first().waitFor();
      await fits(page, 'export-list', width);
      // 24 emails: 20 a page, the rest a click away.
      const pages = page.getByRole('navigation', { name: 'Emails pages' });
      await pages.getByText('1–20 of 24').waitFor();
      expect(await page.locator('ul[aria-label=Emails] > li').count()).toBe(20);
      await pages.getByRole('button', { name: 'Next' }).click();
      await pages.getByText('21–24 of 24').waitFor();
      expect(await page.locator('ul[aria-label=Emails] > li').count()).toBe(4);
      await page.goto(`${h.server.url}/#/export/${conversationId}`);
      await page.getByLabel('Export to').selectOption('zip');
      await page.getByRole('button', { name: /^Export as/ }).click();
      await page.getByRole('button', { name: /^Download / }).waitFor({ timeout: 30_000 });
      await fits(page, 'export', width);
      await page.getByLabel('Export to').selectOption('mailchimp');
      await page.getByLabel('Name in Mailchimp (optional)').waitFor();
      await fits(page, 'export-platform', width);

      await page.goto(`${h.server.url}/#/contacts`);
      await page.getByText(/^firstname\.middlename\.lastname\.\d+@/).first().waitFor();
      await fits(page, 'contacts', width);

      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByText(/Reporting dashboard for the regional marketing team number 14/).first().waitFor();
      await page.getByRole('button', { name: /^Deliveries to http:\/\/127\.0\.0\.1/ }).click();
      await page.locator('.deliveries-table tbody tr').first().waitFor({ timeout: 30_000 });
      await fits(page, 'settings', width);
      // The seeded kit names pictures on made-up hosts.
      expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    }, 420_000);
  }
});
