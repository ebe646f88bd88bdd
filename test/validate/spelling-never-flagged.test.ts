/**
 * What the spelling check must never flag, in every shipped language (#18): the merge tags the
 * export connectors themselves write (src/exports/platforms: each platform's own dialect),
 * domains written in the text, whatever their public suffix, and the brand's words in their
 * plural or genitive, or joined by a hyphen to a word of the language or of English (a product
 * name: "Zorblaxo-App").
 */
import { describe, expect, it } from 'vitest';
import { connectors } from '../../src/exports/platforms';
import { checkSpelling } from '../../src/validate/spelling';

/** A word of each language for a merge tag's fallback, which the reader sees and the check reads. */
const FALLBACK: Record<string, string> = { en: 'there', 'en-GB': 'there', de: 'Kunde', es: 'cliente', fr: 'client', it: 'cliente', pt: 'cliente', nl: 'klant' };
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('never flagged', { timeout: 120_000 }, () => {
  it('a merge tag any export connector writes, in every shipped language', async () => {
    for (const [language, fallback] of Object.entries(FALLBACK)) {
      const tags = Object.values(connectors).flatMap((c) => [
        ...['firstName', 'lastName', 'email', 'company'].map((field) => c.mergeTag({ field, fallback })),
        c.unsubscribeTag,
        c.preferencesTag,
      ]);
      const html = [...new Set(tags.filter(Boolean))].map((tag) => `<p>${escape(tag!)}</p>`).join('\n');
      const r = await checkSpelling({ html, language }, { grammar: false });
      expect(r.misspellings.map((m) => m.word), language).toEqual([]);
    }
  });

  it('a domain written in the text, whatever its public suffix', async () => {
    const domains = 'partnerfirma.ch, beispielhaus.com.mx, tiendaejemplo.com.ar, reisewelt.co.za, nordlicht-shop.travel, bergwerk.at';
    for (const language of Object.keys(FALLBACK)) {
      const r = await checkSpelling({ html: `<p>${domains}</p>`, language }, { grammar: false });
      expect(r.misspellings.map((m) => m.word), language).toEqual([]);
    }
  });

  it('a brand word with the -s of a plural or a genitive', async () => {
    const html = '<p>Zorblaxos sind da. Two Zorblaxos, the Zorblaxo’s strap, des Zorblaxos Riemen.</p>';
    for (const language of Object.keys(FALLBACK)) {
      const r = await checkSpelling({ html, language }, { grammar: false }, { brandWords: ['Zorblaxo Pro'] });
      expect(r.misspellings.map((m) => m.word).filter((w) => /zorblax/i.test(w)), language).toEqual([]);
    }
  });

  it('a brand word joined by a hyphen to a word: of the language, a compound of it, or English', async () => {
    const names: Record<string, string> = {
      en: 'Zorblaxo-App, Zorblaxo-Store',
      de: 'Zorblaxo-App, Zorblaxo-Kundenservice, Zorblaxo-Onlineshop, Zorblaxo-Team',
      nl: 'Zorblaxo-App, Zorblaxo-klantenservice',
      es: 'Zorblaxo-App, Zorblaxo-Store, Zorblaxo-Tienda',
      fr: 'Zorblaxo-App, Zorblaxo-Boutique',
      it: 'Zorblaxo-App, Zorblaxo-Negozio',
      pt: 'Zorblaxo-App, Zorblaxo-Loja',
    };
    for (const [language, words] of Object.entries(names)) {
      const r = await checkSpelling({ html: `<p>${words}</p>`, language }, { grammar: false }, { brandWords: ['Zorblaxo'] });
      expect(r.misspellings.map((m) => m.word), language).toEqual([]);
    }
  });

  it('but a misspelt word beside the brand word is still flagged', async () => {
    const r = await checkSpelling({ html: '<p>Zorblaxo-Kuden, Zorblaxo-Stroe</p>', language: 'de' }, { grammar: false }, { brandWords: ['Zorblaxo'] });
    expect(r.misspellings.map((m) => m.word)).toEqual(['Zorblaxo-Kuden', 'Zorblaxo-Stroe']);
    const es = await checkSpelling({ html: '<p>Zorblaxo-Stroe</p>', language: 'es' }, { grammar: false }, { brandWords: ['Zorblaxo'] });
    expect(es.misspellings.map((m) => m.word)).toEqual(['Zorblaxo-Stroe']);
  });
});
