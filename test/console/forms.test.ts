/**
 * The console's forms (react-hook-form with the API's zod schemas): a field's problem is shown
 * next to it in words, tied to it (aria-invalid, aria-describedby naming the message), and a
 * submit with problems puts the keyboard on the first of them — before anything is sent.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';

/** The message a control's aria-describedby names, and whether it says it is invalid. */
async function problemOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const said = ids.map((id) => document.getElementById(id)).filter((n) => n?.classList.contains('field-error'));
    return { invalid: el.getAttribute('aria-invalid'), message: said.map((n) => n!.textContent).join(' '), focused: document.activeElement === el };
  });
}

describe.skipIf(!hasChromium)('console forms', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  it('says what is wrong with a field beside it, focuses it, and sends nothing until it is right', async () => {
    const { page, errors } = await h.open(1280);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') sent.push(new URL(r.url()).pathname);
    });
    await signIn(page, h.server.url, h.server.key);

    // Importing a brand: an address that is not one is named, by the API's own URL rule.
    await page.getByLabel(/Website addresses/).fill('https://ok.example/\nacme dot com');
    await page.getByRole('button', { name: 'Import brand' }).click();
    await expect.poll(() => problemOf(page, '#import-urls')).toEqual({ invalid: 'true', message: expect.stringMatching(/“acme” is not a full web address/), focused: true });
    expect(await seriousViolations(page)).toEqual([]);

    // An API key: no name and no permission, said under each; the keyboard lands on the name.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(() => problemOf(page, '#key-name')).toEqual({ invalid: 'true', message: 'Required.', focused: true });
    const group = page.locator('#key-permissions');
    expect(await group.getAttribute('aria-describedby')).toBe('key-permissions-error');
    expect(await page.locator('#key-permissions-error').textContent()).toMatch(/Choose at least one/);
    // Typing a name clears its message as soon as it is right (checked again on each change).
    await page.keyboard.type('Reporting');
    await expect.poll(() => problemOf(page, '#key-name')).toEqual({ invalid: null, message: '', focused: true });

    // A webhook endpoint that is not an http(s) address.
    await page.getByLabel('Endpoint URL').fill('ftp://hooks.example/in');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect.poll(() => problemOf(page, '#webhook-url')).toEqual({ invalid: 'true', message: expect.stringMatching(/http or https/), focused: true });
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'forms-problems-1280');

    expect(sent.filter((p) => p.startsWith('/v1/'))).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('keeps the problems readable on a phone', async () => {
    const { page } = await h.open(390);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/settings`);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.getByRole('button', { name: 'Create key' }).waitFor();
    const before = await overflow();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.locator('#key-name-error').waitFor();
    await page.locator('#key-permissions-error').waitFor();
    // The messages widen nothing.
    expect(await overflow()).toBeLessThanOrEqual(Math.max(0, before));
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'forms-problems-390');
  }, 90_000);
});
