/**
 * Values a colour property may hold that are no colour — a function the colour parser does not know ("calc(1px)",
 * "translateX(50px)": real pages put them in `background` shorthands) — are "no colour", never a crash: culori's
 * parse throws a TypeError from inside itself on them, and the accessibility and deliverability checks answered 500
 * to a 40-byte email (found on a saved recipe site, test/fixtures/real-pages/ho8-przepisy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseColor } from '../../src/lib/color';
import { startTestServer, type TestServer } from '../helpers/server';

const ODD = ['calc(1px)', 'translateX(50px)', 'var(--brand)', 'attr(data-color)', 'rotate(45deg)'];

describe('odd CSS values where a colour may stand', () => {
  it('are no colour', () => {
    for (const value of ODD) expect(parseColor(value), value).toBeUndefined();
    expect(parseColor(' #0A7D5A ')).toBe('#0a7d5a');
    expect(parseColor('rgb(10 125 90)')).toBe('#0a7d5a');
  });

  describe('through the API', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer('sqlite');
    });
    afterAll(async () => {
      await s?.close();
    });

    it.each(['accessibility', 'deliverability', 'all'])('%s answers with a result, not a 500', async (check) => {
      const html = `<style>p.lead { background: translateX(50px) }</style><p class="lead" style="color: calc(1px)">Our spring menu starts on Monday.</p><p style="background-color: rotate(45deg); color: #777777">Small print in grey.</p>`;
      const res = await s.request('POST', `/v1/emails/validate/${check}`, { body: { html, subject: 'Spring menu', options: { checkExternal: false } } });
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      expect(res.body.data.check).toBe(check);
    });
  });
});
