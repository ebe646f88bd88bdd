/**
 * An email series in the console (#20 × #23): asked for on the Write screen, its emails are listed
 * in order with position, role, when each goes out and subject — as the API planned them — and
 * each one opens in the frame; a single email shows no series list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedEmail } from './helpers/seed';

const CART =
  'Abandoned basket flow for our shop. First reminder an hour after they leave: their Fig & Cedar candle is still in the basket. Second one the next day: free UK delivery on orders over £35. Last one after 3 days: 10% off with code COMEBACK10, valid for 48 hours.';

describe.skipIf(!hasChromium)('console: an email series', () => {
  let h: Harness;
  const projectId = 'prj_conv_series';
  beforeAll(async () => {
    h = await startHarness();
    await seedEmail(h.server, 'conv_series');
  }, 90_000);
  afterAll(async () => {
    await h?.close();
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
