import { describe, expect, it } from 'vitest';
import { decodeCss, decodeHtml } from '../../../src/brand/fetch/charset';

const cp1252 = (s: string) => {
  // “œ” and “—” exist in windows-1252 (0x9C, 0x97) but not in ISO-8859-1.
  const map: Record<string, number> = { 'œ': 0x9c, '—': 0x97, '€': 0x80, '’': 0x92 };
  return Buffer.from([...s].map((c) => map[c] ?? c.charCodeAt(0)));
};

describe('decoding pages', () => {
  it('uses the Content-Type charset', () => {
    const sjis = Buffer.from([0x93, 0xfa, 0x96, 0x7b]); // 日本 in Shift_JIS
    expect(decodeHtml(sjis, 'text/html; charset=Shift_JIS').text).toBe('日本');
  });

  it('falls back to <meta charset> and <meta http-equiv>, decoding windows-1252 fully', () => {
    const html = cp1252('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>cœur — 5€ l’unité</p>');
    expect(decodeHtml(html, 'text/html').text).toContain('cœur — 5€ l’unité');
    const latin1Label = cp1252('<meta charset="iso-8859-1"><p>œ</p>');
    expect(decodeHtml(latin1Label).text).toContain('<p>œ</p>'); // WHATWG: iso-8859-1 means windows-1252
  });

  it('honours a byte-order mark, and guesses windows-1252 for undeclared non-UTF-8 bytes', () => {
    expect(decodeHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>é</p>')]), 'text/html; charset=iso-8859-1').text).toBe('<p>é</p>');
    expect(decodeHtml(cp1252('<p>Café — ok</p>')).text).toBe('<p>Café — ok</p>');
    expect(decodeHtml(Buffer.from('<p>Café</p>')).text).toBe('<p>Café</p>');
  });

  it('reads valid UTF-8 under a stale legacy <meta charset> as UTF-8, but trusts the HTTP header', () => {
    const converted = Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>百度一下，你就知道</title>');
    expect(decodeHtml(converted).text).toContain('<title>百度一下，你就知道</title>');
    const gbk = Buffer.concat([Buffer.from('<meta charset="gbk"><title>'), Buffer.from([0xb0, 0xd9, 0xb6, 0xc8]), Buffer.from('</title>')]);
    expect(decodeHtml(gbk).text).toContain('<title>百度</title>');
    expect(decodeHtml(converted, 'text/html; charset=gb2312').text).not.toContain('百度');
  });

  it('reads @charset in stylesheets', () => {
    expect(decodeCss(cp1252('@charset "windows-1252"; .a:after{content:"—"}'))).toContain('"—"');
  });
});
