/**
 * Exporting a series (issue #23) through the API: every email lands on each platform's stand-in
 * as its own template named with its place, the export lists them; a retry after a failure half
 * way does not create the first templates again; the zip holds every email's HTML, TSX and text
 * and manifest.json (the schedule); html takes the first email unless `position` picks one.
 */
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSeries, seedProject } from '../helpers/series';
import { startTestServer, type TestServer } from '../helpers/server';
import { downloadExport, fastRetries, settled, startExport } from './helpers';
import { standins } from './standins';
import type { Standin } from './standins/server';

const NAMES = ['Cart — 1 of 3 (reminder, 1 hour)', 'Cart — 2 of 3 (reassurance, day 1)', 'Cart — 3 of 3 (incentive, day 3)'];

describe('exporting a series', () => {
  let s: TestServer;
  let series: any;
  const running = new Map<string, Standin>();

  beforeAll(async () => {
    s = await startTestServer('sqlite', { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 }, generationsPerMinute: 0 });
    fastRetries(s);
    await seedProject(s);
    const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    await s.runtime.ctx.webhooks.create({ accountId, environment: 'test' }, { url: 'https://hooks.example.com/exports', events: ['export.completed'], enabled: true });
    series = await cartSeries(s);
    for (const p of standins) {
      const standin = await p.start();
      running.set(p.platform, standin);
      s.runtime.ctx.exports.settings.baseUrls[p.platform] = standin.url + p.basePath;
    }
  });
  afterAll(async () => {
    await Promise.all([...running.values()].map((x) => x.close()));
    await s?.close();
  });

  it.each(standins.map((p) => [p.platform, p] as const))('%s: one template per email, named with its position, role and day', async (platform, p) => {
    const standin = running.get(platform)!;
    const before = standin.requests.length;
    const exportId = await startExport(s, { conversationId: series.conversationId, platform, name: 'Cart', credentials: p.credentials });
    const result = await settled(s, exportId);
    expect(result, JSON.stringify(result)).toMatchObject({ status: 'completed', platform, sequence: 'abandoned-cart' });
    expect(result.emails.map((e: any) => [e.position, e.role, e.sendOffsetDays, e.subject])).toEqual(series.emails.map((e: any) => [e.position, e.role, e.sendOffsetDays, e.subject]));
    expect(result.emails.map((e: any) => e.name)).toEqual(NAMES);
    const ids = result.emails.map((e: any) => e.externalId);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toEqual(expect.any(String));
    // The contract's single externalId stays: the first email's.
    expect(result.externalId).toBe(ids[0]);

    const sent = decode(standin.requests.slice(before).map((r) => r.raw.toString('utf8')));
    // Each email's own content went (Campaign Monitor fetches each one's HTML from its own URL), and each under its own name (SES: names are slugs).
    if (platform === 'campaign-monitor') {
      const made = (standin as any).templates.slice(-3).map((t: any) => t.html as string);
      expect(made.map((html: string) => html.includes('BACK10'))).toEqual([false, false, true]);
      expect(made[0]).toContain('Trail Runner');
    } else expect(sent).toContain('BACK10');
    for (const [i, name] of NAMES.entries()) expect(sent).toContain(platform === 'ses' ? `Cart-${i + 1}-of-3-` : name);
  });

  it('keeps the position in names a platform shortens (Mailchimp: 50 characters)', async () => {
    const long = 'Northwind spring abandoned-cart sequence for returning customers';
    const exportId = await startExport(s, { conversationId: series.conversationId, platform: 'mailchimp', name: long, credentials: standins.find((p) => p.platform === 'mailchimp')!.credentials });
    const result = await settled(s, exportId);
    expect(result.status).toBe('completed');
    for (const e of result.emails) {
      expect(e.name.length).toBeLessThanOrEqual(50);
      expect(e.name.endsWith(NAMES[e.position - 1].slice('Cart'.length))).toBe(true);
    }
  });

  it.each([
    ['klaviyo', /^\/api\/templates$/, (t: any) => t.name],
    ['postmark', /^\/templates$/, (t: any) => t.Name],
  ] as const)('%s: a create the platform acted on but answered 5xx is adopted, per email: three templates, none twice', async (platform, path, nameOf) => {
    const standin = running.get(platform)! as Standin & { templates: any[] };
    const before = standin.templates.length;
    // The first two emails' creates act and then fail: each is found again (by its own name or alias), not made twice.
    standin.faults.push({ method: 'POST', path, status: 502, afterHandling: true, times: 2 });
    const exportId = await startExport(s, { conversationId: series.conversationId, platform, name: 'Retry', credentials: standins.find((p) => p.platform === platform)!.credentials });
    const result = await settled(s, exportId);
    expect(result.status, JSON.stringify(result)).toBe('completed');
    const created = standin.templates.slice(before);
    expect(created.map(nameOf)).toEqual(NAMES.map((n) => n.replace('Cart', 'Retry')));
    expect(result.emails.map((e: any) => e.externalId)).toEqual(created.map((t) => String(t.id ?? t.TemplateId)));
    if (platform === 'postmark') expect(created.map((t) => t.Alias)).toEqual([1, 2, 3].map((p) => `brandmail-${exportId}-${p}`));
  });

  it('klaviyo: with `flow.trigger`, the series also becomes a draft flow of its templates, delays from the send offsets', async () => {
    const standin = running.get('klaviyo')! as Standin & { flows: any[] };
    const credentials = standins.find((p) => p.platform === 'klaviyo')!.credentials;
    const before = standin.flows.length;
    const exportId = await startExport(s, { conversationId: series.conversationId, platform: 'klaviyo', name: 'Cart flow', credentials, flow: { trigger: { type: 'metric', id: 'UWP7cZ' } } });
    const result = await settled(s, exportId);
    expect(result.status, JSON.stringify(result)).toBe('completed');
    expect(standin.flows.length).toBe(before + 1);
    const made = standin.flows.at(-1);
    expect(result.flow).toEqual({ externalId: made.id, externalUrl: `https://www.klaviyo.com/flow/${made.id}/edit` });
    expect(made.name).toBe('Cart flow');
    expect(made.definition.triggers).toEqual([{ type: 'metric', id: 'UWP7cZ' }]);
    // Offsets 1 hour, day 1, day 3: wait 1 hour, send 1, wait 23 hours, send 2, wait 2 days, send 3 — linked in that order from the entry action.
    const byId = new Map(made.definition.actions.map((a: any) => [a.id, a]));
    const chain: any[] = [];
    for (let a: any = byId.get(made.definition.entry_action_id); a; a = a.links.next ? byId.get(a.links.next) : undefined) chain.push(a);
    expect(chain.map((a) => (a.type === 'time-delay' ? `${a.data.value} ${a.data.unit}` : a.data.message.template_id))).toEqual([
      '1 hours',
      result.emails[0].externalId,
      '23 hours',
      result.emails[1].externalId,
      '2 days',
      result.emails[2].externalId,
    ]);
    const sends = chain.filter((a) => a.type === 'send-email');
    expect(sends.map((a) => a.data.message.subject_line)).toEqual(series.emails.map((e: any) => e.subject));
    expect(sends.map((a) => a.data.message.name)).toEqual(NAMES.map((n) => n.replace('Cart', 'Cart flow')));
    expect(sends.every((a) => a.data.status === 'draft')).toBe(true);
    // The export's read shows the flow too.
    const read = await s.request('GET', `/v1/export/${exportId}`);
    expect(read.body.data.flow).toEqual(result.flow);
  });

  it('klaviyo: a flow create the platform acted on but answered 5xx is found again by its name, not made twice', async () => {
    const standin = running.get('klaviyo')! as Standin & { flows: any[] };
    const before = standin.flows.length;
    standin.faults.push({ method: 'POST', path: /^\/api\/flows$/, status: 502, afterHandling: true, times: 1 });
    const exportId = await startExport(s, { conversationId: series.conversationId, platform: 'klaviyo', name: 'Flow retry', credentials: standins.find((p) => p.platform === 'klaviyo')!.credentials, flow: { trigger: { type: 'list', id: 'Y6nRLr' } } });
    const result = await settled(s, exportId);
    expect(result.status, JSON.stringify(result)).toBe('completed');
    expect(standin.flows.length).toBe(before + 1);
    expect(result.flow.externalId).toBe(standin.flows.at(-1).id);
  });

  it('refuses `flow` where no flow can be built: a platform whose API makes none, one email of the series', async () => {
    const mailchimp = await s.request('POST', '/v1/export', { body: { conversationId: series.conversationId, platform: 'mailchimp', credentials: standins.find((p) => p.platform === 'mailchimp')!.credentials, flow: { trigger: { type: 'list', id: 'abc' } } } });
    expect(mailchimp.status).toBe(400);
    expect(mailchimp.body.error.details).toEqual([{ path: 'body.flow', message: 'only for klaviyo' }]);
    const one = await s.request('POST', '/v1/export', { body: { conversationId: series.conversationId, platform: 'klaviyo', position: 2, credentials: standins.find((p) => p.platform === 'klaviyo')!.credentials, flow: { trigger: { type: 'list', id: 'abc' } } } });
    expect(one.status).toBe(400);
    expect(one.body.error.details[0].path).toBe('body.flow');
  });

  it('zip: every email as NN-role.html, .tsx and .txt, and manifest.json with the schedule', async () => {
    const exportId = await startExport(s, { conversationId: series.conversationId, platform: 'zip', name: 'Cart' });
    const result = await settled(s, exportId);
    expect(result.status, JSON.stringify(result)).toBe('completed');
    expect(result.fileName).toBe('Cart.zip');
    expect(result.emails.map((e: any) => e.externalId)).toEqual([null, null, null]);
    const zip = await JSZip.loadAsync((await downloadExport(s, exportId)).data);
    const files = Object.keys(zip.files).filter((f) => !f.startsWith('images/') && f !== 'MISSING-IMAGES.txt');
    expect(files.sort()).toEqual(
      ['01-reminder', '02-reassurance', '03-incentive'].flatMap((b) => [`${b}.html`, `${b}.tsx`, `${b}.txt`]).concat('manifest.json').sort(),
    );
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(manifest).toEqual({
      name: 'Cart',
      conversationId: series.conversationId,
      sequence: 'abandoned-cart',
      emails: series.emails.map((e: any, i: number) => {
        const base = ['01-reminder', '02-reassurance', '03-incentive'][i];
        return { position: e.position, role: e.role, sendOffsetDays: e.sendOffsetDays, subject: e.subject, preheader: e.preheader, templateName: NAMES[i], html: `${base}.html`, react: `${base}.tsx`, text: `${base}.txt` };
      }),
    });
    expect(await zip.file('03-incentive.txt')!.async('string')).toContain('BACK10');
    expect(await zip.file('01-reminder.txt')!.async('string')).not.toContain('BACK10');
    expect(await zip.file('02-reassurance.tsx')!.async('string')).toBe(series.emails[1].react);
    expect(await zip.file('01-reminder.html')!.async('string')).toMatch(/^<!DOCTYPE html/);
  });

  it('html holds one email: the first by default, `position` picks another; past the last is a 400', async () => {
    const first = await settled(s, await startExport(s, { conversationId: series.conversationId, platform: 'html' }));
    expect(first.emails).toBeUndefined();
    const firstHtml = (await downloadExport(s, first.exportId)).data.toString();
    expect(firstHtml).toContain('Trail Runner');
    expect(firstHtml).not.toContain('BACK10');
    const third = await settled(s, await startExport(s, { conversationId: series.conversationId, platform: 'html', position: 3 }));
    expect((await downloadExport(s, third.exportId)).data.toString()).toContain('BACK10');

    const past = await s.request('POST', '/v1/export', { body: { conversationId: series.conversationId, platform: 'html', position: 4 } });
    expect(past.status).toBe(400);
    expect(past.body.error.details).toEqual([{ path: 'body.position', message: 'must be between 1 and 3' }]);
  });

  it('refuses a subject override for a whole series (each email has its own), with `position` it is one email’s', async () => {
    const credentials = standins.find((p) => p.platform === 'mailchimp')!.credentials;
    const whole = await s.request('POST', '/v1/export', { body: { conversationId: series.conversationId, platform: 'mailchimp', subject: 'Same for all', credentials } });
    expect(whole.status).toBe(400);
    expect(whole.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: [{ path: 'body.subject', message: 'overrides one email: send position' }] });
    const one = await s.request('POST', '/v1/export', { body: { conversationId: series.conversationId, platform: 'mailchimp', subject: 'Just this one', position: 2, credentials } });
    expect(one.status, one.text).toBe(201);
    const result = await settled(s, one.body.data.exportId);
    expect(result.status).toBe('completed');
    expect(result.emails).toBeUndefined();
    expect(result.name).toBe('Just this one');
  });

  it('the OpenAPI document shows the series fields of exports, previews and validation, from the zod schemas', async () => {
    const res = await s.request('GET', '/v1/openapi.json', { key: null });
    expect(res.status).toBe(200);
    const schemas = res.body.components.schemas;
    expect(Object.keys(schemas.ExportedSeriesEmail.properties).sort()).toEqual(['externalId', 'externalUrl', 'name', 'position', 'role', 'sendOffsetDays', 'subject']);
    expect(schemas.Export.properties.emails.items.$ref).toBe('#/components/schemas/ExportedSeriesEmail');
    expect(schemas.CreateExportRequest.properties.position).toMatchObject({ type: 'integer', minimum: 1, maximum: 7 });
    expect(JSON.stringify(schemas.CreatePreviewRequest.properties.position)).toContain('"all"');
    expect(schemas.PreviewResult.required).toContain('position');
    expect(schemas.ValidateRequest.properties.position).toMatchObject({ type: 'integer' });
    expect(schemas.AllValidationResult.properties.emails.items.$ref).toBe('#/components/schemas/SeriesEmailValidation');
  });

  it('tells webhooks every email of a completed series export', async () => {
    const exportId = await startExport(s, { conversationId: series.conversationId, platform: 'zip', name: 'Hooked' });
    await settled(s, exportId);
    const events = await s.runtime.ctx.store.db.selectFrom('webhook_events').select(['payload']).where('type', '=', 'export.completed').execute();
    const data = events.map((e) => JSON.parse(e.payload).data).find((d) => d.exportId === exportId);
    expect(data.emails.map((e: any) => e.name)).toEqual(NAMES.map((n) => n.replace('Cart', 'Hooked')));
  });
});

/** Every request body, and every string inside JSON bodies, in one text. */
function decode(raws: string[]): string {
  const out = [...raws];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const raw of raws) {
    try {
      walk(JSON.parse(raw));
    } catch {
      for (const [, v] of new URLSearchParams(raw)) out.push(v);
    }
  }
  return out.join('\n');
}
