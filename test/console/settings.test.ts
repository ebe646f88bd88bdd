/** Account settings in the browser: usage, API keys and webhooks for a key allowed them, and what a lesser key sees. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '@brandmail/sdk';
import { hasChromium, shoot, signIn, startHarness, type Harness } from './helpers/harness';
import { seriousViolations } from './helpers/axe';

describe.skipIf(!hasChromium)('console settings', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 90_000);
  afterAll(async () => {
    await h?.close();
  });

  it('creates a key shown once and revokes it', async () => {
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.getByRole('link', { name: 'Settings' }).click();
    // The harness lifts rate limits (rateLimits 0), which the account card shows as such.
    await page.getByText(/^Unlimited for each environment/).waitFor();
    await page.getByLabel('Name').fill('Reporting <script>window.__pwned=1</script>');
    // The first-start key is a test key: it creates test keys (live ones: test/console/search-filters.test.ts).
    expect(await page.getByLabel('Data').inputValue()).toBe('test');
    // Each permission in a marketer's words, its code beside it for developers.
    const permissions = page.getByRole('group', { name: 'Permissions' });
    await permissions.getByRole('checkbox', { name: 'See brands projects:read' }).check();
    await permissions.getByRole('checkbox', { name: 'Read emails emails:read' }).check();
    expect(await permissions.getByRole('checkbox', { name: /^Manage API keys keys:manage$/ }).count()).toBe(1);
    expect(await permissions.getByRole('checkbox', { name: /^Everything, including permissions added later \*$/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Create key' }).click();
    const value = (await page.locator('.key-value code').textContent())!;
    expect(value).toMatch(/^bm_test_[A-Za-z0-9_-]{32}$/);
    // The value works against the API with exactly what was chosen.
    expect((await h.server.request('GET', '/v1/projects', { key: value })).status).toBe(200);
    expect((await h.server.request('GET', '/v1/contacts', { key: value })).status).toBe(403);
    const row = page.getByRole('row', { name: /Reporting <script>/ });
    await expect.poll(() => row.textContent()).toContain(`bm_test_…${value.slice(-4)}`);
    // The list says what the key may do in the same words, its codes under them.
    expect(await row.locator('.key-permissions').innerText()).toBe('See brands, Read emails\nprojects:read emails:read');
    expect(await page.getByRole('row', { name: /default test key/ }).locator('.key-permissions').innerText()).toBe('Everything, including permissions added later\n*');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'settings-1280');

    await row.getByRole('button', { name: /^Revoke/ }).click();
    await row.getByRole('button', { name: /^Revoke Reporting/ }).click();
    await row.getByText('Revoked').waitFor();
    expect((await h.server.request('GET', '/v1/projects', { key: value })).status).toBe(401);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  }, 120_000);

  it('pages the API keys of an account with more keys than a page holds, and shows a new key on the first page', async () => {
    for (let i = 1; i <= 24; i++) {
      const res = await h.server.request('POST', '/v1/keys', { body: { name: `Paged key ${String(i).padStart(2, '0')}`, environment: 'test', permissions: ['validate'] } });
      expect(res.status).toBe(201);
    }
    const total: number = (await h.server.request('GET', '/v1/keys?limit=100')).body.data.length;
    expect(total).toBeGreaterThan(24);
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.getByRole('link', { name: 'Settings' }).click();
    const table = page.getByRole('table', { name: 'API keys of this account' });
    const rows = table.locator('tbody tr');
    const pages = page.getByRole('navigation', { name: 'API keys pages' });
    const names = async () => (await rows.locator('td:first-child').allTextContents()).map((n) => n.replace(/this key$/, ''));

    // The first page: the newest 20, newest first; the first-start key, the oldest, is not on it.
    await pages.getByText(`1–20 of ${total}`).waitFor();
    expect(await rows.count()).toBe(20);
    const first = await names();
    expect(first.slice(0, 3)).toEqual(['Paged key 24', 'Paged key 23', 'Paged key 22']);
    expect(first).not.toContain('default test key');
    expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'settings-keys-paged-1280');

    // The next page: the rest, down to the first-start key, each key once over the two pages.
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText(`21–${Math.min(40, total)} of ${total}`).waitFor();
    await table.getByRole('row', { name: /default test key/ }).waitFor();
    const second = await names();
    expect(second).toHaveLength(Math.min(20, total - 20));
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    expect(second.at(-1)).toBe('default test key');
    if (total <= 40) expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // The key signed in is marked on whichever page it is.
    expect(await table.getByRole('row', { name: /default test key/ }).getByText('this key').count()).toBe(1);

    // A key created from a later page is the newest: the section goes back to the first page, where it is.
    await page.getByLabel('Name').fill('Created from page two');
    await page.getByRole('checkbox', { name: 'Check emails validate' }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.locator('.key-value code').waitFor();
    await pages.getByText(`1–20 of ${total + 1}`).waitFor();
    expect((await names())[0]).toBe('Created from page two');

    // Previous goes back a page as well.
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText(`21–${Math.min(40, total + 1)} of ${total + 1}`).waitFor();
    await pages.getByRole('button', { name: 'Previous' }).click();
    await pages.getByText(`1–20 of ${total + 1}`).waitFor();
    expect(await h.server.request('GET', '/v1/keys?limit=1').then((r) => r.body.data[0].name)).toBe('Created from page two');
    expect(errors).toEqual([]);
  }, 120_000);

  it('shows this month’s usage as the API counts it', async () => {
    for (const email of ['ada@example.com', 'grace@example.com', 'linus@example.com']) {
      expect((await h.server.request('POST', '/v1/contacts', { body: { email, status: 'subscribed' } })).status).toBe(201);
    }
    const usage = (await h.server.request('GET', '/v1/account')).body.data.usage;
    expect(usage.contactsStored).toBe(3);
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.getByRole('link', { name: 'Settings' }).click();
    const month = new Date(usage.period.start).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await page.getByRole('heading', { name: new RegExp(`^Usage in ${month}`) }).waitFor();
    const tile = (label: string) => page.locator('.usage-tiles li', { hasText: label }).locator('.usage-number').textContent();
    expect(await tile('Contacts stored')).toBe('3');
    expect(await tile('Emails written')).toBe(String(usage.emailsGenerated));
    expect(await page.getByText('Checks store nothing and are not counted').count()).toBe(1);
    expect(errors).toEqual([]);
  }, 90_000);

  it('adds a webhook endpoint with its secret shown once, sends a test it receives signed, and deletes it', async () => {
    const received: { body: string; headers: http.IncomingHttpHeaders }[] = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/brandmail`;
    try {
      const { page, errors } = await h.open(1280);
      await signIn(page, h.server.url, h.server.key);
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByText('No webhook endpoint yet.').waitFor();
      await page.getByLabel('Endpoint URL').fill(hookUrl);
      await page.getByLabel('Description (optional)').fill('Ops <b>alerts</b>');
      await page.getByLabel('All events').uncheck();
      await page.getByLabel('Test event (Send test)').check();
      await page.getByLabel('Export finished').check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = (await page.locator('.webhook-secret').textContent())!;
      expect(secret).toMatch(/^whsec_/);
      const listed = (await h.server.request('GET', '/v1/webhooks')).body;
      expect(listed.data).toHaveLength(1);
      expect(listed.data[0]).toMatchObject({ url: hookUrl, description: 'Ops <b>alerts</b>', enabled: true });
      expect([...listed.data[0].events].sort()).toEqual(['export.completed', 'webhook.test']);
      expect(JSON.stringify(listed)).not.toContain(secret);

      const row = page.getByRole('row', { name: new RegExp(hookUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
      await row.getByText('Ops <b>alerts</b>').waitFor();
      await row.getByText('Export finished, Test event (Send test)').or(row.getByText('Test event (Send test), Export finished')).waitFor();

      await page.getByRole('button', { name: `Send test to ${hookUrl}` }).click();
      const deliveries = page.locator('.deliveries-table');
      await deliveries.getByText('Delivered').waitFor({ timeout: 30_000 });
      const cells = await deliveries.locator('tbody tr').first().locator('td').allTextContents();
      expect(cells[0]).toBe('webhook.test');
      expect(cells[2]).toMatch(/^HTTP 204/);
      expect(cells[4]).toBe('1');
      // What arrived is signed with the secret the screen showed.
      expect(received).toHaveLength(1);
      const event = verifyWebhook(received[0]!.body, received[0]!.headers as Record<string, string>, secret);
      expect(event.type).toBe('webhook.test');
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'settings-webhooks-1280');

      // Disable and enable again (an endpoint brandmail disabled after failed deliveries says why).
      const hookId = listed.data[0].id;
      await page.getByRole('button', { name: `Disable ${hookUrl}` }).click();
      await row.getByText('Disabled').waitFor();
      expect((await h.server.request('GET', `/v1/webhooks/${hookId}`)).body.data.enabled).toBe(false);
      await page.getByRole('button', { name: `Enable ${hookUrl}` }).click();
      await row.getByText('Enabled').waitFor();
      expect((await h.server.request('GET', `/v1/webhooks/${hookId}`)).body.data.enabled).toBe(true);

      await page.getByRole('button', { name: `Delete ${hookUrl}` }).click();
      expect((await h.server.request('GET', '/v1/webhooks')).body.data).toHaveLength(1);
      await page.getByRole('button', { name: `Delete ${hookUrl}` }).click();
      await page.getByText('No webhook endpoint yet.').waitFor();
      expect((await h.server.request('GET', '/v1/webhooks')).body.data).toHaveLength(0);
      expect(errors).toEqual([]);
    } finally {
      receiver.close();
    }
  }, 120_000);

  it('edits an endpoint in place: its URL, description and events change; Cancel changes nothing; a bad address is refused', async () => {
    const created = (await h.server.request('POST', '/v1/webhooks', { body: { url: 'https://hooks.example/old', description: 'Old <i>name</i>', events: ['*'] } })).body.data;
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Edit https://hooks.example/old' }).click();
    const form = page.getByRole('form', { name: 'Edit https://hooks.example/old' });
    // The form opens with the endpoint's values.
    expect(await form.getByLabel('Endpoint URL').inputValue()).toBe('https://hooks.example/old');
    expect(await form.getByLabel('Description (optional)').inputValue()).toBe('Old <i>name</i>');
    expect(await form.getByLabel('All events').isChecked()).toBe(true);
    await form.getByLabel('Endpoint URL').fill('https://hooks.example/new');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await h.server.request('GET', `/v1/webhooks/${created.id}`)).body.data.url).toBe('https://hooks.example/old');

    await page.getByRole('button', { name: 'Edit https://hooks.example/old' }).click();
    await form.getByLabel('Endpoint URL').fill('https://hooks.example/new');
    await form.getByLabel('Description (optional)').fill('Marketing ops');
    await form.getByLabel('All events').uncheck();
    await form.getByLabel('Email written').check();
    await form.getByLabel('Export failed').check();
    await shoot(page, 'settings-webhook-edit-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /hooks\.example\/new/ });
    await row.getByText('Marketing ops').waitFor();
    await row.getByText('Email written, Export failed').waitFor();
    const saved = (await h.server.request('GET', `/v1/webhooks/${created.id}`)).body.data;
    expect(saved).toMatchObject({ url: 'https://hooks.example/new', description: 'Marketing ops', enabled: true });
    expect([...saved.events].sort()).toEqual(['email.generation.completed', 'export.failed']);

    // Clearing the description removes it; all events again.
    await page.getByRole('button', { name: 'Edit https://hooks.example/new' }).click();
    const again = page.getByRole('form', { name: 'Edit https://hooks.example/new' });
    expect(await again.getByLabel('Email written').isChecked()).toBe(true);
    await again.getByLabel('Description (optional)').fill('');
    await again.getByLabel('All events').check();
    await again.getByRole('button', { name: 'Save changes' }).click();
    await again.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /hooks\.example\/new/ }).getByText('All events').waitFor();
    expect((await h.server.request('GET', `/v1/webhooks/${created.id}`)).body.data).toMatchObject({ description: null, events: ['*'] });
    // A bad address is refused in words and the form stays open.
    await page.getByRole('button', { name: 'Edit https://hooks.example/new' }).click();
    await again.getByLabel('Endpoint URL').fill('ftp://hooks.example/x');
    await again.getByRole('button', { name: 'Save changes' }).click();
    await again.getByRole('alert').waitFor();
    expect((await h.server.request('GET', `/v1/webhooks/${created.id}`)).body.data.url).toBe('https://hooks.example/new');
    await shoot(page, 'settings-webhook-edit-refused-1280');
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await h.server.request('DELETE', `/v1/webhooks/${created.id}`);
  }, 120_000);

  it('shows webhooks to a webhooks:read key without the buttons it may not use, on a phone', async () => {
    await h.server.request('POST', '/v1/webhooks', { body: { url: 'http://127.0.0.1:9/brandmail-hook', events: ['*'] } });
    const reader = (await h.server.request('POST', '/v1/keys', { body: { name: 'hooks reader', environment: 'test', permissions: ['webhooks:read'] } })).body.data.key;
    const { page, errors } = await h.open(390);
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(new URL(res.url()).pathname);
    });
    await signIn(page, h.server.url, reader);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByText('http://127.0.0.1:9/brandmail-hook').waitFor();
    await page.getByText(/may see webhooks but not add, test or delete them/).waitFor();
    expect(await page.getByRole('button', { name: 'Add endpoint' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Send test/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Disable|Enable|Delete) / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Deliveries to http://127.0.0.1:9/brandmail-hook' }).click();
    await page.getByText(/Nothing delivered yet/).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'settings-webhooks-reader-390');
    // Brands, where signing in lands, asks for projects this key may not read (a note there);
    // Settings asks nothing the key is known not to be allowed.
    expect(refused.filter((p) => !p.startsWith('/v1/projects'))).toEqual([]);
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  }, 90_000);

  it('pages the webhook endpoints, and goes back a page when the last one of a later page is deleted', async () => {
    const existing: number = (await h.server.request('GET', '/v1/webhooks?limit=100')).body.data.length;
    for (let i = existing + 1; i <= 21; i++) {
      expect((await h.server.request('POST', '/v1/webhooks', { body: { url: `https://hooks.example/paged-${String(i).padStart(2, '0')}`, events: ['*'] } })).status).toBe(201);
    }
    const urls: string[] = (await h.server.request('GET', '/v1/webhooks?limit=100')).body.data.map((w: { url: string }) => w.url);
    expect(urls).toHaveLength(21);
    const { page, errors } = await h.open(1280);
    await signIn(page, h.server.url, h.server.key);
    await page.getByRole('link', { name: 'Settings' }).click();
    const table = page.locator('.webhooks-table');
    const shown = () => table.locator('.endpoint-url code').allTextContents();
    const pages = page.getByRole('navigation', { name: 'Webhook endpoints pages' });
    await pages.getByText('1–20 of 21').waitFor();
    expect(await shown()).toEqual(urls.slice(0, 20));

    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText('21–21 of 21').waitFor();
    expect(await shown()).toEqual(urls.slice(20));
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'settings-webhooks-paged-1280');

    // The only endpoint of page two deleted: page one again, not an empty page saying there is none.
    await page.getByRole('button', { name: `Delete ${urls[20]}` }).click();
    await page.getByRole('button', { name: `Delete ${urls[20]}` }).click();
    await expect.poll(shown).toEqual(urls.slice(0, 20));
    // Page one may first show with the count read before the deletion (21, so a pager) until its refetch lands.
    await expect.poll(() => pages.count()).toBe(0);
    expect(await page.getByText('No webhook endpoint yet.').count()).toBe(0);
    expect(errors).toEqual([]);
    for (const url of urls.slice(0, 20)) {
      const id = (await h.server.request('GET', '/v1/webhooks?limit=100')).body.data.find((w: { url: string }) => w.url === url).id;
      await h.server.request('DELETE', `/v1/webhooks/${id}`);
    }
  }, 120_000);

  it('tells a key without keys:manage what it may not do, without an error, on a phone', async () => {
    const limited = (await h.server.request('POST', '/v1/keys', { body: { name: 'reader', environment: 'test', permissions: ['projects:read'] } })).body.data.key;
    const { page } = await h.open(390);
    await signIn(page, h.server.url, limited);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByText(/may not manage API keys \(it needs the permission “Manage API keys” \(keys:manage\)\)/).waitFor();
    await page.getByText(/may not see webhooks/).waitFor();
    await page.getByRole('heading', { name: /^Usage in / }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create key' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'settings-limited-390');
  }, 90_000);
});
