/**
 * Spellings a language's writers confuse because they sound the same, which plain edit distance
 * prices as two or three unrelated edits. Dutch (Taalunie spelling rules; the classic stumbling
 * blocks): "g" and "ch" sound alike ("lugt" → "lucht"), so do "ei"/"ij" and "au"/"ou"; a long vowel
 * is written double in a closed syllable and single in an open one ("kwaame" → "kwamen"); the
 * final "n" of "-en" is not heard ("kindere" → "kinderen"); a final "d" sounds as "t" ("keihart" →
 * "keihard", "-dt"); and a first "z" or "v" is often said, and written, as "s" or "f" ("siek" →
 * "ziek", "fandaag" → "vandaag").
 *
 * Each rule is [written, meant]: `^` anchors it at the word's start, `$` at its end.
 */
const CONFUSIONS: Record<string, Array<[string, string]>> = {
  nl: [
    ['g', 'ch'],
    ['ch', 'g'],
    ['ei', 'ij'],
    ['ij', 'ei'],
    ['au', 'ou'],
    ['ou', 'au'],
    ['aa', 'a'],
    ['ee', 'e'],
    ['oo', 'o'],
    ['uu', 'u'],
    ['a', 'aa'],
    ['e', 'ee'],
    ['o', 'oo'],
    ['u', 'uu'],
    ['e$', 'en'],
    ['t$', 'd'],
    ['d$', 't'],
    ['t$', 'dt'],
    ['d$', 'dt'],
    ['dt$', 't'],
    ['dt$', 'd'],
    ['^s', 'z'],
    ['^f', 'v'],
    ['^z', 's'],
    ['^v', 'f'],
  ],
};

/** Every form one rule away from `w` (at each place the rule applies). */
function once(rules: Array<[string, string]>, w: string): string[] {
  const out: string[] = [];
  for (const [written, meant] of rules) {
    const atStart = written.startsWith('^');
    const atEnd = written.endsWith('$');
    const s = written.replace(/^\^|\$$/g, '');
    if (atStart) {
      if (w.startsWith(s)) out.push(meant + w.slice(s.length));
    } else if (atEnd) {
      if (w.endsWith(s)) out.push(w.slice(0, w.length - s.length) + meant);
    } else {
      for (let i = w.indexOf(s); i >= 0; i = w.indexOf(s, i + 1)) out.push(w.slice(0, i) + meant + w.slice(i + s.length));
    }
  }
  return out;
}

/** Forms of lower-case `w` one or two of its language's confusions away, with how many each took. */
export function confusedForms(language: string, w: string): Map<string, number> {
  const rules = CONFUSIONS[language.toLowerCase().split('-')[0]];
  const found = new Map<string, number>();
  if (!rules) return found;
  for (const one of once(rules, w)) {
    if (one !== w && !found.has(one)) found.set(one, 1);
  }
  for (const [one] of [...found]) {
    for (const two of once(rules, one)) if (two !== w && !found.has(two)) found.set(two, 2);
  }
  return found;
}
