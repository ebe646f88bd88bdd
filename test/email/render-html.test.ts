import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { renderEmail, renderHtml } from '../../src/email';
import { $html, fixtureNames, loadFixture, styleOf } from './helpers';

const GMAIL_CLIP_BYTES = 102 * 1024;

describe.each(fixtureNames())('renderHtml(%s)', (name) => {
  it('stays under the size at which Gmail clips a message', async () => {
    const { sizeBytes, html } = await renderEmail(loadFixture(name));
    expect(sizeBytes).toBe(Buffer.byteLength(html));
    expect(sizeBytes).toBeLessThan(GMAIL_CLIP_BYTES);
  });

  it('gives every image an alt attribute and never uses SVG', async () => {
    const $ = $html(await renderHtml(loadFixture(name)));
    $('img').each((_, img) => {
      expect(img.attribs).toHaveProperty('alt');
      expect(img.attribs.src).not.toMatch(/\.svg|data:/i);
    });
    expect($('svg').length).toBe(0);
  });

  it('contains no script, form, iframe or event handler', async () => {
    const html = await renderHtml(loadFixture(name));
    const $ = $html(html);
    expect($('script, form, input, button, iframe, object, embed').length).toBe(0);
    $('*').each((_, el) =>
      expect(Object.keys((el as Element).attribs).filter((attr) => /^on/i.test(attr))).toEqual([]),
    );
    expect(html).not.toMatch(/javascript:/i);
  });

  it('lays out with presentation tables', async () => {
    const $ = $html(await renderHtml(loadFixture(name)));
    $('table').each((_, table) => expect(table.attribs.role).toBe('presentation'));
  });
});

describe('renderHtml email-client safety', () => {
  const doc = loadFixture('all-blocks');

  it('declares language and direction on <html> and on the content wrapper Gmail keeps', async () => {
    const $ = $html(await renderHtml(loadFixture('rtl-arabic-ramadan')));
    expect($('html').attr('lang')).toBe('ar');
    expect($('html').attr('dir')).toBe('rtl');
    const article = $('[role="article"]');
    expect(article.attr('dir')).toBe('rtl');
    expect(article.attr('lang')).toBe('ar');
    expect(article.attr('aria-label')).toBe('رمضان كريم يا صديقنا');
  });

  it('aligns RTL text to the right and puts the quote rule on the right', async () => {
    const $ = $html(await renderHtml(loadFixture('rtl-arabic-ramadan')));
    const paragraph = $('p')
      .filter((_, p) => $(p).text().includes('توصيل') || $(p).text().includes('أهلاً'))
      .first();
    expect(styleOf(paragraph.get(0)!)['text-align']).toBe('right');
    expect($.html()).toMatch(/border-right:4px solid/);
  });

  it('hides the preheader text in the body', async () => {
    const $ = $html(await renderHtml(doc));
    const preview = $('[data-skip-in-text="true"]').first();
    expect(preview.text()).toContain('New trail gear, a members-only code');
    expect(styleOf(preview.get(0)!).display).toBe('none');
  });

  it('holds the width in Outlook with a ghost table and pads buttons with MSO spacers', async () => {
    const html = await renderHtml(doc);
    expect(html).toContain('<!--[if mso]><table role="presentation" align="center" width="600"');
    expect(html).toContain('<!--[if mso]></td></tr></table><![endif]-->');
    expect(html).toMatch(/<!--\[if mso\]><i style="mso-font-width:\d+(\.\d+)?%;mso-text-raise:\d+" hidden>/);
  });

  it('stacks columns under the content width and declares dark-mode support', async () => {
    const $ = $html(await renderHtml(doc));
    const css = $('style').first().text();
    expect(css).toMatch(
      /@media only screen and \(max-width: 599px\)[\s\S]*\.bm-stack \{[\s\S]*display: block !important/,
    );
    expect($('.bm-stack').length).toBeGreaterThanOrEqual(5);
    expect($('meta[name="color-scheme"]').attr('content')).toBe('light dark');
    expect($('meta[name="supported-color-schemes"]').attr('content')).toBe('light dark');
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)/);
  });

  it('loads web fonts in their own style block with an Outlook fallback, and keeps the fallback stack inline', async () => {
    const $ = $html(await renderHtml(doc));
    const fonts = $('style').eq(1).text();
    expect(fonts).toContain("font-family: 'Fraunces'");
    expect(fonts).toContain("mso-font-alt: 'Georgia'");
    expect(fonts).toContain("format('woff2')");
    expect(styleOf($('h1').get(0)!)['font-family']).toBe("'Fraunces', Georgia, 'Times New Roman', serif");
  });

  it('sizes images for Outlook with width attributes and lets them shrink on phones', async () => {
    const $ = $html(await renderHtml(doc));
    const hero = $('img[alt="Two hikers on a ridge at sunrise"]');
    expect(hero.attr('width')).toBe('600');
    expect(hero.attr('height')).toBe('320');
    // Fluid: its own width where there is room, the column's on a phone.
    expect(styleOf(hero.get(0)!)).toMatchObject({ width: '100%', 'max-width': '600px' });
    const inColumn = $('img[alt="Trail boots"]');
    expect(Number(inColumn.attr('width'))).toBeLessThan(268);
  });

  it('marks decorative images with an empty alt', async () => {
    const $ = $html(await renderHtml(loadFixture('event-invitation-dark-hero')));
    expect($('img[src="https://buildweek.example/people/priya.jpg"]').attr('alt')).toBe('');
  });

  it('formats prices and dates in the document language', async () => {
    const html = await renderHtml(loadFixture('twelve-block-promo'));
    expect(html).toContain('$899.00'.replace('$', '€'));
    const ar = await renderHtml(loadFixture('rtl-arabic-ramadan'));
    expect(ar).toMatch(/ر\.س\.‏|SAR|ر.س/);
  });
});
