import { describe, expect, it } from 'vitest';
import { detectLanguage, normalizeTag } from '../../../src/brand/extract/language';
import { siteOf } from '../helpers/site';

const german = 'Unsere Familienbäckerei backt jeden Morgen frisches Brot, Brötchen und Kuchen aus regionalem Getreide. Besuchen Sie uns in der Altstadt, wir freuen uns auf Ihren Besuch und beraten Sie gerne bei der Auswahl.';

describe('detectLanguage', () => {
  it('keeps the declared language when the text agrees', () => {
    expect(detectLanguage(siteOf(`<html lang="de-de"><body><p>${german}</p></body></html>`).entry)).toEqual({
      language: 'de-DE',
      rule: 'declared lang="de-de", confirmed by the page text',
      confidence: 'high',
    });
  });

  it('trusts the text over a stale lang attribute, with a warning', () => {
    const result = detectLanguage(siteOf(`<html lang="en"><body><p>${german}</p></body></html>`).entry);
    expect(result.language).toBe('de');
    expect(result.warning).toMatch(/declares lang="en" but its text reads as "de"/);
  });

  it('detects the language when none is declared, and gives up on too little text', () => {
    expect(detectLanguage(siteOf(`<p>${german}</p>`).entry).language).toBe('de');
    expect(detectLanguage(siteOf('<p>Hello</p>').entry).language).toBeNull();
  });

  it('normalises tags', () => {
    expect(normalizeTag('en_us')).toBe('en-US');
    expect(normalizeTag('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(normalizeTag('??')).toBeUndefined();
  });
});
