/**
 * Importing a brand again from the brand page: the job's stages followed as the first import's
 * are, the kit read again from the site, and a colour corrected on the page kept across it (the
 * API keeps corrections apart from the extraction); a key that may only read is told so in a note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, importFixtureBrand, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';

describe.skipIf(!hasChromium)('console brand re-import', () => {
  let h: Harness;
  let projectId: string;
  beforeAll(async () => {
    h = await startHarness('northwind-shop');
    projectId = await importFixtureBrand(h);
  }, 200_000);
  afterAll(async () => {
    await h?.close();
  });

  it('imports the brand again, following its stages, and keeps a colour corrected on the page', async () => {
    const before = (await h.server.request('GET', `/v1/projects/${projectId}`)).body.data;
    expect(before.status).toBe('completed');
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.goto(`${h.server.url}/#/brands/${projectId}`);
    // A colour corrected on the page.
    await page.getByLabel('primary as a hex code').fill('#123456');
    await page.getByRole('button', { name: 'Save colours' }).click();
    await expect.poll(async () => (await h.server.request('GET', `/v1/projects/${projectId}`)).body.data.brand.colors.primary).toBe('#123456');

    const reimports: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/v1/projects/${projectId}/reimport`)) reimports.push(r.url());
    });
    await page.getByRole('button', { name: 'Import again' }).click();
    await page.getByRole('button', { name: 'Importing…' }).waitFor();
    await page.getByText('Imported again from its address; your corrections are kept.').waitFor({ timeout: 180_000 });
    expect(reimports).toHaveLength(1);
    const after = (await h.server.request('GET', `/v1/projects/${projectId}`)).body.data;
    expect(after.status).toBe('completed');
    expect(after.completedAt > before.completedAt).toBe(true);
    expect(after.brand.colors.primary).toBe('#123456');
    // The page shows the kit the new import made, the correction in it.
    expect(await page.getByLabel('primary as a hex code').inputValue()).toBe('#123456');
    expect(await page.getByRole('button', { name: 'Import again' }).isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'brand-reimported-1280');
    expect(errors).toEqual([]);
  }, 240_000);

  it('tells a key that may only read brands that it may not import again, as a note, not an alarm', async () => {
    const reader = (await h.server.request('POST', '/v1/keys', { body: { name: 'brand reader', environment: 'test', permissions: ['projects:read'] } })).body.data.key;
    const before = (await h.server.request('GET', `/v1/projects/${projectId}`)).body.data;
    const { page, errors } = await h.open(390);
    await signIn(page, h.server.url, reader);
    await page.goto(`${h.server.url}/#/brands/${projectId}`);
    await page.getByRole('button', { name: 'Import again' }).click();
    await page.getByRole('status').filter({ hasText: 'This API key may not do that.' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect((await h.server.request('GET', `/v1/projects/${projectId}`)).body.data.completedAt).toBe(before.completedAt);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  }, 60_000);
});
