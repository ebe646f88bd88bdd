/**
 * `npm run bench -- fact-extraction`: how many of the prompt corpus's labelled facts the fact
 * extractor (src/generate/facts) finds, per fact type and per language. Printed, not asserted: the
 * figure for the generation work of issue #16 to build on. A labelled fact counts as found when an
 * extracted fact of the same type overlaps its text in the prompt, or (dates, times, money) has the
 * same value.
 */
import { loadPromptCorpus } from '../test/fixtures/prompt-corpus';
import type { Fact as LabelledFact, PromptCase } from '../test/fixtures/prompt-corpus/schema';
import { extractFacts, FACT_TYPES, type Fact } from '../src/generate/facts';

const SUPPORTED = new Set<string>(FACT_TYPES);

function spanOf(prompt: string, value: string): [number, number] | undefined {
  const flat = (s: string) => s.replace(/[\u00a0\u202f\s]/g, ' ').toLowerCase();
  const at = flat(prompt).indexOf(flat(value));
  return at < 0 ? undefined : [at, at + value.length];
}

function matches(label: LabelledFact, facts: Fact[], prompt: string): boolean {
  const span = spanOf(prompt, label.value);
  return facts.some((f) => {
    if (f.type !== label.type) return false;
    if (label.type === 'date' && f.value.kind === 'date') return f.value.iso === label.iso || f.value.end === label.iso;
    if (label.type === 'time' && f.value.kind === 'time') return f.value.hhmm === label.time;
    if (label.type === 'money' && f.value.kind === 'money') return f.value.minor === Math.round(label.amount! * 100) && f.value.currency === label.currency;
    return span !== undefined && f.span[0] < span[1] && span[0] < f.span[1];
  });
}

const cases: PromptCase[] = loadPromptCorpus();
const started = performance.now();
const byType = new Map<string, { found: number; total: number }>();
const byLanguage = new Map<string, { found: number; total: number }>();
const misses = new Map<string, string[]>();
let extracted = 0;
for (const c of cases) {
  const facts = extractFacts(c.prompt, { language: c.language, locale: c.locale, now: new Date(`${c.sendDate}T12:00:00Z`) });
  extracted += facts.length;
  for (const label of c.facts) {
    if (!SUPPORTED.has(label.type)) continue;
    const ok = matches(label, facts, c.prompt);
    for (const [map, key] of [[byType, label.type], [byLanguage, c.language]] as const) {
      const row = map.get(key) ?? { found: 0, total: 0 };
      row.total++;
      if (ok) row.found++;
      map.set(key, row);
    }
    if (!ok) misses.set(label.type, [...(misses.get(label.type) ?? []), `${c.id} "${label.value}"${label.iso ? ` ${label.iso}` : ''}`]);
  }
}
const ms = performance.now() - started;
const pct = (r: { found: number; total: number }) => `${((100 * r.found) / r.total).toFixed(1)}%`.padStart(6);
const all = [...byType.values()].reduce((a, r) => ({ found: a.found + r.found, total: a.total + r.total }), { found: 0, total: 0 });
console.log(`fact extraction on ${cases.length} corpus prompts (${extracted} facts extracted, ${(ms / cases.length).toFixed(2)} ms per prompt)`);
console.log(`recall, labelled facts of the ${byType.size} supported types: ${pct(all)} (${all.found}/${all.total})`);
console.log('\nper type');
for (const [type, r] of [...byType].sort((a, b) => b[1].total - a[1].total)) console.log(`  ${type.padEnd(17)} ${pct(r)}  ${String(r.found).padStart(4)}/${r.total}`);
console.log('\nper language');
for (const [lang, r] of byLanguage) console.log(`  ${lang.padEnd(17)} ${pct(r)}  ${String(r.found).padStart(4)}/${r.total}`);
if (process.argv.includes('--misses'))
  for (const [type, list] of misses) console.log(`\nmissed ${type}:\n  ${list.slice(0, 25).join('\n  ')}`);
