/**
 * bench/generation-fidelity (issue #16, "How we will know"): every prompt of the evaluation corpus
 * (test/fixtures/prompt-corpus) generated through the real API — POST /v1/projects/emails/generate
 * with the prompt, its purpose and language, polled to `completed` — and the email judged by
 * bench/lib/fidelity.ts, which does not use the product's code: fact retention (micro, macro, per
 * fact type, purpose, language, style), wrong or invented facts, instruction echoes, latency, and
 * validate/all + size for a sample.
 *
 * Two generators in one run, each a `brandmail serve` of its own checkout, fed the same corpus and
 * brands (both read from this tree's test/fixtures, never from the baseline's checkout):
 *   baseline  today's composer: the service at a pinned commit (BENCH_BASELINE_REF, default
 *             0e05825, the last commit before the issue #16 rewrite), run from a detached git
 *             worktree under the OS temp dir (bench/lib/baseline.ts; reused across runs, its own
 *             dist/, node_modules linked to this tree's). Not available in a shallow clone: the
 *             bench says so and runs the current generator alone.
 *   current   this working tree, uncommitted changes included.
 * The current figures are printed with the baseline's beside them (and the difference).
 *
 *   npm run bench -- generation-fidelity
 *   BENCH_GENERATOR=baseline,current      generators to run, comma-separated, in that order
 *                                         (default; `current` alone skips the baseline;
 *                                         `embedded`, the old name, means `current`)
 *   BENCH_BASELINE_REF=0e05825            the baseline's git ref (any commit-ish)
 *   BENCH_FIDELITY_VALIDATE=60            emails checked with validate/all per generator (evenly
 *                                         spaced; "all"; 0 = none)
 *   BENCH_FIDELITY_VALIDATE_BY=conversation  what validate/all is sent: the generated email's
 *                                         `conversationId` (default: the product's way to check a
 *                                         generated email, so its brief is known — the facts check
 *                                         runs and the brief's own words are no spelling errors), or
 *                                         `html` (the email alone, as a pasted one would be)
 *   BENCH_FIDELITY_LANGUAGES=en,de        a subset of the corpus
 *   BENCH_FIDELITY_SET=held-out           only the held-out prompts (`heldOut` in the corpus: written
 *                                         in batches, `held-out-2026-11-28` for one batch;
 *                                         after the generator, measured before code looked at them),
 *                                         or `developed-with` (the rest); "per set" prints both
 *   BENCH_FIDELITY_JSON=/tmp/out.json     also write every judgement (both generators)
 *
 * Brands: each prompt is generated for the fixture brand of its language (test/fixtures/prompts/
 * brands): en-US → Northwind Outfitters, en-GB/en-AU/en-IN → Nightowl Studio (en-GB), software,
 * SaaS and app sectors of any English locale → Cloudlytic, es → Casa Verde, fr → Pâtisserie Éclair,
 * de → Bäckerei Sonnenschein, pt → Café Aurora, it → Trattoria Lume.
 *
 * Clock: the service cannot be told "now" (the generation reads the message's creation time), so
 * facts are judged against the run's real date: prompts whose sendDate is that date are judged as
 * the corpus says; for the others, yearless dates are rolled to their next occurrence after the
 * run date, relative dates the judge can re-read for the run's day ("today", "tomorrow", "in 2
 * weeks", a bare weekday) are judged as that day, and the others ("next Friday", "this weekend")
 * are left out (counted and printed). "Today", "tomorrow" and "in N days" anywhere in a prompt
 * make the day they mean on the run's day a date of the prompt (not an invented one).
 */
import { execFileSync } from "node:child_process";
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
  brandFor,
  hayOf,
  inSet,
  instructionEchoes,
  setOf,
  judgeFact,
  visibleText,
  wrongFacts,
  type DateContext,
  type Email,
  type Judged,
  type Wrong,
} from "./lib/fidelity";
import { prepareBaseline } from "./lib/baseline";
import { repoRoot, startBrandmail } from "./lib/process";

process.env.NODE_ENV ??= "production";

const BASELINE_REF = process.env.BENCH_BASELINE_REF?.trim() || "0e05825";
const ALIASES: Record<string, string> = { embedded: "current" };
const KNOWN = ["baseline", "current"];
let wanted = [
  ...new Set(
    (process.env.BENCH_GENERATOR ?? "baseline,current")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => ALIASES[s] ?? s),
  ),
];
for (const w of wanted)
  if (!KNOWN.includes(w))
    throw new Error(
      `BENCH_GENERATOR: unknown generator "${w}" (known: ${KNOWN.join(", ")}; "embedded" means current)`,
    );

/** The checkout each generator's `brandmail serve` runs from, and its label. */
const generators: Record<string, { label: string; root: string }> = {};
let baselineNote = "";
if (wanted.includes("baseline")) {
  const b = prepareBaseline(BASELINE_REF);
  if ("unavailable" in b) {
    console.log(
      `baseline: NOT RUN — ${b.unavailable}; running the current generator alone (no figure below has a baseline beside it).`,
    );
    baselineNote = `not run (${b.unavailable})`;
    wanted = wanted.filter((w) => w !== "baseline");
    if (!wanted.includes("current")) wanted.push("current");
  } else {
    generators.baseline = {
      label: `baseline ${b.commit.startsWith(b.ref) ? "" : `${b.ref} = `}${b.commit.slice(0, 7)} "${b.subject.slice(0, 60)}" (today's composer)`,
      root: b.dir,
    };
    console.log(
      `baseline: ${b.ref} → ${b.commit.slice(0, 12)} "${b.subject}", ${b.reused ? "reusing worktree" : "new worktree"} ${b.dir}`,
    );
  }
}
{
  const git = (args: string[]) =>
    execFileSync("git", args, { cwd: repoRoot, encoding: "utf8" }).trim();
  let head = "?";
  let dirty = false;
  try {
    head = git(["rev-parse", "--short=7", "HEAD"]);
    dirty =
      git(["status", "--porcelain", "--untracked-files=no", "--", "src", "sdk/src", "bin", "package.json", "package-lock.json"]) !== "";
  } catch {
    /* not a git checkout: the label says "?" */
  }
  generators.current = {
    label: `current ${head}${dirty ? " + uncommitted changes" : ""} (working tree)`,
    root: repoRoot,
  };
}

const VALIDATE = process.env.BENCH_FIDELITY_VALIDATE ?? "60";
const VALIDATE_BY =
  process.env.BENCH_FIDELITY_VALIDATE_BY === "html" ? "html" : "conversation";
const POLL_MS = 2;
const SIZE_LIMIT = 102 * 1024; // Gmail clips a message whose HTML is over 102 KB
const TARGETS = { retention: 0.98, wrong: 0, echoes: 0, p50: 50 };

const languages = process.env.BENCH_FIDELITY_LANGUAGES?.split(",") as
  Language[] | undefined;
const SET = process.env.BENCH_FIDELITY_SET?.trim();
const corpus = loadPromptCorpus(languages ? { languages } : {}).filter(
  (p) => inSet(p, SET),
);
const brandsDir = path.join(repoRoot, "test/fixtures/prompts/brands");
const brandJson = Object.fromEntries(
  fs
    .readdirSync(brandsDir)
    .map((f) => [
      f.replace(/\.json$/, ""),
      fs.readFileSync(path.join(brandsDir, f), "utf8"),
    ]),
);


const localDate = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

type Outcome = {
  p: PromptCase;
  brand: string;
  ms: number;
  failed?: string;
  email?: Email;
  conversationId?: string;
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
  const server = await startBrandmail(
    {
      NODE_ENV: "production",
      BRANDMAIL_RATE_LIMITS: "free=0,premium=0,business=0,enterprise=0",
      BRANDMAIL_GENERATIONS_PER_MINUTE: "0",
    },
    generators[name].root,
  );
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
    ): Promise<{
      ms: number;
      email?: Email;
      conversationId?: string;
      failed?: string;
    }> {
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
          return {
            ms,
            email: { subject, preheader, html, text },
            conversationId: body.data.conversationId,
          };
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
        sendDate: p.sendDate,
        locale: p.locale,
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
        conversationId: g.conversationId,
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
        body: JSON.stringify(
          VALIDATE_BY === "conversation"
            ? {
                conversationId: o.conversationId,
                options: { checkExternal: false },
              }
            : {
                html: o.email!.html,
                subject: o.email!.subject,
                text: o.email!.text,
                language: o.p.locale,
                options: { checkExternal: false },
              },
        ),
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
// Report: the measured generator (current) first, the baseline beside it.

const pct = (a: number, b: number) =>
  b ? `${((100 * a) / b).toFixed(1)}%` : "—";
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[
    Math.min(xs.length - 1, Math.floor(q * xs.length))
  ] ?? NaN;
const mark = (ok: boolean) => (ok ? "OK" : "MISSED");
/** Difference in percentage points, current − baseline. */
const dPts = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b)
    ? `${a - b >= 0 ? "+" : "−"}${Math.abs(100 * (a - b)).toFixed(1)} pts`
    : "";
const dNum = (a: number, b: number, unit = "") =>
  Number.isFinite(a) && Number.isFinite(b)
    ? `${a - b >= 0 ? "+" : "−"}${Math.abs(a - b).toFixed(unit ? 1 : 0)}${unit}`
    : "";

type Stats = ReturnType<typeof stats>;

function stats(name: string, outcomes: Outcome[], runDate: string) {
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
  const wrong = outcomes.flatMap((o) =>
    o.wrong.map((w) => ({ id: o.p.id, ...w })),
  );
  const byKind = new Map<string, number>();
  for (const w of wrong) byKind.set(w.kind, (byKind.get(w.kind) ?? 0) + 1);
  const echoes = outcomes.flatMap((o) =>
    o.echoes.map((e) => ({ id: o.p.id, e })),
  );
  const sized = outcomes.filter((o) => o.email);
  const big = sized.filter((o) => o.bytes >= SIZE_LIMIT);
  const validated = outcomes.filter((o) => o.validation);
  const bad = validated.filter(
    (o) => !("errors" in o.validation!) || o.validation.errors > 0,
  );
  return {
    name,
    label: generators[name].label,
    outcomes,
    runDate,
    judged,
    kept,
    strict,
    micro: judged.length ? kept / judged.length : NaN,
    macro,
    notJudged,
    failed,
    ms,
    p50: quantile(ms, 0.5),
    p95: quantile(ms, 0.95),
    wrong,
    byKind,
    echoes,
    shifted: outcomes.filter((o) => o.p.sendDate !== runDate).length,
    sized,
    big,
    validated,
    bad,
  };
}

/** One row: a label, then one cell per generator (current first), then the difference, then a note. */
function row(
  label: string,
  cells: string[],
  diff = "",
  note = "",
  width = 36,
) {
  console.log(
    `  ${label.padEnd(width)}${cells.map((c) => c.padEnd(26)).join("")}${diff.padEnd(cells.length > 1 ? 12 : 0)}${note ? `| ${note}` : ""}`.trimEnd(),
  );
}

function table(
  title: string,
  cols: Stats[],
  key: (o: Outcome, j: Judged) => string,
) {
  const per = cols.map((c) => {
    const rows = new Map<
      string,
      { kept: number; all: number; prompts: Set<string> }
    >();
    for (const o of c.outcomes)
      for (const j of o.facts) {
        if (!j.judged) continue;
        const k = key(o, j);
        const r = rows.get(k) ?? { kept: 0, all: 0, prompts: new Set() };
        r.all++;
        if (j.retained) r.kept++;
        r.prompts.add(o.p.id);
        rows.set(k, r);
      }
    return rows;
  });
  const rate = (m: (typeof per)[number], k: string) => {
    const r = m.get(k);
    return r ? r.kept / r.all : NaN;
  };
  const keys = [...new Set(per.flatMap((m) => [...m.keys()]))].sort(
    (a, b) => rate(per[0], a) - rate(per[0], b) || a.localeCompare(b),
  );
  console.log();
  row(title, cols.map((c) => c.name), cols.length > 1 ? "Δ" : "", "", 20);
  for (const k of keys)
    row(
      `  ${k}`,
      per.map((m) => {
        const r = m.get(k);
        return r
          ? `${pct(r.kept, r.all).padStart(6)} (${r.kept}/${r.all}, ${r.prompts.size}p)`
          : "—";
      }),
      cols.length > 1 ? dPts(rate(per[0], k), rate(per[1], k)) : "",
      "",
      20,
    );
}

function report(cols: Stats[]) {
  const [cur, base] = cols;
  const two = cols.length > 1;
  console.log(
    `\n## ${cur.label}${two ? `\n   beside ${base.label}` : ""}`,
  );
  for (const c of cols)
    console.log(
      `  ${two ? `${c.name}: ` : ""}corpus ${c.outcomes.length} prompts, ${c.judged.length + c.notJudged.length} facts; ${c.failed.length} generations failed` +
        (c.failed.length
          ? ` (${c.failed
              .slice(0, 5)
              .map((o) => `${o.p.id}: ${o.failed?.slice(0, 90)}`)
              .join("; ")})`
          : ""),
    );
  console.log(
    `  clock: the service cannot be told "now"; facts judged against the run's real date ${cur.runDate}${two && base.runDate !== cur.runDate ? ` (baseline: ${base.runDate})` : ""}. ${cur.outcomes.length - cur.shifted} prompts have that sendDate; ` +
      `for the other ${cur.shifted}, yearless dates roll to their next occurrence and ${cur.notJudged.length} relative-date facts are not judged` +
      (cur.notJudged.length
        ? ` (${cur.notJudged.slice(0, 6).join(", ")}${cur.notJudged.length > 6 ? ", …" : ""})`
        : ""),
  );

  console.log();
  row("", cols.map((c) => c.name), two ? "Δ" : "", "target (current)");
  row(
    "fact retention, micro",
    cols.map((c) => `${pct(c.kept, c.judged.length)} (${c.kept}/${c.judged.length})`),
    two ? dPts(cur.micro, base.micro) : "",
    `≥ 98% ${mark(cur.micro >= TARGETS.retention)}`,
  );
  row(
    "fact retention, macro (per prompt)",
    cols.map((c) => `${(100 * c.macro).toFixed(1)}%`),
    two ? dPts(cur.macro, base.macro) : "",
    `≥ 98% ${mark(cur.macro >= TARGETS.retention)}`,
  );
  row(
    "  micro, ALL keywords required",
    cols.map((c) => pct(c.strict, c.judged.length)),
    two ? dPts(cur.strict / cur.judged.length, base.strict / base.judged.length) : "",
    "(keywords rule above: ⌈¾·n⌉)",
  );
  row(
    "wrong or invented facts",
    cols.map((c) => `${c.wrong.length} in ${new Set(c.wrong.map((w) => w.id)).size} emails`),
    two ? dNum(cur.wrong.length, base.wrong.length) : "",
    `0 ${mark(cur.wrong.length === 0)}`,
  );
  row(
    "instruction echoes",
    cols.map((c) => `${c.echoes.length} in ${new Set(c.echoes.map((e) => e.id)).size} emails`),
    two ? dNum(cur.echoes.length, base.echoes.length) : "",
    `0 ${mark(cur.echoes.length === 0)}`,
  );
  row(
    `latency p50 (POST → completed)`,
    cols.map((c) => `${c.p50.toFixed(1)} ms`),
    two ? dNum(cur.p50, base.p50, " ms") : "",
    `< ${TARGETS.p50} ms ${mark(cur.p50 < TARGETS.p50)}`,
  );
  row(
    "latency p95",
    cols.map((c) => `${c.p95.toFixed(1)} ms`),
    two ? dNum(cur.p95, base.p95, " ms") : "",
    `sequential, poll ${POLL_MS} ms, ${cur.ms.length} generations`,
  );
  row(
    "size < 102 KB",
    cols.map(
      (c) =>
        `${c.sized.length - c.big.length}/${c.sized.length} (max ${(Math.max(0, ...c.sized.map((o) => o.bytes)) / 1024).toFixed(1)} KB)`,
    ),
    "",
    mark(cur.big.length === 0),
  );
  if (cols.some((c) => c.validated.length))
    row(
      "validate/all: 0 errors",
      cols.map((c) => `${c.validated.length - c.bad.length}/${c.validated.length} sampled`),
      "",
      `by ${VALIDATE_BY}, checkExternal false ${mark(cur.bad.length === 0)}`,
    );
  else row("validate/all", cols.map(() => "not run"), "", "BENCH_FIDELITY_VALIDATE=0");

  table("per fact type", cols, (_o, j) => j.fact.type);
  table("per purpose", cols, (o) => o.p.expectedPurpose);
  table("per language", cols, (o) => o.p.language);
  table("per style", cols, (o) => o.p.style);
  table("per set (held-out = unseen prompts)", cols, (o) => setOf(o.p));
  for (const c of cols) {
    for (const batch of [...new Set(c.outcomes.filter((o) => o.p.heldOut).map((o) => setOf(o.p)))].sort()) {
      const held = new Set(c.outcomes.filter((o) => setOf(o.p) === batch).map((o) => o.p.id));
      const macro = stats(c.name, c.outcomes.filter((o) => held.has(o.p.id)), c.runDate).macro;
      console.log(
        `  ${batch} (${c.name}): ${held.size} prompts, macro ${(100 * macro).toFixed(1)}%, wrong or invented facts ${c.wrong.filter((w) => held.has(w.id)).length}, instruction echoes ${c.echoes.filter((e) => held.has(e.id)).length}`,
      );
    }
  }

  // Details of the measured generator (the baseline's are in BENCH_FIDELITY_JSON).
  const kinds = (c: Stats) =>
    [...c.byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(", ") || "—";
  console.log(`\n  wrong or invented facts by kind: ${cur.name} ${kinds(cur)}${two ? `; ${base.name} ${kinds(base)}` : ""}`);
  const examples: Stats["wrong"] = [];
  for (let round = 0; examples.length < 10 && round < 10; round++)
    for (const k of cur.byKind.keys()) {
      const w = cur.wrong.filter((x) => x.kind === k)[round];
      if (w && examples.length < 10) examples.push(w);
    }
  for (const w of examples)
    console.log(`    ${w.id} ${w.kind}: ${w.detail.slice(0, 140)}`);
  if (cur.echoes.length) {
    console.log(`  instruction echoes (${cur.name}):`);
    for (const e of cur.echoes.slice(0, 10)) console.log(`    ${e.id}: "${e.e}"`);
  }
  if (cur.bad.length) {
    const codes = new Map<string, number>();
    for (const o of cur.bad)
      if ("codes" in o.validation!)
        for (const c of o.validation.codes)
          codes.set(c, (codes.get(c) ?? 0) + 1);
    console.log(
      `  validate/all errors (${cur.name}): ${[...codes]
        .sort((a, b) => b[1] - a[1])
        .map(([c, n]) => `${c} ×${n}`)
        .join(", ")}` +
        cur.bad
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
          .join(""),
    );
  }
}

const results: Array<{ name: string; outcomes: Outcome[]; runDate: string }> = [];
for (const name of wanted) {
  process.stdout.write(`running ${generators[name].label} …\n`);
  const { outcomes, runDate } = await runGenerator(name);
  results.push({ name, outcomes, runDate });
}
// The measured generator first, the baseline beside it.
const ordered = [...results].sort(
  (a, b) => Number(a.name === "baseline") - Number(b.name === "baseline"),
);
report(ordered.map((r) => stats(r.name, r.outcomes, r.runDate)));
const base = results.find((r) => r.name === "baseline");
console.log(
  base
    ? `\n  baseline: today's composer, ${BASELINE_REF} (BENCH_BASELINE_REF), measured in this run from its git worktree ${generators.baseline.root}.`
    : `\n  baseline: ${baselineNote || "not run (BENCH_GENERATOR without baseline)"} — the figures above have no baseline beside them.`,
);
if (process.env.BENCH_FIDELITY_JSON)
  fs.writeFileSync(
    process.env.BENCH_FIDELITY_JSON,
    JSON.stringify(
      results.map((r) => ({
        generator: r.name,
        label: generators[r.name].label,
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
