/**
 * The first pass of a suggestion search is nspell's own (src/validate/spelling/suggest.ts): its
 * order carries into the ranking, so it must be nspell's order — the same weights (a form counted
 * once per way nspell reaches it) and the same tie-breaks. Checked on a dictionary of invented
 * words against nspell itself, and on what the ranking then makes of it.
 */
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import { doublings, LazySpeller } from '../../../src/validate/spelling/dictionaries';
import { firstPass, suggestWord } from '../../../src/validate/spelling/suggest';

/** A Hunspell dictionary of made-up words (no affixes), as the `dictionary-*` packages give one. */
function invented(words: string[]) {
  const aff = 'SET UTF-8\nTRY áàãâéêíóõôúüçesianrtolcdugmphbyfvkwjqxz\n';
  const dic = `${words.length}\n${words.join('\n')}\n`;
  return { aff: new TextEncoder().encode(aff), dic: new TextEncoder().encode(dic) };
}

const WORDS = ['lumes', 'lumas', 'lumos', 'lumus', 'lumais', 'lumeis', 'lumiso', 'pálo', 'pula', 'pule', 'pulos', 'kammo', 'kamo', 'keamo'];

describe('the first pass, in nspell’s order', () => {
  const dict = invented(WORDS);
  const ours = Object.assign(new LazySpeller(dict as never), { language: 'pt' });
  const bare = nspell({ aff: Buffer.from(dict.aff), dic: Buffer.from(dict.dic) } as never);

  it('orders its finds exactly as nspell does', () => {
    // lumis: a letter left off the end (nspell tries a letter after the last twice);
    // pulo: an accented form among plain ones (nspell sorts by localeCompare, "pálo" before "pula");
    // kaamo: the double typed on the letter before the meant one (kaamo → kamo → kammo).
    for (const typed of ['lumis', 'pulo', 'kaamo']) expect(firstPass(ours, typed, 'pt'), typed).toEqual(bare.suggest(typed));
  });

  it('doubles and undoubles two letters side by side', () => {
    expect(doublings('kaamo')).toContain('kammo');
    expect(doublings('biiro')).toContain('birro');
  });

  it('puts a word with its last letter left off among the first suggestions, as nspell does', () => {
    const top = suggestWord(ours, 'lumis').slice(0, 5);
    expect(bare.suggest('lumis').slice(0, 5)).toContain('lumiso');
    expect(top).toContain('lumiso');
  });
});
