import type { LatestEmails, SeriesEmailRead, SeriesPlace } from '../email/series';
import type { CheckPool } from '../pool';
import type { PortableCheckContext } from '../pool/tasks';
import { factIssue } from './fact-issue';
import type { FactsInput } from './facts';
import type { AllResult, FactsResult, SeriesEmailValidation, ValidateRequest, ValidationIssue } from './schema';
import { briefOf, conversationEmail, type CheckBrief } from './source';

/**
 * `validate/all` of a series (issue #23): every email's own result, and the series' as a whole.
 * Each email holds only its part of the brief, so the brief's facts are checked over all the
 * emails at once: a fact is found when some email states it (`positions` says which), changed
 * when no email states it and one gives another value in its place, missing when none mentions
 * it. The top level keeps /all's shape (contract clients read `score`, `passed`, `issues`).
 */

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/** The brief's facts over the series, from each email's facts check against the whole brief. */
export function seriesFacts(perEmail: Array<{ position: number; result: FactsResult }>): FactsResult {
  const first = perEmail[0].result;
  const facts = first.facts.map((fact) => {
    const per = perEmail.map((e) => ({ position: e.position, report: e.result.facts.find((f) => f.id === fact.id) }));
    const found = per.filter((p) => p.report?.status === 'found');
    if (found.length) return { ...found[0].report!, positions: found.map((p) => p.position) };
    const changed = per.find((p) => p.report?.status === 'changed');
    if (changed) return { ...changed.report!, positions: [changed.position] };
    return { ...fact, status: 'missing' as const, where: null, snippet: null, positions: [] };
  });
  const issues: ValidationIssue[] = [];
  for (const f of facts) {
    const issue = factIssue(f);
    if (!issue) continue;
    if (f.status === 'changed') issues.push({ ...issue, position: f.positions[0], message: `${issue.message.replace(/\.$/, '')} of email ${f.positions[0]}.` });
    else issues.push({ ...issue, message: `The brief’s ${f.type} “${f.text}” is in no email of the series.` });
  }
  const count = (s: string) => facts.filter((f) => f.status === s).length;
  return {
    check: 'facts',
    score: facts.length ? Math.round((100 * count('found')) / facts.length) : 100,
    passed: !issues.some((i) => i.severity === 'error'),
    summary: facts.length
      ? `${count('found')} of ${facts.length} facts of the brief found in the series` + (count('changed') ? `, ${count('changed')} changed` : '') + (count('missing') ? `, ${count('missing')} missing` : '') + '.'
      : 'The brief states no fact to check.',
    issues,
    durationMs: perEmail.reduce((s, e) => s + e.result.durationMs, 0),
    language: first.language,
    sendDate: first.sendDate,
    facts,
  };
}

/** The series' /all: its emails' results (each /all run without facts), weighed together with the series' facts. */
export function seriesAllResult(sequence: string, emails: Array<SeriesPlace & { result: AllResult }>, facts: FactsResult | undefined, durationMs: number): AllResult {
  const results: SeriesEmailValidation[] = emails.map(({ result, ...place }) => ({
    ...place,
    check: 'all',
    score: result.score,
    passed: result.passed,
    summary: result.summary,
    issues: result.issues.map((i) => ({ ...i, position: place.position })),
    durationMs: result.durationMs,
    checks: result.checks,
  }));
  const issues = [...results.flatMap((r) => r.issues), ...(facts?.issues.map((i) => ({ ...i, check: 'facts' as const })) ?? [])];
  issues.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.position ?? 0) - (b.position ?? 0));
  const content = results.reduce((s, r) => s + r.score, 0) / results.length;
  const score = Math.round(facts ? 0.8 * content + 0.2 * facts.score : content);
  const failing = results.filter((r) => !r.passed).map((r) => `email ${r.position} (${failedChecks(r).join(', ')})`);
  const passed = failing.length === 0 && (facts?.passed ?? true);
  return {
    check: 'all',
    score,
    passed,
    summary:
      `Series of ${results.length} emails (${sequence}): overall ${score}/100. ` +
      (failing.length ? `Needs work: ${failing.join(', ')}.` : 'Every email passed every check.') +
      ` Emails: ${results.map((r) => `${r.position} ${r.score}`).join(', ')}.` +
      (facts ? ` Facts: ${facts.summary}` : ''),
    issues,
    durationMs,
    checks: { ...results[0].checks, ...(facts ? { facts } : {}) },
    sequence,
    emails: results,
  };
}

function failedChecks(r: SeriesEmailValidation): string[] {
  return Object.entries(r.checks)
    .filter(([, c]) => c && !c.passed)
    .map(([name]) => name);
}

/** The brief behind a series: the request's, else the conversation's own prompt (its first email's). */
export function seriesBrief(body: { brief?: string; sendDate?: string; language?: string }, first: LatestEmails['email']): CheckBrief | undefined {
  return briefOf(body, conversationEmail(first, first));
}

/** The brief's facts over a series: each email checked against the whole brief on the pool in turn, then combined. */
export async function factsOverSeries(pool: CheckPool, emails: SeriesEmailRead[], brief: CheckBrief, signal: AbortSignal): Promise<FactsResult> {
  const perEmail = [];
  for (const e of emails) {
    const input: FactsInput = { html: e.html, subject: e.subject, preheader: e.preheader, brief: brief.text, sendDate: brief.sendDate, language: brief.language };
    perEmail.push({ position: e.position, result: await pool.run<FactsResult>({ kind: 'facts', input }, signal) });
  }
  return seriesFacts(perEmail);
}

/**
 * /all of a series: each email on the pool in turn (a series is at most seven emails, and the
 * pool's queue is shared with every other request), then the brief's facts over all of them.
 * `context` is the server's part of a check's context (network policy, spamd).
 */
export async function validateSeriesAll(
  pool: CheckPool,
  read: LatestEmails & { series: NonNullable<LatestEmails['series']> },
  body: ValidateRequest,
  context: Pick<PortableCheckContext, 'allowPrivateNetworks' | 'spamd'>,
  signal: AbortSignal,
): Promise<AllResult> {
  const started = performance.now();
  const { email: first, series } = read;
  const brief = seriesBrief(body, first);
  const emails = [];
  for (const e of series.emails) {
    const input = { html: e.html, subject: body.subject ?? e.subject, text: body.text ?? e.text, language: body.language ?? e.document.language };
    const checkContext: PortableCheckContext = { ...context, brandWords: first.brandWords, brief, facts: false };
    const result = await pool.run<AllResult>({ kind: 'validate', check: 'all', input, options: body.options ?? {}, context: checkContext }, signal);
    emails.push({ position: e.position, role: e.role, sendOffsetDays: e.sendOffsetDays, subject: input.subject, result });
  }
  const facts = brief ? await factsOverSeries(pool, series.emails, brief, signal) : undefined;
  return seriesAllResult(series.sequence, emails, facts, Math.round(performance.now() - started));
}
