import { describe, expect, it } from 'vitest';
import { checkAccessibility } from '../../src/validate/accessibility';
import { AccessibilityResult } from '../../src/validate/schema';
import { fixture, positionOf } from './helpers/fixtures';

describe('accessibility', () => {
  const html = fixture('broken/accessibility.html');

  it('finds each problem where it is', async () => {
    const r = await checkAccessibility({ html });
    AccessibilityResult.parse(r);
    const at = (code: string, needle: string) => {
      const pos = positionOf(html, needle);
      const issue = r.issues.find((i) => i.code === code && i.line === pos.line && i.column === pos.column);
      expect(issue, `${code} at ${pos.line}:${pos.column}: ${r.issues.map((i) => `${i.code}@${i.line}:${i.column}`).join(' ')}`).toBeDefined();
      return issue!;
    };
    expect(at('A11Y_LANG_MISSING', '<html>')).toMatchObject({ severity: 'error', line: 2, column: 1 });
    expect(at('A11Y_LAYOUT_TABLE_ROLE', '<table width="600">').severity).toBe('warning');
    expect(at('A11Y_HEADING_ORDER', '<h3>').message).toMatch(/h1 to h3/);
    const grey = at('A11Y_CONTRAST', '<p style="color: #bbbbbb;">');
    expect(grey.message).toMatch(/#bbbbbb on #ffffff: contrast 1\.92:1, WCAG AA needs 4\.5:1/);
    expect(at('A11Y_FONT_SIZE_SMALL', '<p style="font-size: 10px;">').message).toMatch(/10px/);
    expect(at('A11Y_IMG_ALT_MISSING', '<img src="https://cdn.brandmail-fixtures.com/hero.png"').severity).toBe('error');
    at('A11Y_IMG_ALT_FILENAME', 'alt="sale.png"');
    at('A11Y_LINK_TEXT_VAGUE', '<a href="https://www.brandmail-fixtures.com/more">');
    at('A11Y_LINK_NO_TEXT', '<a href="https://www.brandmail-fixtures.com/shop">');
    // The yellow table carries bgcolor: white text on #ffd400 fails.
    expect(at('A11Y_CONTRAST', '<td style="color: #ffffff; font-size: 14px;">').message).toMatch(/#ffffff on #ffd400/);
    expect(r.issues.find((i) => i.code === 'A11Y_TITLE_MISSING')?.severity).toBe('info');
    expect(r.passed).toBe(false);
  });

  it('passes a clean email', async () => {
    const r = await checkAccessibility({ html: fixture('clean/welcome.html') });
    expect(r.issues).toEqual([]);
    expect(r).toMatchObject({ passed: true, score: 100 });
  });

  it('asks for dir="rtl" on right-to-left languages', async () => {
    const r = await checkAccessibility({ html: '<html lang="ar"><head><title>x</title></head><body><p>مرحبا</p></body></html>' });
    expect(r.issues.map((i) => i.code)).toContain('A11Y_DIR_MISSING');
    const ok = await checkAccessibility({ html: '<html lang="ar" dir="rtl"><head><title>x</title></head><body><p>مرحبا</p></body></html>' });
    expect(ok.issues.map((i) => i.code)).not.toContain('A11Y_DIR_MISSING');
  });

  it('follows the cascade: <style> classes, inheritance, large bold text', async () => {
    const html = `<html lang="en"><head><title>x</title><style>.muted { color: #555555 } .pale { color: #aaaaaa } td.dark { background-color: #222222; color: #eeeeee } .big { font-size: 24px }</style></head>
<body><table role="presentation"><tr><td class="dark"><p>Light on dark is fine</p><p class="muted">Dark grey on near-black fails</p></td></tr></table>
<p class="pale big">Large pale text needs only 3:1 but gets 2.32:1</p>
<p style="font-size:19px;font-weight:bold;color:#777777">Bold 19px text needs 3:1 and gets 4.48:1</p></body></html>`;
    const r = await checkAccessibility({ html });
    const contrast = r.issues.filter((i) => i.code === 'A11Y_CONTRAST').map((i) => i.message);
    expect(contrast).toHaveLength(2);
    expect(contrast[0]).toMatch(/"Dark grey on near-black fails" is #555555 on #222222/);
    expect(contrast[1]).toMatch(/#aaaaaa on #ffffff.*needs 3:1 for large text/);
  });
});
