/**
 * Every connector against its platform's stand-in, through the real server: the template lands
 * with merge tags and the unsubscribe link in the platform's own syntax; a wrong key fails the
 * export with a sentence naming the platform and the status, never the key; and each stand-in
 * refuses what the real API refuses (so the connectors' passing requests mean something).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectors } from '../../src/exports/platforms';
import { startTestServer, type TestServer } from '../helpers/server';
import { fakeConversations, fastRetries, settled, startExport, welcome } from './helpers';
import { standins } from './standins';
import type { Standin } from './standins/server';

const EXPECTED: Record<string, { mergeTag: string; unsubscribe: string }> = {
  mailchimp: { mergeTag: '*|IF:FNAME|**|FNAME|**|ELSE:|*there*|END:IF|*', unsubscribe: '*|UNSUB|*' },
  klaviyo: { mergeTag: "{{ first_name|default:'there' }}", unsubscribe: '{% unsubscribe_url %}' },
  sendgrid: { mergeTag: '{{#if firstName}}{{firstName}}{{else}}there{{/if}}', unsubscribe: '{{{unsubscribe}}}' },
  brevo: { mergeTag: "{{ contact.FIRSTNAME | default : 'there' }}", unsubscribe: '{{ unsubscribe }}' },
  hubspot: { mergeTag: '{{ contact.firstname|default("there") }}', unsubscribe: '{{ unsubscribe_link_all }}' },
  'campaign-monitor': { mergeTag: '[firstname,fallback=there]', unsubscribe: '[unsubscribe]' },
  activecampaign: { mergeTag: '%FIRSTNAME%', unsubscribe: '%UNSUBSCRIBELINK%' },
  mailjet: { mergeTag: '[[data:firstname:"there"]]', unsubscribe: '[[UNSUB_LINK_EN]]' },
  postmark: { mergeTag: '{{#firstName}}{{firstName}}{{/firstName}}{{^firstName}}there{{/firstName}}', unsubscribe: '{{{ pm:unsubscribe }}}' },
  ses: { mergeTag: '{{#if firstName}}{{firstName}}{{else}}there{{/if}}', unsubscribe: '{{amazonSESUnsubscribeUrl}}' },
  customerio: { mergeTag: "{{ customer.first_name | default: 'there' }}", unsubscribe: '{% unsubscribe_url %}' },
  iterable: { mergeTag: '{{defaultIfEmpty firstName "there"}}', unsubscribe: '{{unsubscribeUrl}}' },
  braze: { mergeTag: "{{${first_name} | default: 'there'}}", unsubscribe: '{{${unsubscribe_url}}}' },
  resend: { mergeTag: '{{{FIRST_NAME}}}', unsubscribe: '{{{RESEND_UNSUBSCRIBE_URL}}}' },
};

/** The same credentials with one character of the secret changed (SES: the key id, which is what its stand-in checks). */
function wrong(platform: string, credentials: Record<string, unknown>): { credentials: Record<string, unknown>; secret: string } {
  const field = platform === 'ses' ? 'accessKeyId' : connectors[platform].secretFields[0];
  const value = String(credentials[field]);
  let i = Math.floor(value.length / 2);
  while (!/[A-Za-z0-9]/.test(value[i])) i++;
  const c = value[i];
  const swap = /[0-9]/.test(c) ? String((Number(c) + 1) % 10) : /[a-z]/.test(c) ? (c === 'a' ? 'b' : 'a') : c === 'A' ? 'B' : 'A';
  const changed = value.slice(0, i) + swap + value.slice(i + 1);
  return { credentials: { ...credentials, [field]: changed }, secret: changed };
}

describe('platform connectors against their stand-ins', () => {
  let s: TestServer;
  const running = new Map<string, Standin>();

  beforeAll(async () => {
    s = await startTestServer('sqlite', { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } });
    await fakeConversations(s, { conv_welcome: welcome() });
    fastRetries(s);
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

  it('covers every connector with a stand-in', () => {
    expect(standins.map((p) => p.platform).sort()).toEqual(Object.keys(connectors).sort());
  });

  it.each(standins.map((p) => [p.platform, p] as const))('%s: creates the template with platform merge tags and unsubscribe link', async (platform, p) => {
    const standin = running.get(platform)!;
    const before = standin.requests.length;
    const exportId = await startExport(s, { conversationId: 'conv_welcome', platform, name: `Welcome ${platform}`, credentials: p.credentials });
    const result = await settled(s, exportId);
    expect(result, JSON.stringify(result)).toMatchObject({ status: 'completed', platform });
    expect(result.externalId).toEqual(expect.any(String));
    if (!['activecampaign'].includes(platform)) expect(result.externalUrl ?? '').not.toBe('');

    const sent = standin.requests.slice(before).map((r) => r.raw.toString('utf8')).join('\n');
    const { mergeTag, unsubscribe } = EXPECTED[platform];
    const content = platform === 'campaign-monitor' ? (standin as any).templates.at(-1).html : JSON.parse(JSON.stringify(sent));
    const haystack = platform === 'campaign-monitor' ? content : decodeJsonStrings(sent);
    expect(haystack).toContain(mergeTag);
    expect(haystack).toContain(unsubscribe);
    expect(haystack).not.toContain('https://loom-notes.example/unsubscribe');
  });

  it.each(standins.map((p) => [p.platform, p] as const))('%s: a wrong key fails the export with a clear error that never shows the key', async (platform, p) => {
    const { credentials, secret } = wrong(platform, p.credentials);
    const exportId = await startExport(s, { html: '<html><body><p>Hi</p><a href="https://x.example/unsubscribe">Unsubscribe</a></body></html>', subject: 'Hi', platform, credentials });
    const result = await settled(s, exportId);
    expect(result.status).toBe('failed');
    expect(result.errorCode).toBe('EXPORT_FAILED');
    expect(result.error).toContain(connectors[platform].label);
    expect(result.error).toMatch(/\((401|403)\)/);
    expect(result.error).not.toContain(secret);
    expect(JSON.stringify(result)).not.toContain(secret);
  });

  it.each(standins.flatMap((p) => p.probes.map((probe) => [p.platform, probe.what, p, probe] as const)))(
    '%s stand-in refuses %s, as the platform does',
    async (platform, _what, _p, probe) => {
      const standin = running.get(platform)!;
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(probe.headers)) if (v !== undefined) headers[k] = v;
      if (probe.json !== undefined) headers['content-type'] ??= platform === 'klaviyo' ? 'application/vnd.api+json' : 'application/json';
      const res = await fetch(standin.url + probe.path, { method: probe.method, headers, body: probe.json !== undefined ? JSON.stringify(probe.json) : probe.body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    },
  );
});

/** Request bodies hold the HTML as JSON strings; decode every string so tags compare literally. */
function decodeJsonStrings(raw: string): string {
  const out: string[] = [raw];
  for (const chunk of raw.split('\n')) {
    try {
      const walk = (v: unknown) => {
        if (typeof v === 'string') out.push(v);
        else if (v && typeof v === 'object') Object.values(v).forEach(walk);
      };
      walk(JSON.parse(chunk));
    } catch {
      /* multipart or empty */
    }
  }
  return out.join('\n');
}
