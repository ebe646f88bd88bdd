/**
 * bench/generation-validate (issue #16 target: "every generated email still passes our own
 * validate/all with 0 errors and stays < 102 KB"): every prompt of the evaluation corpus
 * (test/fixtures/prompt-corpus) generated in-process — the engine the service runs
 * (src/generate/engine.ts, embedded composer), rendered as the service renders it — with the
 * clock at the prompt's own sendDate, then checked by validateAll in-process as
 * POST /v1/emails/validate/all checks a generated email by its conversationId: the brief (the
 * prompt, its sendDate and language) known, so the facts check runs and the brief's own words are
 * no spelling errors; the brand's names as brand words; no network (checkExternal off, no spamd).
 *
 * No server, no timings. Because the clock is the prompt's own, the fidelity judge
 * (bench/lib/fidelity.ts) also runs here on every prompt as the corpus dates it, with no relative
 * date left out: the figures of bench/generation-fidelity without its run-day artefacts.
 *
 *   npm run bench -- generation-validate
 *   BENCH_FIDELITY_LANGUAGES=en,de      a subset of the corpus
 *   BENCH_FIDELITY_SET=held-out         only the held-out prompts (or developed-with)
 *   BENCH_VALIDATE_JSON=/tmp/out.json   also write every email's errors and wrong facts
 *
 * Exits 1 when an email has a validate/all error or is 102 KB or more.
 */
import fs from "node:fs";
import path from "node:path";
import { BrandKit } from "../src/brand/schema";
import { renderEmail } from "../src/email";
import { generateEmail } from "../src/generate/engine";
import { validateAll } from "../src/validate";
import { loadPromptCorpus, type Language } from "../test/fixtures/prompt-corpus";
import {
  allowedFrom,
  brandFor,
  hayOf,
  instructionEchoes,
  judgeFact,
  visibleText,
  inSet,
  wrongFacts,
} from "./lib/fidelity";
import { repoRoot } from "./lib/process";

const SIZE_LIMIT = 102 * 1024;
const languages = process.env.BENCH_FIDELITY_LANGUAGES?.split(",") as Language[] | undefined;
const SET = process.env.BENCH_FIDELITY_SET?.trim();
const corpus = loadPromptCorpus(languages ? { languages } : {}).filter(
  (p) => inSet(p, SET),
);
const brandsDir = path.join(repoRoot, "test/fixtures/prompts/brands");
const brands = new Map<string, { json: string; kit: BrandKit; words: string[] }>();
function brand(name: string) {
  let b = brands.get(name);
  if (!b) {
    const json = fs.readFileSync(path.join(brandsDir, `${name}.json`), "utf8");
    const kit = BrandKit.parse(JSON.parse(json));
    // As the service's conversation lookup gives them: the kit's name and its products' names.
    b = { json, kit, words: [kit.name, ...kit.products.map((p) => p.name)] };
    brands.set(name, b);
  }
  return b;
}

type Row = {
  id: string;
  failed?: string;
  bytes: number;
  errors: Array<{ check: string; code: string; message: string }>;
  warnings: number;
  /** The warnings by check:code, with one message each (to sort them by rule). */
  warned: Array<{ key: string; message: string }>;
  wrong: Array<{ kind: string; detail: string }>;
  echoes: string[];
  facts: number;
  kept: number;
};

const rows: Row[] = [];
for (const p of corpus) {
  const b = brand(brandFor(p));
  const row: Row = { id: p.id, bytes: 0, errors: [], warnings: 0, warned: [], wrong: [], echoes: [], facts: p.facts.length, kept: 0 };
  rows.push(row);
  const outcome = await generateEmail({
    brand: b.kit,
    projectUrls: [],
    prompt: p.prompt,
    language: p.locale,
    purpose: p.purpose,
    now: new Date(`${p.sendDate}T10:00:00Z`),
  });
  if (!outcome.ok) {
    row.failed = outcome.error;
    continue;
  }
  const r = await renderEmail(outcome.document);
  row.bytes = r.sizeBytes;
  const result = await validateAll(
    { html: r.html, subject: r.subject, text: r.text, language: outcome.document.language },
    { checkExternal: false },
    { spamd: "", brandWords: b.words, brief: { text: p.prompt, sendDate: p.sendDate, language: outcome.document.language } },
  );
  for (const i of result.issues)
    if (i.severity === "error") row.errors.push({ check: i.check ?? "", code: i.code, message: i.message });
    else if (i.severity === "warning") {
      row.warnings++;
      row.warned.push({ key: `${i.check ?? ""}:${i.code}`, message: i.message });
    }
  const email = { subject: r.subject, preheader: r.preheader, html: r.html, text: r.text };
  const hay = hayOf(visibleText(email), p.locale);
  const ctx = { now: p.sendDate, shifted: false, sendDate: p.sendDate, locale: p.locale };
  row.kept = p.facts.filter((f) => judgeFact(hay, f, ctx).retained).length;
  row.wrong = wrongFacts(hay, p, allowedFrom(p, b.json), ctx);
  row.echoes = instructionEchoes(hay, p);
}

const n = rows.length;
const failed = rows.filter((r) => r.failed);
const withErrors = rows.filter((r) => r.errors.length);
const big = rows.filter((r) => r.bytes >= SIZE_LIMIT);
const facts = rows.reduce((s, r) => s + r.facts, 0);
const kept = rows.reduce((s, r) => s + r.kept, 0);
const wrong = rows.flatMap((r) => r.wrong.map((w) => ({ id: r.id, ...w })));
const echoes = rows.flatMap((r) => r.echoes.map((e) => ({ id: r.id, e })));
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "—");

console.log(`corpus ${n} prompts${SET ? ` (${SET})` : ""}, generated in-process with the clock at each prompt's sendDate`);
console.log(`  generations failed                  ${failed.length}`);
console.log(`  validate/all with 0 errors          ${n - failed.length - withErrors.length}/${n - failed.length} (${withErrors.length} emails with ${withErrors.reduce((s, r) => s + r.errors.length, 0)} errors; warnings ${rows.reduce((s, r) => s + r.warnings, 0)} in all)`);
console.log(`  size < 102 KB                       ${n - failed.length - big.length}/${n - failed.length} (max ${(Math.max(0, ...rows.map((r) => r.bytes)) / 1024).toFixed(1)} KB)`);
console.log(`  fact retention (judge, sendDate)    ${pct(kept, facts)} micro (${kept}/${facts}), ${pct(rows.reduce((s, r) => s + (r.facts ? r.kept / r.facts : 1), 0), n)} macro`);
console.log(`  wrong or invented facts             ${wrong.length} in ${new Set(wrong.map((w) => w.id)).size} emails`);
console.log(`  instruction echoes                  ${echoes.length}`);
const codes = new Map<string, number>();
for (const r of withErrors) for (const e of r.errors) codes.set(`${e.check}:${e.code}`, (codes.get(`${e.check}:${e.code}`) ?? 0) + 1);
if (codes.size) console.log(`  errors by check:code                ${[...codes].sort((a, b) => b[1] - a[1]).map(([c, k]) => `${c} ${k}`).join(", ")}`);
// Warnings by rule: how many, in how many emails, and examples — to tell the generator's faults
// from the check's (BENCH_VALIDATE_WARNINGS=N prints N examples per rule, default 3).
const byRule = new Map<string, { n: number; emails: Set<string>; examples: string[] }>();
for (const r of rows)
  for (const w of r.warned) {
    const e = byRule.get(w.key) ?? { n: 0, emails: new Set(), examples: [] };
    e.n++;
    e.emails.add(r.id);
    if (e.examples.length < Number(process.env.BENCH_VALIDATE_WARNINGS ?? 3) && !e.examples.some((x) => x.endsWith(w.message.slice(0, 140)))) e.examples.push(`${r.id}: ${w.message.slice(0, 140)}`);
    byRule.set(w.key, e);
  }
if (byRule.size) {
  console.log(`  warnings by check:code (${(rows.reduce((s, r) => s + r.warnings, 0) / Math.max(1, n - failed.length)).toFixed(1)} per email)`);
  for (const [key, e] of [...byRule].sort((a, b) => b[1].n - a[1].n)) {
    console.log(`    ${key.padEnd(42)} ${String(e.n).padStart(6)} in ${e.emails.size} emails`);
    for (const x of e.examples) console.log(`        ${x}`);
  }
}
for (const r of withErrors.slice(0, 15)) for (const e of r.errors.slice(0, 3)) console.log(`    ${r.id} ${e.check}:${e.code} ${e.message.slice(0, 160)}`);
for (const r of failed.slice(0, 10)) console.log(`    ${r.id} failed: ${r.failed}`);
for (const w of wrong.slice(0, 15)) console.log(`    ${w.id} ${w.kind}: ${w.detail}`);
for (const e of echoes.slice(0, 10)) console.log(`    ${e.id} echo: ${e.e}`);
if (process.env.BENCH_VALIDATE_JSON) fs.writeFileSync(process.env.BENCH_VALIDATE_JSON, JSON.stringify(rows, null, 1));
if (failed.length || withErrors.length || big.length) process.exitCode = 1;
