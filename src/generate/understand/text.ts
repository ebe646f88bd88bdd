/**
 * Text helpers for reading prompts: accent- and case-folding that keeps character positions (so
 * a match on the folded text slices the original words), and a stable hash for seeding.
 */

/**
 * Lower-cases and strips diacritics one character at a time, so `fold(s)[i]` corresponds to
 * `s[i]`: a regex run on the folded text gives positions valid in the original. Typographic
 * apostrophes become ASCII ones ("aujourd’hui" matches "aujourd'hui").
 */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    let f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (ch === '\u2019' || ch === '\u2018' || ch === '\u02bc') f = "'";
    // Keep one UTF-16 unit per unit of the input: astral characters and expansions stay as they were.
    if (f.length !== ch.length) f = ch.length === 1 ? (f[0] ?? ch) : ch;
    out += f;
  }
  return out;
}

/** FNV-1a, 32 bit: deterministic across runs and platforms, unlike anything seeded by time. */
export function hash32(...parts: string[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      h ^= part.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    h ^= 0x1f;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // FNV's low bits barely depend on the input (an odd multiplier keeps parity), and callers take
  // `hash % n` for small n: mix the high bits down (MurmurHash3's finaliser).
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Escapes what the RichText markdown subset would read as syntax, for brand or user text. */
/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function escapeMarkdown(text: string): string {
  // URLs and addresses stay as written: the renderer links them (GFM autolinks), and an escape
  // inside one would reach the link's target ("…?utm\\_source=…").
  let out = '';
  let at = 0;
  for (const m of text.matchAll(LINKABLE)) {
    out += escapePlain(text.slice(at, m.index)) + m[0];
    at = m.index! + m[0].length;
  }
  return (out + escapePlain(text.slice(at))).replace(/^(\s*)([-+]|\d+[.)])(\s)/gm, '$1\\$2$3');
}

/** Bare URLs and e-mail addresses, without the punctuation that ends the sentence after them. */
const LINKABLE = /\bhttps?:\/\/[^\s<>"'“”«»()[\]]+?(?=[.,;:!?]*(?:\s|$))|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;

function escapePlain(text: string): string {
  return text.replace(/([\\*_[\]()`#>~|<&!])/g, '\\$1');
}

/** Collapses whitespace and trims trailing punctuation a phrase picked up from a sentence. */
export function cleanPhrase(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'“”«»‘’:,-]+|[\s"'“”«»‘’:;,.!?-]+$/g, '')
    .trim();
}

/** First letter upper-cased in the given language (Turkish-safe via the locale). */
export function capitalize(text: string, locale = 'en'): string {
  if (!text) return text;
  const first = text.codePointAt(0)!;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(locale) + text.slice(head.length);
}

/** A regex alternation of literal words, longest first so "black friday" wins over "friday". */
export function alternation(words: readonly string[]): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) => {
      // A trailing * matches compounds: "weihnacht*" finds "Weihnachtsgrüße" and "Weihnachtsaktion".
      const prefix = w.endsWith('*');
      const body = escapeRegExp(prefix ? w.slice(0, -1) : w).replace(/ /g, '\\s+');
      return prefix ? `${body}[\\p{L}-]*` : body;
    })
    .join('|');
}

/** Truncates at a word boundary, adding an ellipsis, so the result is at most `max` characters. */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
