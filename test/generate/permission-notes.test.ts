/**
 * A fact vouched for to the writer beside it (understand/permission-notes.ts, and "not a word
 * about …" in understand/notes.ts): the fact stays, the permission or the assurance goes. Prompts
 * written here, not taken from the corpus.
 */
import { describe, expect, it } from 'vitest';
import { messageUnits } from '../../src/generate/understand/units';
import type { CopyLanguage } from '../../src/generate/types';

const texts = (prompt: string, language: CopyLanguage) => messageUnits(prompt, { language, register: 'formal' }).map((u) => u.text);

describe('a fact the writer is allowed to state', () => {
  it('keeps the fact and drops the permission, after a dash, a comma or in brackets', () => {
    expect(texts('Plus de 1 200 arbres plantés depuis 2019 — ça tu peux le dire.', 'fr')).toEqual(['Plus de 1 200 arbres plantés depuis 2019.']);
    expect(texts('Já vendemos 540 bilhetes, isso pode dizer.', 'pt')).toEqual(['Já vendemos 540 bilhetes.']);
    expect(texts('We have 80 seats left (that’s true, you can say it).', 'en')).toEqual(['We have 80 seats left.']);
    expect(texts('Nur 40 Plätze pro Abend - das stimmt wirklich, der Saal ist klein.', 'de')).toEqual(['Nur 40 Plätze pro Abend, der Saal ist klein.']);
    expect(texts('Abrimos también los domingos, eso sí se puede decir.', 'es')).toEqual(['Abrimos también los domingos.']);
    expect(texts('Il ritiro è gratuito in negozio, puoi dirlo.', 'it')).toEqual(['Il ritiro è gratuito in negozio.']);
  });

  it('drops a note that the fact must go in ("Pflichtangabe, muss rein", "must go in")', () => {
    expect(texts('Widerruf bis 14 Tage nach Lieferung - Pflichtangabe, muss rein.', 'de')).toEqual(['Widerruf bis 14 Tage nach Lieferung.']);
    expect(texts('Returns accepted within 30 days, this must go in.', 'en')).toEqual(['Returns accepted within 30 days.']);
    expect(texts('Bring a helmet - mandatory.', 'en')).toEqual(['Bring a helmet - mandatory.']);
  });

  it('keeps a sentence in which "true" or "c’est vrai" says something to the reader', () => {
    expect(texts('It’s true: our doors open at 7 now.', 'en').join(' ')).toContain('our doors open at 7 now');
    expect(texts('C’est vrai qu’on ferme plus tôt le samedi.', 'fr')).toEqual(['C’est vrai qu’on ferme plus tôt le samedi.']);
  });
});

describe('"not a word about …"', () => {
  it('leaves out what it names, in each language', () => {
    expect(texts('Inscriptions jusqu’au 4 mai. Pas un mot sur le changement de traiteur.', 'fr')).toEqual(['Inscriptions jusqu’au 4 mai.']);
    expect(texts('Doors open at 6pm. Not a word about the old venue.', 'en')).toEqual(['Doors open at 6pm.']);
    expect(texts('Einlass ab 18 Uhr. Kein Wort über den alten Caterer.', 'de')).toEqual(['Einlass ab 18 Uhr.']);
  });
});
