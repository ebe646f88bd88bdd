/**
 * HTML nested 20,000 levels deep (div, table>tr>td, font, unclosed tags) and a 2 MB real-looking
 * email, sent through the real server on both backends to every endpoint that takes HTML: the six
 * validations, render (an html block), the three file exports and previews. Each gets an answer
 * (a result, or a clear 4xx in the envelope), never a 500; exports and previews finish, or fail
 * with a reason, never "internal error". Brand extraction of such a page is checked directly.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractSite } from '../../src/brand/extract';
import { describeBody } from '../../src/exports/http';
import { MAX_HTML_DEPTH } from '../../src/lib/html-depth';
import { loadEmail, textOf, type El } from '../../src/validate/document';
import { computedStyles } from '../../src/validate/style';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { chromiumOrFail } from '../preview/helpers';
import { until } from '../webhooks/receiver';

const DEPTH = 20_000;
/** Each level says which it is, so a result can show the deepest text was read. */
const nest = (open: string, close = '') => `<!doctype html><html><head><title>Deep</title></head><body>${open.repeat(DEPTH)}Deepest words here ${close.repeat(DEPTH)}</body></html>`;
const SHAPES: Record<string, string> = {
  div: nest('<div>', '</div>'),
  'table>tr>td': nest('<table><tr><td>', '</td></tr></table>'),
  font: nest('<font face="Arial" size="2">'),
  unclosed: nest('<div><span><b>'),
};

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/emails/real-world', name), 'utf8');
/** A real newsletter's body repeated to just under 2 MB (the validation limit), images on a closed local port. */
function twoMegabyteEmail(): string {
  const template = fixture('retail-promo.html').replaceAll('https://img.northpeak.com', 'http://127.0.0.1:9');
  const bodyAt = template.indexOf('>', template.indexOf('<body')) + 1;
  const bodyEnd = template.lastIndexOf('</body>');
  const inner = template.slice(bodyAt, bodyEnd);
  const copies = Math.floor((1.9 * 1024 * 1024 - template.length) / Buffer.byteLength(inner));
  return template.slice(0, bodyAt) + inner.repeat(copies + 1) + template.slice(bodyEnd);
}
const BIG = twoMegabyteEmail();

const CHECKS = ['compatibility', 'links', 'spelling', 'deliverability', 'accessibility', 'all'];
const UNLIMITED = { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } };

type Answer = { status: number; body: any; text: string };

/** A result, or a client error in the contract's envelope: never a 5xx. */
function expectAnswer(res: Answer, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body?.error, what).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
  } else {
    expect(res.body?.data, what).toBeDefined();
  }
}

/** The welcome document's theme around html blocks (each takes at most 50,000 characters). */
function documentWith(blocks: string[]) {
  const welcome = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/documents/welcome.json'), 'utf8'));
  return { subject: 'Deeply nested', theme: welcome.theme, blocks: blocks.map((html) => ({ type: 'html', html })) };
}

/** The deepest each shape gets in one html block (50,000 characters). */
const renderShapes: Record<string, string> = {
  div: '<div>'.repeat(9_990) + 'Deepest words here',
  'table>tr>td': '<table><tr><td>'.repeat(3_300) + 'Deepest words here',
  span: '<span>'.repeat(8_300) + 'Deepest words here',
  unclosed: '<div><span><b>'.repeat(3_500) + 'Deepest words here',
};

/**
 * Validation and render store nothing, so the backend cannot change their answer: they run once,
 * on the embedded one. Exports and previews are jobs with stored results and run on both.
 */
describe('deeply nested and 2 MB HTML through validation and render', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite', UNLIMITED);
  });
  afterAll(async () => {
    await s?.close();
  });

  const validate = (check: string, html: string) => s.request('POST', `/v1/emails/validate/${check}`, { body: { html, subject: 'Deep', options: { checkExternal: false } } });

  // /all runs every check on the document, so each shape goes through each check's code once.
  it.each(Object.keys(SHAPES))('validates %s nested 20,000 levels with every check (/all)', async (shape) => {
    const res = await validate('all', SHAPES[shape]);
    expectAnswer(res, `all of ${shape}`);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.body.data.check).toBe('all');
  }, 120_000);

  // /all of the divs is above and /spelling below: the same requests twice would prove nothing more.
  it('answers each of the other validation endpoints for 20,000 nested divs', async () => {
    for (const check of CHECKS.filter((c) => c !== 'all' && c !== 'spelling')) {
      const res = await validate(check, SHAPES.div);
      expectAnswer(res, `${check} of div`);
      if (res.status === 200) expect(res.body.data.check).toBe(check);
    }
  }, 120_000);

  it('reads the text at the bottom of 20,000 nested divs (spelling sees the deepest word)', async () => {
    const res = await validate('spelling', nest('<div>', '</div>').replace('Deepest words here', 'Deepest wrods here'));
    expectAnswer(res, 'spelling of div');
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.body.data.check).toBe('spelling');
    expect(JSON.stringify(res.body.data.issues)).toMatch(/wrods/);
  }, 120_000);

  it.each(Object.keys(renderShapes))('renders an html block of %s nested as deep as 50,000 characters go', async (shape) => {
    const res = await s.request('POST', '/v1/emails/render', { body: { document: documentWith([renderShapes[shape]]) } });
    expectAnswer(res, `render of ${shape}`);
    expect(res.status).toBe(200);
    expect(res.body.data.text).toContain('Deepest words here');
  }, 120_000);

  it('renders rich text quoted 4,980 levels deep (marked recurses per level) as typed', async () => {
    const document = { ...documentWith(['<p>x</p>']), blocks: [{ type: 'text', content: `${'>'.repeat(4_980)} Deepest words` }] };
    const res = await s.request('POST', '/v1/emails/render', { body: { document } });
    expectAnswer(res, 'render of deep quotes');
    expect(res.status).toBe(200);
    expect(res.body.data.text).toContain('Deepest words');
  }, 120_000);

  it('gets an answer from each validation endpoint for a 2 MB real-looking email', async () => {
    expect(Buffer.byteLength(BIG)).toBeGreaterThan(1.8 * 1024 * 1024);
    for (const check of ['all', 'compatibility']) expectAnswer(await validate(check, BIG), `${check} of 2 MB`);
  }, 300_000);

  it('renders a 2 MB real-looking email as 60 html blocks of its markup', async () => {
    const body = BIG.slice(BIG.indexOf('<body'), BIG.lastIndexOf('</body>'));
    const blocks = Array.from({ length: 60 }, (_, i) => body.slice(i * 30_000, (i + 1) * 30_000));
    const res = await s.request('POST', '/v1/emails/render', { body: { document: documentWith(blocks) } });
    expectAnswer(res, 'render of 2 MB');
  }, 300_000);
});

describe.each(backends)('deeply nested and 2 MB HTML through exports and previews (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { ...UNLIMITED, chromiumPath: chromiumOrFail(), previewConcurrency: 1 });
  });
  afterAll(async () => {
    await s?.close();
  });

  async function exportSettled(html: string, platform: string) {
    const res = await s.request('POST', '/v1/export', { body: { html, platform, name: `deep ${platform}` } });
    expectAnswer(res, `export ${platform}`);
    expect(res.status, res.text.slice(0, 300)).toBe(201);
    return until(async () => {
      const got = await s.request('GET', `/v1/export/${res.body.data.exportId}`);
      return got.body?.data?.status !== 'pending' ? got.body.data : undefined;
    }, `export ${res.body.data.exportId}`, 120_000);
  }

  // The shape matters to the exporter and the renderer, not to the store: every shape on the
  // embedded store; the store's side (a large result stored and served) is the 2 MB email's, on both.
  const shapesHere = backend === 'sqlite' ? Object.keys(SHAPES) : [];
  it.each(shapesHere)('exports %s nested 20,000 levels as html, zip and eml', async (shape) => {
    for (const platform of ['html', 'zip', 'eml']) {
      const done = await exportSettled(SHAPES[shape], platform);
      expect(done, `${platform} export of ${shape}`).toMatchObject({ status: 'completed', downloadUrl: expect.any(String) });
      const file = await fetch(`${s.url}${done.downloadUrl}`, { headers: { authorization: `Bearer ${s.key}` } });
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  }, 240_000);

  async function previewSettled(html: string) {
    const res = await s.request('POST', '/v1/emails/previews', { body: { html, devices: ['iphone-se-apple-mail'] } });
    expectAnswer(res, 'preview');
    expect(res.status, res.text.slice(0, 300)).toBe(201);
    return until(async () => {
      const got = await s.request('GET', `/v1/emails/previews/${res.body.data.previewId}`);
      return got.body?.data?.status !== 'pending' ? got.body.data : undefined;
    }, `preview ${res.body.data.previewId}`, 150_000);
  }

  /** A preview finishes, or fails saying why: never with the catch-all internal error or a stack overflow. */
  function expectPreviewOutcome(preview: any, what: string) {
    if (preview.status === 'completed') {
      expect(preview.results.every((r: { status: string }) => r.status === 'completed'), what).toBe(true);
      return;
    }
    expect(preview.status, what).toBe('failed');
    expect(JSON.stringify(preview), what).not.toMatch(/internal error|RangeError|call stack/i);
  }

  it.each(shapesHere.filter((shape) => shape === 'div' || shape === 'table>tr>td'))('previews %s nested 20,000 levels', async (shape) => {
    expectPreviewOutcome(await previewSettled(SHAPES[shape]), `preview of ${shape}`);
  }, 300_000);

  describe('a 2 MB real-looking email', () => {
    it('exports as html, zip and eml', async () => {
      for (const platform of ['html', 'zip', 'eml']) expect(await exportSettled(BIG, platform), platform).toMatchObject({ status: 'completed' });
    }, 600_000);

    it('previews', async () => {
      expectPreviewOutcome(await previewSettled(BIG), 'preview of 2 MB');
    }, 300_000);
  });
});

describe('brand extraction of a hostile page nested 20,000 levels deep', () => {
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Acme Outdoor | Home</title><meta name="description" content="Gear for the hills">
    <script type="application/ld+json">{"@type":"Organization","name":"Acme Outdoor","logo":${'['.repeat(DEPTH)}"https://acme.example/logo.png"${']'.repeat(DEPTH)},"address":${'['.repeat(DEPTH)}"1 Hill Road, Leeds"${']'.repeat(DEPTH)}}</script>
    <style>${'@media screen{'.repeat(2_000)}.btn{background:#0a7d5a}${'}'.repeat(2_000)}</style></head>
    <body><header><a href="/"><img src="/logo.png" alt="Acme Outdoor logo"></a></header>${body}</body></html>`;

  it.each(Object.keys(SHAPES))('extracts a kit from a page of %s nested 20,000 levels', (shape) => {
    const deep = SHAPES[shape].slice(SHAPES[shape].indexOf('<body>') + 6, SHAPES[shape].lastIndexOf('</body>'));
    const html = page(`${deep}<footer><p>Questions? <a href="mailto:hello@acme.example">hello@acme.example</a></p></footer>`);
    const result = extractSite({ entryUrl: 'https://acme.example/', pages: [{ url: 'https://acme.example/', html, rendered: false }], stylesheets: [] });
    expect(result.fields.name).toBe('Acme Outdoor');
    expect(result.fields.contact.email).toBe('hello@acme.example');
    expect(result.logoCandidates.map((c) => c.url)).toContain('https://acme.example/logo.png');
  }, 120_000);
});

describe("validation's parsed email of HTML nested 20,000 levels deep", () => {
  const numbered = (open: string) => Array.from({ length: DEPTH }, (_, i) => `${open}${i} `).join('');
  const depthOf = (root: El) => {
    let max = 0;
    const stack: Array<[El, number]> = [[root, 0]];
    while (stack.length) {
      const [el, d] = stack.pop()!;
      max = Math.max(max, d);
      for (const c of el.children) if (c.kind === 'el') stack.push([c, d + 1]);
    }
    return max;
  };

  it.each(['<div>', '<table><tr><td>', '<font size="2">', '<div><span><b>'])('keeps every element and word of %s…, in order, laid flat past 512 levels', (open) => {
    const email = loadEmail({ html: numbered(open) });
    expect(email.elements.length).toBeGreaterThanOrEqual(DEPTH);
    expect(depthOf(email.root)).toBeLessThanOrEqual(MAX_HTML_DEPTH + 1);
    expect(textOf(email.root).match(/\d+/g)!.map(Number)).toEqual(Array.from({ length: DEPTH }, (_, i) => i));
    // Source positions survive the flattening: the last word is still found where it was written.
    const last = email.elements[email.elements.length - 1];
    expect(email.html.slice(last.start, last.start + last.tag.length + 1)).toBe(`<${last.tag}`);
  });

  it('matches descendant selectors against deep nesting in time linear in the elements', () => {
    const html = `<style>div div div div div { color: #ff0000 }</style>${'<div>'.repeat(3_000)}deep`;
    const email = loadEmail({ html });
    const started = performance.now();
    const styles = computedStyles(email);
    const deepest = email.elements[email.elements.length - 1];
    expect(styles.get(deepest)?.color).toBe('#ff0000');
    // Unremembered, this selector tries every 4-ancestor chain: C(512, 4) ≈ 2.8 billion.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe('an export platform error body nested 20,000 levels deep', () => {
  it('is described without exhausting the stack, and ordinary bodies as before', () => {
    expect(describeBody(JSON.stringify({ errors: [{ detail: 'Template name taken', source: { pointer: '/data/name' } }] }))).toBe('Template name taken (/data/name)');
    const deep = `${'{"errors":['.repeat(DEPTH)}{"message":"lost"}${']}'.repeat(DEPTH)}`;
    expect(describeBody(deep)).toBe('');
  });
});
