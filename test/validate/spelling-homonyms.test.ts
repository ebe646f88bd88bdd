import { describe, expect, it } from 'vitest';
import { checkSpelling } from '../../src/validate/spelling';
import { keepStandaloneHomonyms } from '../../src/validate/spelling/homonyms';

describe('homonyms that only the compound form restricts', () => {
  it('takes ONLYINCOMPOUND off a headword that also stands on its own, and only there', () => {
    const lines = new Map([
      ['wissen', ['wissen/I', 'wissen/Sozm']],
      ['zwischen', ['zwischen/oz']],
      ['hoender', ['hoender/CxAa', 'hoender/Ab']],
    ]);
    expect(keepStandaloneHomonyms(lines, 'SET UTF-8\nONLYINCOMPOUND o\n')).toBe(1);
    expect(lines.get('wissen')).toEqual(['wissen/I', 'wissen/Szm']);
    // A word with no standalone homonym keeps its restriction.
    expect(lines.get('zwischen')).toEqual(['zwischen/oz']);
    // Two-character flags are read as pairs.
    const dutch = new Map([['hoender', ['hoender/CxAa', 'hoender/Ab']]]);
    expect(keepStandaloneHomonyms(dutch, 'FLAG long\nONLYINCOMPOUND Cx\n')).toBe(1);
    expect(dutch.get('hoender')).toEqual(['hoender/Aa', 'hoender/Ab']);
  });

  it('accepts common German verbs the dictionary lists beside a compound-only homonym, and still flags misspellings', async () => {
    const result = await checkSpelling({
      html: '<p>Sie wissen es schon: Sie erhalten heute Ihre Bestellung. Wir ändern nichts, wir halten Wort und gehen weiter. Das ist ein Fehlr.</p>',
      language: 'de',
    });
    expect(result.issues.filter((i) => i.code === 'SPELLING').map((i) => i.word)).toEqual(['Fehlr']);
  });
});
