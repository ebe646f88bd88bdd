/**
 * Restoring a version on the Write screen (#20: "every version listed and any version
 * restorable"), in Chromium against the real server: an older version shown offers "Restore this
 * version"; restoring it makes a copy of it the new latest version, which is then shown and listed
 * with the message that made it, while every earlier version stays; a refused restore says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';
import { seedEmail } from './helpers/seed';
import { generateSettled } from '../helpers/series';

describe.skipIf(!hasChromium)('console: restoring a version', () => {
  let h: Harness;
  const projectId = 'prj_conv_restore';
  beforeAll(async () => {
    h = await startHarness();
    await seedEmail(h.server, 'conv_restore');
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  it('restores an older version as the new latest one, shown and listed, keeping every version', async () => {
    const first = await generateSettled(h.server, { projectId, prompt: 'Welcome new members with 10% off their first order using the code HELLO10' });
    const { conversationId } = first;
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/write/${projectId}/${conversationId}`);
    const frame = page.locator('.email-stage iframe');
    await expect.poll(async () => (await frame.getAttribute('srcdoc')) ?? '').toContain('HELLO10');
    const v1 = (await frame.getAttribute('srcdoc'))!;
    // The latest version offers nothing to restore.
    expect(await page.getByRole('button', { name: 'Restore this version' }).count()).toBe(0);

    await page.getByLabel('Ask for a change').fill('Make the button green');
    await page.getByRole('button', { name: 'Refine' }).click();
    await page.getByRole('button', { name: 'Version 2 (latest)' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => frame.getAttribute('srcdoc')).not.toBe(v1);

    await page.getByRole('button', { name: 'Version 1', exact: true }).click();
    await expect.poll(() => frame.getAttribute('srcdoc')).toBe(v1);
    const restore = page.getByRole('button', { name: 'Restore this version' });
    await restore.waitFor();
    await page.getByText('a copy of it becomes version 3, the latest, and every version stays listed').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'write-restore-offered-1280');

    await restore.click();
    await page.getByRole('button', { name: 'Version 3 (latest)' }).waitFor();
    await page.getByText('Version 1 is restored as version 3, now the latest.').waitFor();
    // The new latest is shown: version 1's email, and no note of an older version any more.
    await expect.poll(() => frame.getAttribute('srcdoc')).toBe(v1);
    expect(await page.locator('.email-view .toolbar').getByText('Version 3').count()).toBe(1);
    expect(await page.locator('.version-note').count()).toBe(0);
    expect(await restore.count()).toBe(0);
    // Listed with the message that made it; versions 1 and 2 are still there.
    const messages = page.locator('.messages > li');
    expect(await messages.count()).toBe(3);
    expect(await messages.nth(2).locator('.prompt-text').textContent()).toBe('Restore version 1');
    expect(await page.locator('.version-button').allTextContents()).toEqual(['Version 1', 'Version 2', 'Version 3 (latest)']);
    // What Check, Preview, Export and test sends read is now the restored version.
    const status = (await h.server.request('GET', `/v1/projects/emails/${conversationId}/status`)).body.data;
    expect(status).toMatchObject({ version: 3, html: first.html });
    expect(await seriousViolations(page)).toEqual([]);
    // The email drawn in its new frame before the picture is taken.
    await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.evaluate(() => document.body?.innerText.length ?? 0).catch(() => 0), { timeout: 15_000 }).toBeGreaterThan(50);
    await shoot(page, 'write-restored-1280');

    // Version 2 can be restored in turn.
    await page.getByRole('button', { name: 'Version 2', exact: true }).click();
    await restore.click();
    await page.getByRole('button', { name: 'Version 4 (latest)' }).waitFor();
    expect((await h.server.request('GET', `/v1/projects/emails/${conversationId}`)).body.data.versions).toHaveLength(4);
    expect(errors.filter((e) => !/ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('says why a restore is refused, and changes nothing', async () => {
    const { conversationId } = await generateSettled(h.server, { projectId, prompt: 'Our autumn newsletter: new notebooks, a workshop on Saturday at 10am' });
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/write/${projectId}/${conversationId}`);
    await page.getByLabel('Ask for a change').fill('Make it shorter');
    await page.getByRole('button', { name: 'Refine' }).click();
    await page.getByRole('button', { name: 'Version 2 (latest)' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Version 1', exact: true }).click();
    // A change started elsewhere (another tab, the API) after this page last read the conversation.
    const db = h.server.runtime.ctx.store.db;
    await db.updateTable('email_conversations').set({ status: 'pending' }).where('id', '=', conversationId).execute();
    try {
      await page.getByRole('button', { name: 'Restore this version' }).click();
      await expect.poll(() => page.locator('.version-note').getByRole('alert').textContent()).toMatch(/still being written.*then restore a version/);
    } finally {
      await db.updateTable('email_conversations').set({ status: 'completed' }).where('id', '=', conversationId).execute();
    }
    expect((await h.server.request('GET', `/v1/projects/emails/${conversationId}`)).body.data.latestVersion).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    // The refused request's 409 is logged by the browser; nothing else may be.
    expect(errors.filter((e) => !/ERR_NAME_NOT_RESOLVED|status of 409/.test(e))).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('fits a phone with an older version shown', async () => {
    const { conversationId } = await generateSettled(h.server, { projectId, prompt: 'Spring sale: 20% off every notebook until Sunday with the code SPRING20' });
    const { page } = await h.open(390);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/write/${projectId}/${conversationId}`);
    await page.getByRole('button', { name: 'Version 1 (latest)' }).waitFor();
    await page.getByLabel('Ask for a change').fill('Make it shorter');
    await page.getByRole('button', { name: 'Refine' }).click();
    await page.getByRole('button', { name: 'Version 2 (latest)' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Version 1', exact: true }).click();
    await page.getByRole('button', { name: 'Restore this version' }).waitFor();
    await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.evaluate(() => document.body?.innerText.length ?? 0).catch(() => 0), { timeout: 15_000 }).toBeGreaterThan(50);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shoot(page, 'write-restore-offered-390');
    await page.context().close();
  }, 120_000);
});
