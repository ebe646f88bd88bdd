import { describe, expect, it } from 'vitest';
import { checkSpelling } from '../../src/validate/spelling';
import { dropCompoundOnly } from '../../src/validate/spelling/homonyms';

describe('compound-only forms of the dictionary', () => {
  it('gives nspell no entry flagged ONLYINCOMPOUND, whatever its homonyms', () => {
    const lines = new Map([
      ['wissen', ['wissen/I', 'wissen/Sozm']],
      ['zwischen', ['zwischen/oz']],
    ]);
    expect(dropCompoundOnly(lines, 'SET UTF-8\nONLYINCOMPOUND o\n')).toBe(2);
    expect(lines.get('wissen')).toEqual(['wissen/I']);
    expect(lines.has('zwischen')).toBe(false);
    // Two-character flags are read as pairs.
    const dutch = new Map([['hoender', ['hoender/CxAa', 'hoender/Ab']]]);
    expect(dropCompoundOnly(dutch, 'FLAG long\nONLYINCOMPOUND Cx\n')).toBe(1);
    expect(dutch.get('hoender')).toEqual(['hoender/Ab']);
  });

  it('accepts common German verbs the dictionary lists beside a compound-only homonym, and still flags misspellings', async () => {
    const result = await checkSpelling({
      html: '<p>Sie wissen es schon: Sie erhalten heute Ihre Bestellung. Wir ändern nichts, wir halten Wort und gehen weiter. Das ist ein Fehlr.</p>',
      language: 'de',
    });
    expect(result.issues.filter((i) => i.code === 'SPELLING').map((i) => i.word)).toEqual(['Fehlr']);
  });

  it('accepts a form another headword makes with a compound-only spelling, and rejects German nouns in lower case', async () => {
    // "bitte" of "bitten" beside the compound-only "bitte/Nozm"; "flaschen" and "dienstag" stand only inside compounds.
    const result = await checkSpelling({
      html: '<p>Bitte bringen Sie zum Termin bitte Ihre Karte mit. Jeden dienstag: zwei flaschen Wein, in der Weinflasche.</p>',
      language: 'de',
    });
    expect(result.issues.filter((i) => i.code === 'SPELLING').map((i) => i.word)).toEqual(['dienstag', 'flaschen']);
  });
});
