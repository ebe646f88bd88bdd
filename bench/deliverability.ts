/**
 * bench/deliverability (issue #18): how well the deliverability score ranks spam above
 * legitimate mail, beside SpamAssassin on the same input, on the held-out part of the labelled
 * set (bench/lib/deliverability-set.ts says what is in it and where each item comes from).
 *
 * Printed side by side on the held-out part: ROC AUC of
 *   - our content points now,
 *   - our content points as they were before the statistical model and the rules of #18
 *     (the pinned commit below, run from a git worktree, never a copy kept in the tree),
 *   - SpamAssassin through spamd (subject + body only — headers as a platform would send them,
 *     network tests and Bayes off; started here like the tests start it),
 * with p50/p95 time per message of each. Target: ours ≥ SpamAssassin, ours p50 < 10 ms.
 * Timing figures depend on machine load; the AUCs do not.
 *
 *   npm run bench -- deliverability
 *
 * `BENCH_DELIVERABILITY_SET=public-trial` scores the public trial instead
 * (bench/lib/deliverability-trial.ts: mail from other projects' public fixtures that neither the
 * set nor the model saw), every message of it, and lists the messages each scorer ranks worst.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkDeliverability } from '../src/validate/deliverability';
import { buildMessage } from '../src/validate/deliverability/message';
import { spamassassinReport } from '../src/validate/deliverability/spamd';
import { prepareBaseline } from './lib/baseline';
import { loadDeliverabilitySet, rocAuc, type LabelledEmail } from './lib/deliverability-set';
import { loadPublicTrial } from './lib/deliverability-trial';

/** The last commit before #18's deliverability work: the baseline scorer. */
const BASELINE_REF = 'b78986b73d707e6ac618b9660b7939846ea1f869';

type Scorer = (e: LabelledEmail) => Promise<number>;

async function measure(items: LabelledEmail[], score: Scorer) {
  const scored: Array<{ spam: boolean; score: number; source: string }> = [];
  const times: number[] = [];
  for (const e of items) {
    const t = performance.now();
    const s = await score(e);
    times.push(performance.now() - t);
    scored.push({ spam: e.spam, score: s, source: e.source });
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const bySource: Record<string, number> = {};
  for (const src of new Set(scored.map((s) => s.source))) {
    const part = scored.filter((s) => s.source === src);
    if (part.some((s) => s.spam) && part.some((s) => !s.spam)) bySource[src] = rocAuc(part);
  }
  return { auc: rocAuc(scored), p50: q(0.5), p95: q(0.95), bySource, scored };
}

const row = (name: string, m?: Awaited<ReturnType<typeof measure>>) =>
  m
    ? `${name.padEnd(34)} AUC ${m.auc.toFixed(3)}   p50 ${m.p50.toFixed(1).padStart(6)} ms   p95 ${m.p95.toFixed(1).padStart(6)} ms   ${Object.entries(m.bySource)
      .map(([k, v]) => `${k} ${v.toFixed(3)}`)
      .join(', ')}`
    : `${name.padEnd(34)} (not measured)`;

const ours: Scorer = async (e) => (await checkDeliverability({ html: e.html, subject: e.subject, text: e.text }, { spamassassin: false })).points;

const count = (xs: LabelledEmail[], spam: boolean) => xs.filter((e) => e.spam === spam).length;

/** What is scored: the labelled set's held-out part, or the whole public trial. */
async function scoredItems(trial: boolean): Promise<LabelledEmail[]> {
  if (trial) {
    const items = loadPublicTrial();
    console.log(`public trial: ${items.length} messages (${count(items, false)} legitimate, ${count(items, true)} spam), all scored`);
    return items;
  }
  const all = await loadDeliverabilitySet();
  const held = all.filter((e) => e.split === 'held-out');
  console.log(`labelled set: ${all.length} messages (${count(all, false)} legitimate, ${count(all, true)} spam); held-out: ${held.length} (${count(held, false)} legitimate, ${count(held, true)} spam)`);
  for (const src of ['spamassassin-corpus', 'written', 'generated']) {
    const part = held.filter((e) => e.source === src);
    console.log(`  held-out from ${src}: ${count(part, false)} legitimate, ${count(part, true)} spam`);
  }
  return held;
}

/** The legitimate messages a scorer ranks highest and the spam it ranks lowest: where to look first. */
function worstRanked(name: string, items: LabelledEmail[], m: Awaited<ReturnType<typeof measure>>, n = 5) {
  const rows = m.scored.map((s, i) => ({ ...s, id: items[i].id, subject: items[i].subject }));
  const show = (r: (typeof rows)[number]) => `    ${r.score.toFixed(1).padStart(5)}  ${r.id}  ${r.subject.slice(0, 60)}`;
  console.log(`\n${name}: legitimate ranked highest`);
  for (const r of rows.filter((r) => !r.spam).sort((a, b) => b.score - a.score).slice(0, n)) console.log(show(r));
  console.log(`${name}: spam ranked lowest`);
  for (const r of rows.filter((r) => r.spam).sort((a, b) => a.score - b.score).slice(0, n)) console.log(show(r));
}

async function main() {
  const trial = process.env.BENCH_DELIVERABILITY_SET === 'public-trial';
  const held = await scoredItems(trial);

  // Warm-up (module loading, regex compilation) so the first message's time is not counted.
  for (const e of held.slice(0, 5)) await ours(e);
  const now = await measure(held, ours);

  let before: Awaited<ReturnType<typeof measure>> | undefined;
  const base = prepareBaseline(BASELINE_REF);
  if ('unavailable' in base) console.log(`baseline: ${base.unavailable}`);
  else {
    const mod = await import(path.join(base.dir, 'src/validate/deliverability/index.ts'));
    const old: Scorer = async (e) => (await mod.checkDeliverability({ html: e.html, subject: e.subject, text: e.text }, { spamassassin: false })).points;
    for (const e of held.slice(0, 5)) await old(e);
    before = await measure(held, old);
  }

  console.log(`\n${trial ? 'public trial' : 'held-out'} ROC AUC (higher ranks spam above legitimate mail better) and time per message:`);
  console.log(row('brandmail now', now));
  console.log(row(`brandmail before (${BASELINE_REF.slice(0, 7)})`, before));

  let sa: Awaited<ReturnType<typeof measure>> | undefined;
  const { spamdAvailable, startSpamd } = await import('../test/validate/helpers/spamd');
  if (!spamdAvailable) console.log('SpamAssassin: spamd is not installed (apt-get install spamassassin spamd)');
  else {
    // Start-up can take long on a loaded machine: one more try before giving up.
    const spamd = await startSpamd().catch(() => startSpamd());
    try {
      // A generous timeout: a loaded machine slows spamd far past its usual ~85 ms, and a dropped
      // message would bias the comparison. One retry before the bench fails.
      const saScore = async (e: LabelledEmail) =>
        (await spamassassinReport(spamd.address, buildMessage({ html: e.html, subject: e.subject, text: e.text, date: new Date('2024-05-01T10:00:00Z') }), { timeoutMs: 120_000 })).score;
      const scoreSa: Scorer = (e) => saScore(e).catch(() => saScore(e));
      for (const e of held.slice(0, 3)) await scoreSa(e);
      sa = await measure(held, scoreSa);
    } finally {
      await spamd.stop();
    }
  }

  console.log(row('SpamAssassin (spamd)', sa));
  if (trial) {
    worstRanked('brandmail now', held, now);
    if (sa) worstRanked('SpamAssassin', held, sa);
  }
  if (sa) console.log(`\nbrandmail − SpamAssassin: ${(now.auc - sa.auc >= 0 ? '+' : '')}${(now.auc - sa.auc).toFixed(3)} AUC (target ≥ 0); p50 ${now.p50.toFixed(1)} ms (target < 10 ms, timing under shared load is indicative)`);
}

await main();
