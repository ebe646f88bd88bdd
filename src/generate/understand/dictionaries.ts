/**
 * The spelling dictionary a copy language's tidying reads (German: which of the prompt's words are
 * nouns, written with a capital), loaded on the first email in that language and kept — the same
 * Hunspell dictionaries the spelling check uses, so the copy is written the way it is checked.
 * Loading German takes ≈ 0.2 s and ≈ 20 MB once per process.
 */
import type { Speller } from '../../validate/spelling/dictionaries';
import type { CopyLanguage } from '../types';
import { REWRITES } from './rewrites';

export async function copyDictionaries(language: CopyLanguage): Promise<Partial<Record<CopyLanguage, Speller>>> {
  if (!REWRITES[language].readsDictionary) return {};
  const { dictionaryFor, speller } = await import('../../validate/spelling/dictionaries');
  const name = dictionaryFor(language);
  // Without its dictionary the copy is still written, as the prompt typed it (the spelling check then says so).
  const dictionary = name ? await speller(name).catch(() => undefined) : undefined;
  return dictionary ? { [language]: dictionary } : {};
}
