import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import { client, startServer, startSite, type Site } from './helpers';

describe('SDK validate', () => {
  let s: TestServer;
  let site: Site;
  beforeAll(async () => {
    s = await startServer();
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
    await s?.close();
  });

  const email = (href: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sale</title></head>
<body style="margin:0"><div style="display:flex"><h1>Spring sale</h1><p>You will recieve 20% off every widget.</p>
<a href="${href}">Shop the sale</a> <a href="${href}missing">Old page</a></div></body></html>`;

  it('checks an email against its brief, fact by fact', async () => {
    const bm = client(s);
    const facts = await bm.validate.facts({
      brief: 'Your refund of $23.50 for order #5567 was issued to your card; allow 5–7 business days.',
      html: '<p>We issued a refund of $25.00 for order #5567.</p>',
      sendDate: '2026-11-25',
    });
    expect(facts.check).toBe('facts');
    const status = Object.fromEntries(facts.facts.map((f) => [f.text, f.status]));
    expect(status).toMatchObject({ '$23.50': 'changed', '#5567': 'found', '5–7 business days': 'missing' });
    expect(facts.passed).toBe(false);
  });

  it('runs each check and all of them, typed per check', async () => {
    const bm = client(s);
    const html = email(site.url);
    const compat = await bm.validate.compatibility({ html });
    expect(compat.check).toBe('compatibility');
    expect(compat.clients.length).toBeGreaterThanOrEqual(40);
    expect(compat.issues.some((i) => i.code === 'css-display-flex')).toBe(true);

    const links = await bm.validate.links({ html });
    expect(links.links.map((l) => [l.url, l.status])).toEqual(
      expect.arrayContaining([
        [site.url, 'ok'],
        [`${site.url}missing`, 'broken'],
      ]),
    );
    expect(links.passed).toBe(false);

    const spelling = await bm.validate.spelling({ html, language: 'en' });
    expect(spelling.misspellings.map((m) => m.word)).toContain('recieve');

    const all = await bm.validate.all({ html, subject: 'Spring sale', options: { checkExternal: false } });
    expect(all).toMatchObject({ check: 'all', passed: false });
    expect(Object.keys(all.checks).sort()).toEqual(['accessibility', 'compatibility', 'deliverability', 'links', 'spelling']);
    expect(all.checks.deliverability.placement.inbox).toBeGreaterThanOrEqual(0);

    await expect(bm.validate.all({ html, conversationId: 'conv_x' })).rejects.toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
  });
});
