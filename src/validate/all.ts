import { checkAccessibility } from './accessibility';
import { checkCompatibility } from './compatibility';
import type { CheckContext } from './context';
import { checkDeliverability } from './deliverability';
import { loadEmail, type EmailInput, type LoadedEmail } from './document';
import { checkLinks } from './links';
import type { AllResult, CheckName, ValidateOptions, ValidationIssue } from './schema';
import { checkSpelling } from './spelling';
import { checkEmailFacts } from './facts';

/** How much each check weighs in the overall score. */
export const WEIGHTS: Record<CheckName, number> = { compatibility: 0.2, links: 0.2, spelling: 0.15, deliverability: 0.3, accessibility: 0.15 };
const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/**
 * Every check on one parse of the email, concurrently: the four of the contract plus
 * accessibility. Keeps each check's full result, merges the issues (tagged with their check) and
 * weighs an overall score.
 */
export async function validateAll(input: EmailInput | LoadedEmail, options: ValidateOptions = {}, context: CheckContext = {}): Promise<AllResult> {
  const started = performance.now();
  const email = loadEmail(input);
  const [compatibility, links, spelling, deliverability, accessibility] = await Promise.all([
    checkCompatibility(email, options),
    checkLinks(email, options, context),
    checkSpelling(email, options, context),
    checkDeliverability(email, options, context),
    checkAccessibility(email, options),
  ]);
  const checks = { compatibility, links, spelling, deliverability, accessibility };
  const issues: ValidationIssue[] = [];
  for (const [name, result] of Object.entries(checks) as Array<[CheckName, (typeof checks)[CheckName]]>) {
    for (const issue of result.issues) issues.push({ ...issue, check: name });
  }
  // With a brief, the facts check of issue #16 joins in: its issues merge, it can fail the email, and it weighs a fifth of the score.
  const facts = context.brief && context.facts !== false
    ? checkEmailFacts({ brief: context.brief.text, html: email.html, text: email.text, subject: email.subject, language: context.brief.language ?? email.language, sendDate: context.brief.sendDate })
    : undefined;
  for (const issue of facts?.issues ?? []) issues.push({ ...issue, check: 'facts' });
  issues.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0));
  const content = (Object.keys(WEIGHTS) as CheckName[]).reduce((s, k) => s + WEIGHTS[k] * checks[k].score, 0);
  const score = Math.round(facts ? 0.8 * content + 0.2 * facts.score : content);
  const failed: string[] = (Object.keys(checks) as CheckName[]).filter((k) => !checks[k].passed);
  if (facts && !facts.passed) failed.push('facts');
  return {
    check: 'all',
    score,
    passed: failed.length === 0,
    summary:
      `Overall ${score}/100. ` +
      (failed.length ? `Needs work: ${failed.join(', ')}.` : 'Every check passed.') +
      ` ${(Object.keys(checks) as CheckName[]).map((k) => `${k} ${checks[k].score}`).join(', ')}${facts ? `, facts ${facts.score}` : ''}.`,
    issues,
    durationMs: Math.round(performance.now() - started),
    checks: facts ? { ...checks, facts } : checks,
  };
}
