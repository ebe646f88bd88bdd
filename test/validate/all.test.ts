import { describe, expect, it, vi } from 'vitest';
import { allFixtures, fixture } from './helpers/fixtures';

// Count full-document parses: /all must parse the HTML once for every check.
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('parse5', async (importOriginal) => {
  const real = await importOriginal<typeof import('parse5')>();
  return { ...real, parse: (...args: Parameters<typeof real.parse>) => (parses.count++, real.parse(...args)) };
});

const { validateAll, WEIGHTS } = await import('../../src/validate/all');
const { AllResult } = await import('../../src/validate/schema');

describe('validate all', () => {
  it('runs the five checks on one parse and merges their issues', async () => {
    parses.count = 0;
    const html = fixture('real-world/retail-promo.html');
    const r = await validateAll({ html, subject: 'The Spring Sale starts now' }, { checkExternal: false });
    expect(parses.count).toBe(1);
    AllResult.parse(r);
    expect(Object.keys(r.checks).sort()).toEqual(['accessibility', 'compatibility', 'deliverability', 'links', 'spelling']);
    const total = Object.values(r.checks).reduce((n, c) => n + c.issues.length, 0);
    expect(r.issues).toHaveLength(total);
    for (const i of r.issues) expect(Object.keys(r.checks)).toContain(i.check);
    const weighted = (Object.keys(WEIGHTS) as Array<keyof typeof WEIGHTS>).reduce((s, k) => s + WEIGHTS[k] * r.checks[k].score, 0);
    expect(r.score).toBe(Math.round(weighted));
    expect(r.passed).toBe(Object.values(r.checks).every((c) => c.passed));
    const severities = r.issues.map((i) => ['error', 'warning', 'info'].indexOf(i.severity));
    expect(severities).toEqual([...severities].sort((a, b) => a - b));
  });

  it('passes the clean email on every check', async () => {
    const r = await validateAll(
      { html: fixture('clean/welcome.html'), subject: 'Welcome to Acme Outdoor', text: 'Welcome to Acme Outdoor. Thank you for joining us. We make light, durable gear for hiking and camping. Browse the new tents.' },
      { checkExternal: false },
    );
    expect(Object.fromEntries(Object.entries(r.checks).map(([k, c]) => [k, c.passed]))).toEqual({ compatibility: true, links: true, spelling: true, deliverability: true, accessibility: true });
    expect(r.passed).toBe(true);
    expect(r.score).toBeGreaterThanOrEqual(90);
  });

  for (const name of allFixtures()) {
    it(`${name}: every issue points inside the HTML`, async () => {
      const html = fixture(name, { __BASE__: 'https://a.brandmail-fixtures.com', __OTHER__: 'https://b.brandmail-fixtures.com' });
      const lines = html.split('\n');
      const r = await validateAll({ html, subject: 'Subject' }, { checkExternal: false });
      AllResult.parse(r);
      for (const i of r.issues) {
        if (i.line === null) continue;
        expect(i.line, i.code).toBeGreaterThanOrEqual(1);
        expect(i.line, i.code).toBeLessThanOrEqual(lines.length);
        expect(i.column, i.code).toBeGreaterThanOrEqual(1);
        expect(i.column!, i.code).toBeLessThanOrEqual(lines[i.line - 1].length + 1);
        // The snippet shows the source around the position: never missing, never blank.
        expect(i.snippet, i.code).toMatch(/\S/);
      }
    });
  }

  it('real-world templates: Outlook VML and conditional links are checked, the hacks of the trade are not faults', async () => {
    const html = fixture('real-world/retail-promo.html');
    const r = await validateAll({ html, subject: 'The Spring Sale starts now', text: 'Spring sale' }, { checkExternal: false });
    const vml = r.checks.links.links.filter((l) => l.kind === 'vml').map((l) => l.url);
    expect(vml).toEqual(expect.arrayContaining(['https://img.northpeak.com/email/spring-hero.jpg', 'https://www.northpeak.com/sale?utm_source=email&utm_campaign=spring-sale']));
    const rules = r.checks.deliverability.rules.map((x) => x.rule);
    for (const rule of ['HIDDEN_TEXT', 'HTML_MALFORMED', 'NO_PREHEADER', 'NO_UNSUBSCRIBE', 'NO_POSTAL_ADDRESS', 'TRACKING_PIXELS']) expect(rules).not.toContain(rule);
    expect(r.checks.links.issues.filter((i) => i.code === 'TRACKING_PIXEL')).toHaveLength(1);
    expect(r.checks.accessibility.passed).toBe(true);
    // Brand names in the email's own domains are not spelling mistakes.
    expect(r.checks.spelling.misspellings.map((m) => m.word)).not.toContain('Northpeak');
    expect(r.checks.compatibility.issues.filter((i) => i.severity === 'error').map((i) => i.code)).toEqual([]);
  });

  it('survives malformed and odd input', async () => {
    for (const html of ['x', '<', '<<<>>>&&&;;', '<table><tr><td><table>'.repeat(200), `<p style="${'color:red;'.repeat(2000)}">x</p>`, '<style>@media {{{{ </style><p style="display:">x</p>', '\u0000\ufffd<svg><image href="x.svg"/></svg>']) {
      const r = await validateAll({ html }, { checkExternal: false });
      AllResult.parse(r);
    }
  });
});
