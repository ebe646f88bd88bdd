/**
 * The console's forms (react-hook-form with the API's zod schemas): a field's problem is shown
 * next to it in words, tied to it (aria-invalid, aria-describedby naming the message), and a
 * submit with problems puts the keyboard on the first of them — before anything is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { problemOf } from './helpers/forms';


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

  it('signs in through the same form rules: a missing or malformed key said under the field, the API’s refusal too', async () => {
    const { page, errors } = await h.open(1280);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/v1/')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto(h.server.url + '/');
    const open = page.getByRole('button', { name: 'Open the console' });
    await open.click();
    await expect.poll(() => problemOf(page, '#api-key')).toEqual({ invalid: 'true', message: 'Paste your API key.', focused: true });
    await page.getByLabel('API key', { exact: true }).fill('sk_live_123');
    await open.click();
    await expect.poll(() => problemOf(page, '#api-key')).toEqual({ invalid: 'true', message: 'An API key starts with bm_live_ or bm_test_.', focused: true });
    expect(asked).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'signin-problem-1280');
    // A key of the right shape that the API does not know: its answer, under the field, which keeps the keyboard.
    await page.getByLabel('API key', { exact: true }).fill('bm_test_not-a-real-key');
    await open.click();
    await expect.poll(() => problemOf(page, '#api-key')).toEqual({ invalid: 'true', message: expect.stringMatching(/invalid or has been revoked/), focused: true });
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  }, 60_000);

  it('checks the test-send form before sending: recipients that are not addresses, free HTML without a subject', async () => {
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') sent.push(new URL(r.url()).pathname);
    });
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    const card = page.locator('.test-send-card');
    await card.getByLabel('HTML', { exact: true }).fill('<p>Hello</p>');
    await card.getByLabel(/Recipients/).fill('me@example.com; colleague at example.com');
    await card.getByRole('button', { name: 'Send test' }).click();
    await expect.poll(() => problemOf(page, '#test-subject')).toEqual({ invalid: 'true', message: 'Give the test a subject.', focused: true });
    expect(await problemOf(page, '#test-recipients')).toEqual({ invalid: 'true', message: 'Not an email address: colleague, at, example.com.', focused: false });
    expect(await problemOf(page, '#test-html')).toEqual({ invalid: null, message: '', focused: false });
    // Fixing a field clears its message as it is typed.
    await card.getByLabel(/Recipients/).fill('me@example.com, colleague@example.com');
    await expect.poll(() => problemOf(page, '#test-recipients')).toEqual({ invalid: null, message: '', focused: true });
    expect(sent.filter((p) => p.startsWith('/v1/'))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

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
