/**
 * A brand's product names join its name to a word with a hyphen, and that word is as often English
 * as the email's own language: "Zorblaxo-App" in German, "Zorblaxo-Store" in Spanish. Such a
 * word is not a misspelling because the language's dictionary lacks it — what is in no
 * dictionary, "Zorblaxo-Stroe", still is.
 */
import type { TextSegment } from './text';

const HYPHENATED = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)+/gu;

/** The parts of a hyphenated word worth judging: one letter ("e-" of "e-mail") is no word. */
export const hyphenParts = (word: string): string[] => word.split('-').filter((p) => p.length >= 2);

/** Whether one part of the word is the brand's own. */
export const isBrandCompound = (word: string, allowed: Set<string>): boolean =>
  word.includes('-') && hyphenParts(word).some((p) => allowed.has(p.toLowerCase()));

/** Whether the text holds a brand compound at all, so that English is loaded only when one may need it. */
export function hasBrandCompound(segments: TextSegment[], allowed: Set<string>): boolean {
  if (!allowed.size) return false;
  return segments.some((s) => [...s.text.matchAll(HYPHENATED)].some((m) => isBrandCompound(m[0], allowed)));
}
