import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../../src/validate/links';
import { HostLimiter } from '../../src/validate/links/probe';
import { LinksResult } from '../../src/validate/schema';
import { fixture, positionOf } from './helpers/fixtures';
import { startLinkServer, type LinkServer } from './helpers/link-server';

describe('links', () => {
  let server: LinkServer;
  let html: string;
  let result: LinksResult;
  const allowPrivate = { allowPrivateNetworks: true, maxRetryAfterMs: 2000 };

  beforeAll(async () => {
    server = await startLinkServer(['127.0.0.1', '127.0.0.2']);
    html = fixture('broken/links.html', { __BASE__: server.url('127.0.0.1'), __OTHER__: server.url('127.0.0.2') });
    result = await checkLinks({ html }, {}, allowPrivate);
  });
  afterAll(() => server.close());

  const row = (path: string, host = '127.0.0.1') => result.links.find((l) => l.url === `http://${host}:${server.port}${path}` && l.kind === 'href');
  const issue = (code: string, needle: string, after?: string) => {
    const pos = positionOf(html, needle, after);
    const found = result.issues.find((i) => i.code === code && i.line === pos.line && i.column === pos.column);
    expect(found, `${code} at ${pos.line}:${pos.column}`).toBeDefined();
    return found!;
  };

  it('answers in the contract shape', () => {
    LinksResult.parse(result);
    expect(result.passed).toBe(false);
  });

  it('checks every kind of URL: href, src, srcset, background, VML and CSS url()', () => {
    const kinds = new Set(result.links.map((l) => l.kind));
    for (const k of ['href', 'src', 'srcset', 'background', 'vml', 'css']) expect(kinds, k).toContain(k);
    const vml = result.links.filter((l) => l.kind === 'vml').map((l) => l.url.replace(/^http:\/\/[^/]+/, ''));
    expect(vml.sort()).toEqual(['/img/vml.png', '/vml-target']);
    expect(result.links.find((l) => l.url.endsWith('/img/logo@2x.png'))).toMatchObject({ kind: 'srcset', status: 'ok' });
  });

  it('reports ok, redirected (with each hop) and broken links', () => {
    expect(row('/ok')).toMatchObject({ status: 'ok', httpStatus: 200, occurrences: 4 });
    const moved = row('/moved')!;
    expect(moved).toMatchObject({ status: 'redirected', httpStatus: 200, finalUrl: `${server.url()}/ok` });
    expect(moved.redirects).toEqual([{ url: `${server.url()}/ok`, status: 301 }]);
    expect(issue('LINK_REDIRECTED', `${server.url()}/moved`).suggestion).toMatch(/permanent/);
    expect(row('/missing')).toMatchObject({ status: 'broken', httpStatus: 404 });
    expect(issue('LINK_BROKEN', `${server.url()}/missing`)).toMatchObject({ severity: 'error', line: 9, column: 13 });
    expect(row('/loop')).toMatchObject({ status: 'broken' });
    expect(row('/loop')!.redirects).toHaveLength(10);
    expect(row('/ok', '127.0.0.2')).toMatchObject({ status: 'ok' });
  });

  it('falls back to GET when HEAD is refused, and retries 503 and 429 (honouring Retry-After)', () => {
    expect(row('/no-head')).toMatchObject({ status: 'ok', httpStatus: 200 });
    expect(server.requests).toEqual(expect.arrayContaining(['HEAD /no-head', 'GET /no-head']));
    expect(row('/flaky')).toMatchObject({ status: 'ok', attempts: 2 });
    const limited = row('/limited')!;
    expect(limited).toMatchObject({ status: 'ok', attempts: 2 });
    expect(limited.timeMs).toBeGreaterThanOrEqual(900);
  });

  it('requests each distinct URL once', () => {
    // /ok is linked four times on 127.0.0.1 and once on 127.0.0.2: one request per host, plus
    // one as the hop of /moved's redirect.
    expect(server.requests.filter((r) => r.endsWith(' /ok')).length).toBe(3);
    expect(server.requests.filter((r) => r.endsWith(' /img/bg.png')).length).toBe(1);
  });

  it('validates mailto:, tel:, fragments and scheme-less links without any request', () => {
    expect(issue('LINK_MAILTO_INVALID', 'mailto:help@@')).toMatchObject({ severity: 'error', line: 16, column: 13 });
    expect(result.links.find((l) => l.url.startsWith('mailto:help@brandmail-fixtures.com'))?.status).toBe('ok');
    expect(result.links.find((l) => l.url === 'tel:+1 (415) 555-0100')?.status).toBe('ok');
    issue('LINK_TEL_INVALID', 'tel:call-me-maybe');
    expect(result.links.find((l) => l.url === '#details')?.status).toBe('ok');
    issue('LINK_FRAGMENT_MISSING', '#nowhere');
    issue('LINK_PLACEHOLDER', '#"', '<p><a href=');
    issue('LINK_RELATIVE', '/relative/page');
    issue('LINK_JAVASCRIPT', 'javascript:');
  });

  it('flags shorteners, insecure http, vague text, text naming another domain, a missing unsubscribe link and pixels', () => {
    issue('LINK_SHORTENER', 'https://bit.ly/3xYz');
    issue('LINK_INSECURE', 'http://insecure.brandmail-fixtures.com/');
    expect(issue('LINK_TEXT_VAGUE', `${server.url()}/ok">click here`)).toMatchObject({ severity: 'warning' });
    expect(issue('LINK_TEXT_DOMAIN_MISMATCH', `${server.url()}/ok">www.paypal.com`)).toMatchObject({ severity: 'error' });
    expect(result.issues.find((i) => i.code === 'UNSUBSCRIBE_MISSING')).toMatchObject({ severity: 'error', ...positionOf(html, '<body>') });
    issue('TRACKING_PIXEL', `${server.url()}/pixel.gif`);
  });

  it('refuses private addresses unless the operator allows them', async () => {
    const r = await checkLinks({ html: `<a href="${server.url()}/ok">Home</a> <a href="{{unsubscribe_url}}">Unsubscribe</a>` }, {}, { allowPrivateNetworks: false });
    expect(r.links[0]).toMatchObject({ status: 'blocked' });
    expect(r.issues.map((i) => i.code)).toContain('LINK_BLOCKED');
    expect(r.links[1]).toMatchObject({ status: 'skipped' });
    expect(r.issues.map((i) => i.code)).not.toContain('UNSUBSCRIBE_MISSING');
  });

  it('reports a timeout when a server does not answer', async () => {
    const r = await checkLinks({ html: `<a href="${server.url()}/slow">Slow</a>` }, { linkTimeoutMs: 500 }, allowPrivate);
    expect(r.links[0]).toMatchObject({ status: 'timeout' });
    expect(r.issues.find((i) => i.code === 'LINK_TIMEOUT')).toMatchObject({ severity: 'warning', line: 1, column: 10 });
  });

  it('makes no request with checkExternal: false', async () => {
    const before = server.requests.length;
    const r = await checkLinks({ html }, { checkExternal: false }, allowPrivate);
    expect(server.requests.length).toBe(before);
    expect(r.links.filter((l) => /^http/.test(l.url)).every((l) => l.status === 'skipped')).toBe(true);
    expect(r.issues.map((i) => i.code)).toEqual(expect.arrayContaining(['LINK_MAILTO_INVALID', 'LINK_FRAGMENT_MISSING', 'LINK_SHORTENER', 'UNSUBSCRIBE_MISSING']));
  });

  it('bounds concurrency overall and per host', async () => {
    const slow = await startLinkServer(['127.0.0.1', '127.0.0.2'], { delayMs: 50 });
    try {
      const links = Array.from({ length: 30 }, (_, i) => `<a href="${slow.url(i % 2 ? '127.0.0.1' : '127.0.0.2')}/page/${i}">Page ${i}</a>`).join('\n');
      const r = await checkLinks({ html: links }, {}, { ...allowPrivate, linkConcurrency: 6, linkConcurrencyPerHost: 2 });
      expect(r.links.every((l) => l.status === 'ok')).toBe(true);
      expect(slow.maxInFlight.overall).toBeLessThanOrEqual(4);
      for (const n of slow.maxInFlight.perHost.values()) expect(n).toBeLessThanOrEqual(2);
      expect(slow.maxInFlight.overall).toBeGreaterThan(1);
    } finally {
      await slow.close();
    }
  });

  it('HostLimiter never exceeds its limits', async () => {
    const limiter = new HostLimiter(3, 1);
    let active = 0;
    let peak = 0;
    const perHost = new Map<string, number>();
    const task = (host: string) =>
      limiter.run(host, async () => {
        active++;
        perHost.set(host, (perHost.get(host) ?? 0) + 1);
        peak = Math.max(peak, active);
        expect(perHost.get(host)).toBe(1);
        await new Promise((r) => setTimeout(r, 5));
        perHost.set(host, perHost.get(host)! - 1);
        active--;
      });
    await Promise.all(['a', 'a', 'b', 'b', 'c', 'c', 'd', 'd'].map(task));
    expect(peak).toBe(3);
  });
});

describe('unsubscribe links in every language, with typographic apostrophes', () => {
  it.each([
    ['it', 'Annulla l’iscrizione'],
    ['it', "Annulla l'iscrizione"],
    ['it', 'Cancella l’iscrizione'],
    ['fr', 'Se désabonner'],
    ['de', 'Abmelden'],
    ['es', 'Darse de baja'],
    ['pt', 'Cancelar a inscrição'],
    ['nl', 'Uitschrijven'],
  ])('%s: "%s" is the unsubscribe link', async (_language, text) => {
    const r = await checkLinks({ html: `<p>Hello</p><a href="https://example.com/u/123">${text}</a>` }, { checkExternal: false });
    expect(r.issues.map((i) => i.code)).not.toContain('UNSUBSCRIBE_MISSING');
  });
});
