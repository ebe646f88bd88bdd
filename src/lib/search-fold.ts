/**
 * Text as a person's search compares it: case and accents ignored, so "jose" finds "José",
 * "muller" "Müller", "soren" "Søren" and "strasse" "Straße". The rule is Unicode's root collation
 * at primary strength (CLDR; `new Intl.Collator('und', { sensitivity: 'base' })` says two letters
 * are the same there), the comparison an accent- and case-insensitive search box makes. It is not
 * a language's own tailoring: "mueller" does not find "Müller" (ü = ue is German's phonebook order,
 * DIN 5007-2, and would be wrong for a Turkish or a French name).
 *
 * Written once: the search term is folded here, and the stored text by the same function
 * registered in SQLite (store/db.ts) or by SQL built from the same constants on PostgreSQL
 * (contacts/store.ts), so both sides agree.
 */

/** The combining diacritics of Latin, Greek and Cyrillic text once decomposed (NFD): accents, not letters. */
export const DIACRITICS = '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]';
const diacritics = new RegExp(DIACRITICS, 'g');

/**
 * Letters that decompose to nothing but that root collation takes for a base letter with an
 * accent (ø, ł) or for two letters (ß, æ). Found by comparing every letter of U+00C0–U+024F with
 * the ASCII letters and pairs under that collator; test/contacts/search-fold.test.ts keeps it so.
 */
export const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ð: 'd',
  đ: 'd',
  ħ: 'h',
  ŀ: 'l',
  ł: 'l',
  ø: 'o',
  ſ: 's',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ĳ: 'ij',
};
const letters = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/** Lower-cased (as JavaScript does, every alphabet), decomposed, accents dropped, the letters above spelled out. */
export function searchFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(diacritics, '')
    .replace(letters, (c) => FOLDED_LETTERS[c]);
}
