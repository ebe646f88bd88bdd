/**
 * Spelling suggestions, per shipped language, on the labelled list of bench/lib/spelling-set.ts
 * (real misspellings from public sources + typing slips made from dictionary words), for:
 *   - ours: the spelling check as a user calls it (checkSpelling on an email holding the word);
 *   - ours∞: the same search called directly (suggestWord). Since the search is bounded by the
 *     word and the dictionary, not the clock, the two rows agree however loaded the machine is
 *     (they differed while nspell's timed two-edit search was part of it);
 *   - before: the same check at the commit before suggestions were reworked, or at `--before=<rev>`
 *     (a git worktree; `node --import tsx bench/spelling.ts --before=13fc471 nl` for one language);
 *   - nspell: bare `nspell` on the same dictionary, unbounded. Italian and Portuguese never
 *     finish loading in nspell (wooorm/nspell#9, #11), so there it is nspell's own suggest over
 *     just the dictionary lines near the word (LazySpeller), which is what it would answer.
 * Recall is the share of non-words flagged; top-1/top-5 the share whose intended word is the
 * first / among the first five suggestions. Both parts are printed; the held-out part was never
 * looked at while ranking was tuned.
 */
import path from 'node:path';
import { speller, type Speller } from '../src/validate/spelling/dictionaries';
import { checkSpelling } from '../src/validate/spelling/index';
import { suggestWord } from '../src/validate/spelling/suggest';
import { prepareBaseline } from './lib/baseline';
import { bareNspell, generatedSlips, LANGUAGES, realMisspellings, sameWord, type Answer, type Item, type Part } from './lib/spelling-set';

/** The commit before suggestions were reworked (issue #18), or another given as `--before=<rev>`. */
const BEFORE = process.argv.find((a) => a.startsWith('--before='))?.slice('--before='.length) ?? 'b78986b73d707e6ac618b9660b7939846ea1f869';
const SLIPS_PER_KIND = 40;
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));

type Check = typeof checkSpelling;
type Score = { n: number; flagged: number; top1: number; top5: number };
const SYSTEMS = ['ours', 'ours∞', 'before', 'nspell'] as const;

function viaCheck(check: Check, language: string): (word: string) => Promise<Answer> {
  return async (word) => {
    const r = await check({ html: `<p>${word}</p>`, language }, { grammar: false });
    const m = r.misspellings.find((x) => x.word === word);
    return { flagged: !!m, suggestions: m?.suggestions ?? [] };
  };
}

const same = sameWord;

function score(items: Item[], answers: Answer[]): Score {
  const s: Score = { n: items.length, flagged: 0, top1: 0, top5: 0 };
  items.forEach((item, i) => {
    const a = answers[i];
    if (a.flagged) s.flagged++;
    const rank = a.suggestions.findIndex((x) => same(x, item.correct));
    if (rank === 0) s.top1++;
    if (rank >= 0 && rank < 5) s.top5++;
  });
  return s;
}

const pct = (k: number, n: number) => (n ? `${((100 * k) / n).toFixed(1)}%` : '—').padStart(6);
const row = (label: string, s: Score | undefined) =>
  s ? `${label.padEnd(8)} recall ${pct(s.flagged, s.n)}  top-1 ${pct(s.top1, s.n)}  top-5 ${pct(s.top5, s.n)}` : `${label.padEnd(8)} —`;

const baseline = prepareBaseline(BEFORE);
let before: Check | undefined;
if ('unavailable' in baseline) console.log(`before: ${baseline.unavailable}; not measured`);
else before = ((await import(path.join(baseline.dir, 'src/validate/spelling/index.ts'))) as { checkSpelling: Check }).checkSpelling;

const totals = new Map<string, Score>();
const add = (key: string, s: Score) => {
  const t = totals.get(key) ?? { n: 0, flagged: 0, top1: 0, top5: 0 };
  for (const k of ['n', 'flagged', 'top1', 'top5'] as const) t[k] += s[k];
  totals.set(key, t);
};
const timings: number[] = [];

for (const language of LANGUAGES) {
  if (only.length && !only.includes(language)) continue;
  const ours: Speller = await speller(language === 'en' ? 'en-US' : language);
  const realWordErrors: Item[] = [];
  const items = [...realMisspellings(language), ...generatedSlips(language, SLIPS_PER_KIND, (w) => ours.correct(w))].filter((item) => {
    // A misspelling that is itself a dictionary word ("latter" for "later") is a real-word error:
    // no spell checker flags it, and flagging it would be wrong. Counted apart.
    if (ours.correct(item.misspelling)) {
      realWordErrors.push(item);
      return false;
    }
    return true;
  });
  const bare = await bareNspell(language);
  const oursCheck = viaCheck(checkSpelling, language);
  const beforeCheck = before ? viaCheck(before, language) : undefined;
  const answers = { ours: [] as Answer[], 'ours∞': [] as Answer[], before: [] as Answer[], nspell: [] as Answer[] };
  for (const item of items) {
    const t0 = performance.now();
    const answer = await oursCheck(item.misspelling);
    timings.push(performance.now() - t0);
    answers.ours.push(answer);
    answers['ours∞'].push({ flagged: answer.flagged, suggestions: answer.flagged ? (suggestWord(ours, item.misspelling) ?? []) : [] });
    if (beforeCheck) answers.before.push(await beforeCheck(item.misspelling));
    answers.nspell.push(bare(item.misspelling));
  }
  const real = items.filter((i) => i.kind === 'real').length;
  console.log(`\n${language}: ${items.length} non-words (${real} real, ${items.length - real} generated slips); ${realWordErrors.length} real-word errors left out`);
  for (const part of ['dev', 'heldout'] as Part[]) {
    const idx = items.map((item, i) => (item.part === part ? i : -1)).filter((i) => i >= 0);
    const sub = idx.map((i) => items[i]);
    console.log(`  ${part} (${sub.length}: ${sub.filter((i) => i.kind === 'real').length} real)`);
    for (const system of SYSTEMS) {
      if (system === 'before' && !beforeCheck) continue;
      const s = score(sub, idx.map((i) => answers[system][i]));
      add(`${system}|${part}`, s);
      console.log(`    ${row(system, s)}`);
    }
  }
  for (const part of ['dev', 'heldout'] as Part[]) {
    const realIdx = items.map((item, i) => (item.kind === 'real' && item.part === part ? i : -1)).filter((i) => i >= 0);
    if (!realIdx.length) continue;
    console.log(`  real misspellings only, ${part} (${realIdx.length})`);
    for (const system of SYSTEMS) {
      if (system === 'before' && !beforeCheck) continue;
      console.log(`    ${row(system, score(realIdx.map((i) => items[i]), realIdx.map((i) => answers[system][i])))}`);
    }
  }
}

console.log('\nall languages');
for (const part of ['dev', 'heldout']) {
  console.log(`  ${part}`);
  for (const system of SYSTEMS) if (totals.has(`${system}|${part}`)) console.log(`    ${row(system, totals.get(`${system}|${part}`))}`);
}
timings.sort((a, b) => a - b);
const q = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))]?.toFixed(1);
console.log(`\nours, time per checked word (indicative, machine shared): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);
