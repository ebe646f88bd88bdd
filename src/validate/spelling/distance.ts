/**
 * How far a misspelling is from a word, in the edits people actually make, cheapest first: a
 * missing accent, a doubled or undoubled letter, two letters swapped, a neighbouring key, one
 * vowel for another, a sound-alike consonant; then any other letter added, dropped or replaced.
 * A weighted Damerau–Levenshtein (optimal string alignment) distance with those costs.
 */
import { keyNeighbours } from './keyboard';

const VOWELS = new Set('aeiouy');
/** Consonants often written for one another because they sound alike in the shipped languages. */
const SOUND_ALIKE = new Set(['c|k', 'c|s', 's|z', 'c|z', 'k|q', 'b|v', 'f|v', 'g|j', 'i|y', 'x|s', 'c|q', 'd|t', 'm|n']);

/** Whether two letters (accents aside) are often written for one another because they sound alike. */
export function soundAlike(a: string, b: string): boolean {
  const ba = base(a);
  const bb = base(b);
  return SOUND_ALIKE.has(ba < bb ? `${ba}|${bb}` : `${bb}|${ba}`);
}

const bases = new Map<string, string>();
/** A letter without its accent ("é" → "e"). */
export function base(ch: string): string {
  let b = bases.get(ch);
  if (b === undefined) {
    b = ch.normalize('NFD').replace(/\p{M}/gu, '');
    bases.set(ch, b);
  }
  return b;
}

export interface Costs {
  accent: number;
  double: number;
  transpose: number;
  neighbour: number;
  vowel: number;
  soundAlike: number;
  other: number;
  /** Adding or dropping a vowel (or a mute h) is the commonest spelling error after doubling. */
  indelVowel: number;
  indel: number;
}

export const COSTS: Costs = { accent: 0.15, double: 0.45, transpose: 0.6, neighbour: 0.75, vowel: 0.7, soundAlike: 0.75, other: 1, indelVowel: 0.8, indel: 1 };

function computeSubstitution(a: string, b: string, layout: string, costs: Costs): number {
  if (a === b) return 0;
  const ba = base(a);
  const bb = base(b);
  if (ba === bb) return costs.accent;
  if (VOWELS.has(ba) && VOWELS.has(bb)) return costs.vowel;
  if (soundAlike(ba, bb)) return costs.soundAlike;
  if (keyNeighbours(layout).get(a)?.includes(b)) return costs.neighbour;
  return costs.other;
}

/** Substitution costs are asked for millions of times in a scan: each pair is computed once. */
const memo = new Map<string, Map<string, number>>();

function costRow(a: string, layout: string): Map<string, number> {
  const key = layout + a;
  let row = memo.get(key);
  if (!row) memo.set(key, (row = new Map()));
  return row;
}

export function substitutionCost(a: string, b: string, layout: string, costs: Costs = COSTS): number {
  if (a === b) return 0;
  if (costs !== COSTS) return computeSubstitution(a, b, layout, costs);
  const row = costRow(a, layout);
  let c = row.get(b);
  if (c === undefined) {
    c = computeSubstitution(a, b, layout, costs);
    row.set(b, c);
  }
  return c;
}

/** Cost of the letter at `i` of `s` being there (or missing): cheap when it repeats a neighbour. */
function indelCost(s: string, i: number, costs: Costs): number {
  const ch = s[i];
  if (ch === s[i - 1] || ch === s[i + 1]) return costs.double;
  const b = base(ch);
  return VOWELS.has(b) || b === 'h' ? costs.indelVowel : costs.indel;
}

let rows: Float64Array[] = [new Float64Array(64), new Float64Array(64), new Float64Array(64), new Float64Array(64)];

/**
 * Weighted distance from `a` (typed) to `b` (a word), both lower-case NFC, or Infinity once it
 * must exceed `max`: rows are abandoned early, which keeps a scan over thousands of words cheap.
 */
export function editDistance(a: string, b: string, layout: string, max = Infinity, costs: Costs = COSTS): number {
  const n = b.length;
  if (rows[0].length < n + 1) rows = [new Float64Array(n + 1), new Float64Array(n + 1), new Float64Array(n + 1), new Float64Array(n + 1)];
  let [prev2, prev, cur] = rows;
  const ins = rows[3];
  for (let j = 0; j < n; j++) ins[j] = indelCost(b, j, costs);
  prev[0] = 0;
  for (let j = 1; j <= n; j++) prev[j] = prev[j - 1] + ins[j - 1];
  for (let i = 1; i <= a.length; i++) {
    const ai = a[i - 1];
    const aPrev = a[i - 2];
    const del = indelCost(a, i - 1, costs);
    const subs = costRow(ai, layout);
    cur[0] = prev[0] + del;
    let best = cur[0];
    for (let j = 1; j <= n; j++) {
      const bj = b[j - 1];
      let d = prev[j] + del;
      const insertion = cur[j - 1] + ins[j - 1];
      if (insertion < d) d = insertion;
      let s = 0;
      if (ai !== bj) {
        const known = costs === COSTS ? subs.get(bj) : undefined;
        s = known ?? substitutionCost(ai, bj, layout, costs);
      }
      if (prev[j - 1] + s < d) d = prev[j - 1] + s;
      if (i > 1 && j > 1 && ai === b[j - 2] && aPrev === bj && ai !== aPrev) {
        const t = prev2[j - 2] + costs.transpose;
        if (t < d) d = t;
      }
      cur[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return Infinity;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}
