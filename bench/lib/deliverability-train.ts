/**
 * Trains the deliverability check's text model (src/validate/deliverability/model.json) on the
 * TRAINING part of the labelled set only (bench/lib/deliverability-set.ts); the held-out part
 * that bench/deliverability.ts reports on is never read here.
 *
 * A Bernoulli naive Bayes over distinct tokens (src/validate/deliverability/tokens.ts): for each
 * token, the share of training spam and of training legitimate mail that contain it, with add-one
 * smoothing; its weight is the log of their ratio, capped at ±CAP so that no single word decides.
 * Kept: tokens seen in at least MIN_DOCS messages, the MAX_TOKENS with the most evidence.
 *
 *   node --import tsx bench/lib/deliverability-train.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TokenTable } from '../../src/validate/deliverability/model';
import { ruleContext } from '../../src/validate/deliverability/context';
import { messageTokens } from '../../src/validate/deliverability/tokens';
import { loadEmail } from '../../src/validate/document';
import { loadDeliverabilitySet, type LabelledEmail } from './deliverability-set';
import { repoRoot } from './process';

const MIN_DOCS = 5;
const MAX_TOKENS = 2500;
const CAP = 3;

export const tokensOf = (e: LabelledEmail) => messageTokens(ruleContext(loadEmail({ html: e.html, subject: e.subject, text: e.text })));

export function trainTokens(items: Array<{ spam: boolean; tokens: Set<string> }>): { table: TokenTable; spam: number; legitimate: number; candidates: number } {
  const spamDocs = new Map<string, number>();
  const hamDocs = new Map<string, number>();
  let nSpam = 0;
  let nHam = 0;
  for (const e of items) {
    const counts = e.spam ? spamDocs : hamDocs;
    if (e.spam) nSpam++;
    else nHam++;
    for (const t of e.tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const rows: Array<[string, number, number, number]> = [];
  for (const t of new Set([...spamDocs.keys(), ...hamDocs.keys()])) {
    const s = spamDocs.get(t) ?? 0;
    const h = hamDocs.get(t) ?? 0;
    if (s + h < MIN_DOCS) continue;
    const w = Math.log((s + 1) / (nSpam + 2) / ((h + 1) / (nHam + 2)));
    rows.push([t, Math.max(-CAP, Math.min(CAP, Math.round(w * 1000) / 1000)), s, h]);
  }
  // Most evidence first: a strong ratio seen in many messages.
  rows.sort((a, b) => Math.abs(b[1]) * Math.log(b[2] + b[3]) - Math.abs(a[1]) * Math.log(a[2] + a[3]) || (a[0] < b[0] ? -1 : 1));
  const kept = rows.slice(0, MAX_TOKENS).sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { table: Object.fromEntries(kept.map(([t, w, s, h]) => [t, [w, s, h]])), spam: nSpam, legitimate: nHam, candidates: rows.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const train = (await loadDeliverabilitySet()).filter((e) => e.split === 'train');
  const { table, spam, legitimate, candidates } = trainTokens(train.map((e) => ({ spam: e.spam, tokens: tokensOf(e) })));
  const model = {
    about:
      'Naive Bayes token weights for the deliverability check, trained by bench/lib/deliverability-train.ts on the training part of the labelled set (bench/lib/deliverability-set.ts). Each token: [log-ratio weight, training spam containing it, training legitimate mail containing it].',
    trainedOn: { spam, legitimate },
    tokens: table,
  };
  const out = path.join(repoRoot, 'src/validate/deliverability/model.json');
  fs.writeFileSync(out, JSON.stringify(model) + '\n');
  console.log(`trained on ${spam} spam and ${legitimate} legitimate messages; kept ${Object.keys(table).length} of ${candidates} tokens → ${path.relative(repoRoot, out)} (${fs.statSync(out).size} bytes)`);
}
