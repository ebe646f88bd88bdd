/**
 * Suggestions among a dictionary's affixed forms where the dictionary is read lazily (its
 * headwords only: expanding every form never finishes in Portuguese or Italian). A misspelling
 * two edits from a common inflected form, first letter included, is reached neither by the one-edit
 * pass nor by the scan of common words that start alike: the form has to be in the scanned vocabulary.
 */
import { describe, expect, it } from 'vitest';
import { checkSpelling } from '../../src/validate/spelling';
import { speller } from '../../src/validate/spelling/dictionaries';
import { suggestWord } from '../../src/validate/spelling/suggest';

describe('affixed forms of common words', { timeout: 120_000 }, () => {
  it('are suggested for a Portuguese misspelling two edits away at its first letter', async () => {
    const pt = await speller('pt');
    // "interessante" and "informações" are no headwords: the dictionary makes them of "interessar" and "informação".
    for (const [typed, meant] of [
      ['enteresante', 'interessante'],
      ['enformações', 'informações'],
    ]) {
      expect(pt.correct(meant), meant).toBe(true);
      expect(suggestWord(pt, typed).slice(0, 5), typed).toContain(meant);
    }
  });

  it('reach the user through the check', async () => {
    const r = await checkSpelling({ html: '<p>Uma oferta muito enteresante.</p>', language: 'pt' }, { grammar: false });
    expect(r.misspellings.find((m) => m.word === 'enteresante')?.suggestions.slice(0, 5)).toContain('interessante');
  });
});
