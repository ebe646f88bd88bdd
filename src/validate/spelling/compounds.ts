/**
 * Compounds as the dictionary itself defines them. German (igerman98) and Dutch (OpenTaal) write
 * compounds as one word and list only some of them; their .aff files say which forms may begin,
 * continue and end a compound (COMPOUNDBEGIN, COMPOUNDMIDDLE, COMPOUNDEND — "Frühlings" may begin
 * one, "kollektion" end one: "Frühlingskollektion"), which forms exist only inside one
 * (ONLYINCOMPOUND) and which spellings are wrong however they split (FORBIDDENWORD: "Standart" is
 * "Stand" + "art" to a splitter, and a misspelling of "Standard" to the dictionary's authors).
 * nspell reads none of this, so these are read here, the way Hunspell reads them:
 *
 * - a part may begin a compound when its dictionary entry, or the affix that made it, carries
 *   COMPOUNDBEGIN ("Wieder/hij" with "SFX j 0 0/xoc": "Wieder" begins "Wiedergabe"), and likewise
 *   for the middle;
 * - a part may end a compound when its entry carries COMPOUNDEND, with any suffix the entry
 *   takes ("kollektion/Pozm" + P: "Frühlingskollektionen");
 * - a FORBIDDENWORD entry, and every form its own flags make, is never a word.
 *
 * What Hunspell checks beyond that (CHECKCOMPOUNDPATTERN, CHECKCOMPOUNDCASE, COMPOUNDRULE) only
 * makes it stricter and is not read: this module accepts no less than Hunspell does, and is used
 * to accept compounds and to know real words a misspelling is one slip away from.
 */

type Affix = { kind: 'PFX' | 'SFX'; strip: string; add: string; continuation: string[]; condition: RegExp };

const nfkcLower = (s: string) => s.normalize('NFKC').toLowerCase();

/** How an affix file writes its flags: one character each (default, UTF-8), two (long), or numbers. */
export function flagSplitter(aff: string): (flags: string) => string[] {
  const type = /^FLAG\s+(\S+)/m.exec(aff)?.[1];
  if (type === 'long') return (f) => f.match(/[\s\S]{1,2}/g) ?? [];
  if (type === 'num') return (f) => f.split(',');
  return (f) => [...f];
}

export class Compounding {
  private readonly begin = new Set<string>();
  private readonly middle = new Set<string>();
  private readonly end = new Set<string>();
  /** Stems whose entry carries COMPOUNDEND → the flag lists of those entries (suffixes they take). */
  private readonly endRoots = new Map<string, string[][]>();
  /** Suffixes by what they add, for undoing one on a compound's last part. */
  private readonly suffixesByAdd = new Map<string, Array<Affix & { flag: string }>>();
  private readonly forbiddenForms = new Set<string>();
  private readonly forbiddenCapitals = new Set<string>();
  private readonly maxSuffix: number;
  /** The shortest part (COMPOUNDMIN; Hunspell's default is 3). */
  readonly min: number;

  private constructor(aff: string, dic: string, flags: { begin?: string; middle?: string; end?: string; forbidden?: string }) {
    const split = flagSplitter(aff);
    const affixes = parseAffixes(aff, split);
    const min = Number(/^COMPOUNDMIN\s+(\d+)/m.exec(aff)?.[1] ?? 3);
    this.min = Math.max(1, min);
    let maxSuffix = 0;
    for (const [flag, list] of affixes)
      for (const a of list) {
        if (a.kind !== 'SFX') continue;
        const byAdd = this.suffixesByAdd.get(a.add) ?? [];
        byAdd.push({ ...a, flag });
        this.suffixesByAdd.set(a.add, byAdd);
        maxSuffix = Math.max(maxSuffix, a.add.length);
      }
    this.maxSuffix = maxSuffix;
    const lines = dic.split('\n');
    for (let i = 1; i < lines.length; i++) {
      const entry = lines[i].split(/[\t ]/)[0];
      if (!entry || entry.startsWith('/')) continue;
      const slash = entry.indexOf('/');
      if (slash < 0) continue;
      const stem = nfkcLower(entry.slice(0, slash));
      const own = split(entry.slice(slash + 1));
      if (flags.forbidden && own.includes(flags.forbidden)) {
        // An entry in capitals forbids that spelling only (Dutch "OLD/Fw", "DIAZ/Fw": "Old", "Díaz").
        const written = entry.slice(0, slash).normalize('NFKC');
        if (/\p{Lu}.*\p{Lu}/u.test(written) && written === written.toUpperCase()) {
          this.forbiddenCapitals.add(written);
          continue;
        }
        this.forbiddenForms.add(stem);
        for (const f of own) for (const a of affixes.get(f) ?? []) {
          const form = apply(stem, a);
          if (form) this.forbiddenForms.add(form);
        }
        continue;
      }
      if (flags.begin && own.includes(flags.begin)) this.begin.add(stem);
      if (flags.middle && own.includes(flags.middle)) this.middle.add(stem);
      if (flags.end && own.includes(flags.end)) {
        this.end.add(stem);
        const roots = this.endRoots.get(stem) ?? [];
        roots.push(own);
        this.endRoots.set(stem, roots);
      }
      for (const f of own) {
        for (const a of affixes.get(f) ?? []) {
          const b = flags.begin && a.continuation.includes(flags.begin);
          const m = flags.middle && a.continuation.includes(flags.middle);
          const e = flags.end && a.continuation.includes(flags.end);
          if (!b && !m && !e) continue;
          const form = apply(stem, a);
          if (!form) continue;
          if (b) this.begin.add(form);
          if (m) this.middle.add(form);
          if (e) this.end.add(form);
        }
      }
    }
  }

  /** The dictionary's compounding, or undefined when its .aff defines none (no COMPOUNDBEGIN/END). */
  static read(aff: string, dic: string): Compounding | undefined {
    const flag = (name: string) => new RegExp(`^${name}\\s+(\\S+)`, 'm').exec(aff)?.[1];
    const begin = flag('COMPOUNDBEGIN');
    const end = flag('COMPOUNDEND');
    if (!begin || !end) return undefined;
    return new Compounding(aff, dic, { begin, middle: flag('COMPOUNDMIDDLE'), end, forbidden: flag('FORBIDDENWORD') });
  }

  /** Whether the dictionary lists `word` (or a form its entry makes) as wrong. */
  forbidden(word: string): boolean {
    return this.forbiddenForms.has(nfkcLower(word)) || this.forbiddenCapitals.has(word.normalize('NFKC'));
  }

  /**
   * Whether `word` is a compound the dictionary's flags allow: a beginning, any number of middles
   * and an end, each at least `min` letters, none of them forbidden. `budget` bounds the parts
   * looked at (a long nonsense word tries every split).
   */
  isCompound(word: string, budget: { lookups: number } = { lookups: 5_000 }): boolean {
    const w = nfkcLower(word);
    if (this.forbiddenForms.has(w)) return false;
    const memo = new Map<number, boolean>();
    const rest = (from: number): boolean => {
      const cached = memo.get(from);
      if (cached !== undefined) return cached;
      let ok = false;
      for (let i = from + this.min; i <= w.length - this.min && !ok; i++) {
        if (budget.lookups-- <= 0) break;
        const part = w.slice(from, i);
        if (this.forbiddenForms.has(part) || !(from === 0 ? this.begin : this.middle).has(part)) continue;
        ok = this.isEnd(w.slice(i)) || rest(i);
      }
      memo.set(from, ok);
      return ok;
    };
    return rest(0);
  }

  /** An end part: a form flagged COMPOUNDEND, or such an entry with one of its suffixes. */
  private isEnd(part: string): boolean {
    if (this.forbiddenForms.has(part)) return false;
    if (this.end.has(part)) return true;
    for (let k = 1; k <= Math.min(this.maxSuffix, part.length - 1); k++) {
      for (const a of this.suffixesByAdd.get(part.slice(part.length - k)) ?? []) {
        const stem = part.slice(0, part.length - k) + a.strip;
        const roots = this.endRoots.get(stem);
        if (roots?.some((own) => own.includes(a.flag)) && a.condition.test(stem)) return true;
      }
    }
    return false;
  }
}

/** Affix rules by flag, as the .aff file lists them ("SFX j 0 0/xoc ."). */
function parseAffixes(aff: string, split: (flags: string) => string[]): Map<string, Affix[]> {
  const out = new Map<string, Affix[]>();
  for (const line of aff.split('\n')) {
    const m = /^(PFX|SFX)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)/.exec(line);
    if (!m) continue;
    const kind = m[1] as Affix['kind'];
    const [add, cont = ''] = m[4].split('/');
    let condition: RegExp;
    try {
      condition = m[5] === '.' ? /(?:)/ : new RegExp(kind === 'SFX' ? `${m[5]}$` : `^${m[5]}`, 'u');
    } catch {
      continue;
    }
    const list = out.get(m[2]) ?? [];
    list.push({ kind, strip: m[3] === '0' ? '' : nfkcLower(m[3]), add: add === '0' ? '' : nfkcLower(add), continuation: split(cont), condition });
    out.set(m[2], list);
  }
  return out;
}

/** The form an affix makes of a (lower-cased) stem, or undefined when its condition does not hold. */
function apply(stem: string, a: Affix): string | undefined {
  if (!a.condition.test(stem)) return undefined;
  if (a.kind === 'SFX') {
    if (a.strip && !stem.endsWith(a.strip)) return undefined;
    return stem.slice(0, stem.length - a.strip.length) + a.add;
  }
  if (a.strip && !stem.startsWith(a.strip)) return undefined;
  return a.add + stem.slice(a.strip.length);
}
