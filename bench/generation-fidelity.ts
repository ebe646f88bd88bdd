/**
 * bench/generation-fidelity (issue #16, "How we will know"): every prompt of the evaluation corpus
 * (test/fixtures/prompt-corpus) generated through the real API — POST /v1/projects/emails/generate
 * with the prompt, its purpose and language, polled to `completed` — and the email judged by
 * bench/lib/fidelity.ts, which does not use the product's code: fact retention (micro, macro, per
 * fact type, purpose, language, style), wrong or invented facts, instruction echoes, latency, and
 * validate/all + size for a sample.
 *
 *   npm run bench -- generation-fidelity
 *   BENCH_GENERATOR=embedded              generators to run, comma-separated (see GENERATORS)
 *   BENCH_FIDELITY_VALIDATE=60            emails checked with validate/all (evenly spaced; "all"; 0 = none)
 *   BENCH_FIDELITY_LANGUAGES=en,de        a subset of the corpus
 *   BENCH_FIDELITY_JSON=/tmp/out.json     also write every judgement
 *
 * Brands: each prompt is generated for the fixture brand of its language (test/fixtures/prompts/
 * brands): en-US → Northwind Outfitters, en-GB/en-AU/en-IN → Nightowl Studio (en-GB), software,
 * SaaS and app sectors of any English locale → Cloudlytic, es → Casa Verde, fr → Pâtisserie Éclair,
 * de → Bäckerei Sonnenschein, pt → Café Aurora, it → Trattoria Lume.
 *
 * Clock: the service cannot be told "now" (the generation reads the message's creation time), so
 * facts are judged against the run's real date: prompts whose sendDate is that date are judged as
 * the corpus says; for the others, yearless dates are rolled to their next occurrence after the
 * run date and relative dates are left out (counted and printed).
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import {
  loadPromptCorpus,
  type Language,
  type PromptCase,
} from "../test/fixtures/prompt-corpus";
import {
  allowedFrom,
  hayOf,
  instructionEchoes,
  judgeFact,
  visibleText,
  wrongFacts,
  type DateContext,
  type Email,
  type Judged,
  type Wrong,
} from "./lib/fidelity";
import { repoRoot, startBrandmail } from "./lib/process";

process.env.NODE_ENV ??= "production";

/**
 * The generators this bench can run, each a `brandmail serve` started with `env`. Today there is
 * one: the embedded composer. When the rewrite of issue #16 lands behind a switch, add it here
 * (e.g. `rewrite: { label: 'new composer', env: { BRANDMAIL_COMPOSER: 'v2' } }`) and run
 * BENCH_GENERATOR=embedded,rewrite: the first is printed as the baseline.
 */
const GENERATORS: Record<
  string,
  { label: string; env: Record<string, string> }
> = {
  embedded: { label: "embedded composer (today)", env: {} },
};
const wanted = (process.env.BENCH_GENERATOR ?? "embedded")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
for (const w of wanted)
  if (!GENERATORS[w])
    throw new Error(
      `BENCH_GENERATOR: unknown generator "${w}" (known: ${Object.keys(GENERATORS).join(", ")})`,
    );

const VALIDATE = process.env.BENCH_FIDELITY_VALIDATE ?? "60";
const POLL_MS = 2;
const SIZE_LIMIT = 102 * 1024; // Gmail clips a message whose HTML is over 102 KB
const TARGETS = { retention: 0.98, wrong: 0, echoes: 0, p50: 50 };

const languages = process.env.BENCH_FIDELITY_LANGUAGES?.split(",") as
  Language[] | undefined;
const corpus = loadPromptCorpus(languages ? { languages } : {});
const brandsDir = path.join(repoRoot, "test/fixtures/prompts/brands");
const brandJson = Object.fromEntries(
  fs
    .readdirSync(brandsDir)
    .map((f) => [
      f.replace(/\.json$/, ""),
      fs.readFileSync(path.join(brandsDir, f), "utf8"),
    ]),
);

function brandFor(p: PromptCase): string {
  if (p.language === "en") {
    if (
      /software|saas|\bapp\b|platform|cloud|analytics|tech|startup|developer|api\b/i.test(
        p.sector,
      )
    )
      return "cloudlytic";
    return p.locale === "en-US" ? "northwind" : "nightowl";
  }
  return {
    es: "casaverde",
    fr: "eclair",
    de: "sonnenschein",
    pt: "aurora",
    it: "lume",
  }[p.language];
}

const localDate = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

type Outcome = {
  p: PromptCase;
  brand: string;
  ms: number;
  failed?: string;
  email?: Email;
  facts: Judged[];
  wrong: Wrong[];
  echoes: string[];
  bytes: number;
  validation?:
    | { errors: number; codes: string[]; messages: string[] }
    | { failed: string };
};

async function runGenerator(
  name: string,
): Promise<{ outcomes: Outcome[]; runDate: string }> {
  const server = await startBrandmail({
    NODE_ENV: "production",
    BRANDMAIL_RATE_LIMITS: "free=0,premium=0,business=0,enterprise=0",
    BRANDMAIL_GENERATIONS_PER_MINUTE: "0",
    ...GENERATORS[name].env,
  });
  try {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(path.join(server.dataDir, "brandmail.db"));
    const account = db.prepare("select id from accounts limit 1").get() as {
      id: string;
    };
    const now = new Date().toISOString();
    for (const [id, json] of Object.entries(brandJson)) {
      const brand = JSON.parse(json);
      db.prepare(
        `insert into projects (id, account_id, environment, name, urls, status, stage, progress, warnings, brand, created_at, updated_at, completed_at)
         values (?, ?, 'test', ?, ?, 'completed', 'completed', 1, '[]', ?, ?, ?, ?)`,
      ).run(
        `prj_${id}`,
        account.id,
        brand.name,
        JSON.stringify([brand.pages[0]?.url ?? "https://example.com/"]),
        json,
        now,
        now,
        now,
      );
    }
    db.close();
    const headers = {
      authorization: `Bearer ${server.key}`,
      "content-type": "application/json",
    };

    async function generate(
      p: PromptCase,
      brand: string,
    ): Promise<{ ms: number; email?: Email; failed?: string }> {
      const start = performance.now();
      const res = await fetch(`${server.url}/v1/projects/emails/generate`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          projectId: `prj_${brand}`,
          prompt: p.prompt,
          purpose: p.purpose,
          language: p.locale,
        }),
      });
      const body = (await res.json()) as {
        data?: { conversationId: string };
        error?: { message: string };
      };
      if (!res.ok || !body.data)
        return {
          ms: performance.now() - start,
          failed: `POST ${res.status}: ${body.error?.message ?? JSON.stringify(body)}`,
        };
      for (;;) {
        const s = (await (
          await fetch(
            `${server.url}/v1/projects/emails/${body.data.conversationId}/status`,
            { headers },
          )
        ).json()) as {
          data: { status: string; error?: string } & Partial<Email>;
        };
        if (s.data.status === "completed") {
          const ms = performance.now() - start;
          const { subject = "", preheader = "", html = "", text = "" } = s.data;
          return { ms, email: { subject, preheader, html, text } };
        }
        if (s.data.status === "failed")
          return {
            ms: performance.now() - start,
            failed: s.data.error ?? "failed",
          };
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    }

    // Warm-up (JIT, caches): ten generations, not counted.
    for (let i = 0; i < Math.min(10, corpus.length); i++)
      await generate(corpus[i], brandFor(corpus[i]));

    const runDate = localDate();
    const outcomes: Outcome[] = [];
    for (const p of corpus) {
      const brand = brandFor(p);
      const g = await generate(p, brand);
      const ctx: DateContext = {
        now: runDate,
        shifted: p.sendDate !== runDate,
      };
      if (!g.email) {
        outcomes.push({
          p,
          brand,
          ms: g.ms,
          failed: g.failed,
          facts: p.facts.map((fact) => ({
            fact,
            retained: false,
            strictRetained: false,
            judged: true,
            why: "generation failed",
          })),
          wrong: [],
          echoes: [],
          bytes: 0,
        });
        continue;
      }
      const hay = hayOf(visibleText(g.email), p.locale);
      outcomes.push({
        p,
        brand,
        ms: g.ms,
        email: g.email,
        facts: p.facts.map((f) => judgeFact(hay, f, ctx)),
        wrong: wrongFacts(hay, p, allowedFrom(p, brandJson[brand]), ctx),
        echoes: instructionEchoes(hay, p),
        bytes: Buffer.byteLength(g.email.html, "utf8"),
      });
    }

    // validate/all on a sample (or all): evenly spaced over the corpus.
    const generated = outcomes.filter((o) => o.email);
    const n =
      VALIDATE === "all"
        ? generated.length
        : Math.min(generated.length, Number(VALIDATE) || 0);
    for (let k = 0; k < n; k++) {
      const o = generated[Math.floor((k * generated.length) / n)];
      const res = await fetch(`${server.url}/v1/emails/validate/all`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          html: o.email!.html,
          subject: o.email!.subject,
          text: o.email!.text,
          language: o.p.locale,
          options: { checkExternal: false },
        }),
      });
      const body = (await res.json()) as {
        data?: {
          issues: Array<{
            severity: string;
            code: string;
            check?: string;
            message: string;
          }>;
        };
        error?: { message: string };
      };
      if (!res.ok || !body.data)
        o.validation = { failed: `${res.status} ${body.error?.message ?? ""}` };
      else {
        const errors = body.data.issues.filter((i) => i.severity === "error");
        o.validation = {
          errors: errors.length,
          codes: errors.map((e) => `${e.check ?? ""}:${e.code}`),
          messages: errors.map((e) => e.message),
        };
      }
    }
    return { outcomes, runDate };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const pct = (a: number, b: number) =>
  b ? `${((100 * a) / b).toFixed(1)}%` : "—";
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[
    Math.min(xs.length - 1, Math.floor(q * xs.length))
  ] ?? NaN;
const mark = (ok: boolean) => (ok ? "OK" : "MISSED");

function table(
  title: string,
  outcomes: Outcome[],
  key: (o: Outcome, j: Judged) => string,
) {
  const rows = new Map<
    string,
    { kept: number; all: number; prompts: Set<string> }
  >();
  for (const o of outcomes)
    for (const j of o.facts) {
      if (!j.judged) continue;
      const k = key(o, j);
      const r = rows.get(k) ?? { kept: 0, all: 0, prompts: new Set() };
      r.all++;
      if (j.retained) r.kept++;
      r.prompts.add(o.p.id);
      rows.set(k, r);
    }
  console.log(`\n  ${title}`);
  for (const [k, r] of [...rows].sort(
    (a, b) => a[1].kept / a[1].all - b[1].kept / b[1].all,
  ))
    console.log(
      `    ${k.padEnd(18)} ${pct(r.kept, r.all).padStart(6)}  (${r.kept}/${r.all} facts, ${r.prompts.size} prompts)`,
    );
}

function report(label: string, outcomes: Outcome[], runDate: string) {
  const judged = outcomes.flatMap((o) => o.facts.filter((j) => j.judged));
  const kept = judged.filter((j) => j.retained).length;
  const strict = judged.filter((j) => j.strictRetained).length;
  const perPrompt = outcomes.map((o) => {
    const js = o.facts.filter((j) => j.judged);
    return js.length ? js.filter((j) => j.retained).length / js.length : 1;
  });
  const macro = perPrompt.reduce((a, b) => a + b, 0) / perPrompt.length;
  const notJudged = outcomes.flatMap((o) =>
    o.facts.filter((j) => !j.judged).map((j) => `${o.p.id} "${j.fact.value}"`),
  );
  const failed = outcomes.filter((o) => o.failed);
  const ms = outcomes.filter((o) => !o.failed).map((o) => o.ms);
  const p50 = quantile(ms, 0.5);
  const wrong = outcomes.flatMap((o) =>
    o.wrong.map((w) => ({ id: o.p.id, ...w })),
  );
  const echoes = outcomes.flatMap((o) =>
    o.echoes.map((e) => ({ id: o.p.id, e })),
  );
  const shifted = outcomes.filter((o) => o.p.sendDate !== runDate).length;

  console.log(`\n## ${label}`);
  console.log(
    `  corpus: ${outcomes.length} prompts, ${judged.length + notJudged.length} facts; ${failed.length} generations failed` +
      (failed.length
        ? ` (${failed
            .slice(0, 5)
            .map((o) => `${o.p.id}: ${o.failed?.slice(0, 90)}`)
            .join("; ")})`
        : ""),
  );
  console.log(
    `  clock: the service cannot be told "now"; facts judged against the run's real date ${runDate}. ${outcomes.length - shifted} prompts have that sendDate; ` +
      `for the other ${shifted}, yearless dates roll to their next occurrence and ${notJudged.length} relative-date facts are not judged` +
      (notJudged.length
        ? ` (${notJudged.slice(0, 6).join(", ")}${notJudged.length > 6 ? ", …" : ""})`
        : ""),
  );
  console.log(
    `  fact retention: micro ${pct(kept, judged.length)} (${kept}/${judged.length}), macro ${(100 * macro).toFixed(1)}% per prompt  | target ≥ 98% ${mark(kept / judged.length >= TARGETS.retention && macro >= TARGETS.retention)}`,
  );
  console.log(
    `    (keywords rule ⌈¾·n⌉; with ALL keywords required: micro ${pct(strict, judged.length)})`,
  );
  table("per fact type", outcomes, (_o, j) => j.fact.type);
  table("per purpose (expectedPurpose)", outcomes, (o) => o.p.expectedPurpose);
  table("per language", outcomes, (o) => o.p.language);
  table("per style", outcomes, (o) => o.p.style);

  const byKind = new Map<string, number>();
  for (const w of wrong) byKind.set(w.kind, (byKind.get(w.kind) ?? 0) + 1);
  console.log(
    `\n  wrong or invented facts: ${wrong.length} in ${new Set(wrong.map((w) => w.id)).size} emails  | target 0 ${mark(wrong.length === 0)}` +
      `\n    by kind: ${
        [...byKind]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ${n}`)
          .join(", ") || "—"
      }`,
  );
  // Examples: spread over kinds.
  const examples: typeof wrong = [];
  for (let round = 0; examples.length < 10 && round < 10; round++)
    for (const k of byKind.keys()) {
      const w = wrong.filter((x) => x.kind === k)[round];
      if (w && examples.length < 10) examples.push(w);
    }
  for (const w of examples)
    console.log(`    ${w.id} ${w.kind}: ${w.detail.slice(0, 140)}`);

  console.log(
    `\n  instruction echoes: ${echoes.length} in ${new Set(echoes.map((e) => e.id)).size} emails  | target 0 ${mark(echoes.length === 0)}`,
  );
  for (const e of echoes.slice(0, 10)) console.log(`    ${e.id}: "${e.e}"`);

  console.log(
    `\n  latency POST → completed (sequential, poll ${POLL_MS} ms, ${ms.length} generations): p50 ${p50.toFixed(1)} ms, p95 ${quantile(ms, 0.95).toFixed(1)} ms  | target p50 < ${TARGETS.p50} ms ${mark(p50 < TARGETS.p50)}`,
  );

  const sized = outcomes.filter((o) => o.email);
  const big = sized.filter((o) => o.bytes >= SIZE_LIMIT);
  console.log(
    `  size: ${sized.length - big.length}/${sized.length} emails < 102 KB (max ${(Math.max(0, ...sized.map((o) => o.bytes)) / 1024).toFixed(1)} KB)  | ${mark(big.length === 0)}`,
  );
  const validated = outcomes.filter((o) => o.validation);
  if (validated.length) {
    const bad = validated.filter(
      (o) => !("errors" in o.validation!) || o.validation.errors > 0,
    );
    const codes = new Map<string, number>();
    for (const o of bad)
      if ("codes" in o.validation!)
        for (const c of o.validation.codes)
          codes.set(c, (codes.get(c) ?? 0) + 1);
    console.log(
      `  validate/all (checkExternal: false) on a sample of ${validated.length} of ${sized.length} emails (BENCH_FIDELITY_VALIDATE): ` +
        `${validated.length - bad.length} with 0 errors  | ${mark(bad.length === 0)}` +
        (bad.length
          ? `\n    errors: ${[...codes]
              .sort((a, b) => b[1] - a[1])
              .map(([c, n]) => `${c} ×${n}`)
              .join(", ")}` +
            bad
              .slice(0, 5)
              .map(
                (o) =>
                  `\n    ${o.p.id}: ${
                    "messages" in o.validation!
                      ? o.validation.messages
                          .slice(0, 2)
                          .map((m) => m.slice(0, 110))
                          .join(" / ")
                      : (o.validation as { failed: string }).failed
                  }`,
              )
              .join("")
          : ""),
    );
  } else console.log("  validate/all: not run (BENCH_FIDELITY_VALIDATE=0)");
}

const results: Array<{ name: string; outcomes: Outcome[] }> = [];
for (const name of wanted) {
  const { outcomes, runDate } = await runGenerator(name);
  results.push({ name, outcomes });
  report(GENERATORS[name].label, outcomes, runDate);
}
if (wanted.length === 1 && wanted[0] === "embedded")
  console.log(
    "\n  baseline: today's embedded composer is both the baseline and the measured system until the issue #16 rewrite lands (then add it to GENERATORS and run BENCH_GENERATOR=embedded,<new>).",
  );
if (process.env.BENCH_FIDELITY_JSON)
  fs.writeFileSync(
    process.env.BENCH_FIDELITY_JSON,
    JSON.stringify(
      results.map((r) => ({
        generator: r.name,
        outcomes: r.outcomes.map((o) => ({
          id: o.p.id,
          brand: o.brand,
          ms: o.ms,
          failed: o.failed,
          subject: o.email?.subject,
          missing: o.facts
            .filter((j) => j.judged && !j.retained)
            .map((j) => `${j.fact.type}: ${j.fact.value}`),
          wrong: o.wrong,
          echoes: o.echoes,
          validation: o.validation,
          text: o.email?.text,
        })),
      })),
      null,
      1,
    ),
  );
