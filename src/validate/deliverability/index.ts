import { spamdAddress, type CheckContext } from '../context';
import { loadEmail, where, type EmailInput, type LoadedEmail } from '../document';
import { findUnsubscribe, trackingPixels } from '../links/rules';
import type { DeliverabilityResult, FiredRule, SpamAssassinReport, ValidateOptions, ValidationIssue } from '../schema';
import { ruleContext, type RuleContext } from './context';
import { buildMessage } from './message';
import { RULES } from './rules';
import { spamassassinReport } from './spamd';

export const SPAM_THRESHOLD = 5.0;

const NOT_EVALUATED: DeliverabilityResult['notEvaluated'] = [
  { id: 'SPF', reason: 'Depends on the sending domain’s DNS and the server that sends; not part of the content.' },
  { id: 'DKIM', reason: 'The signature is added by the sending platform.' },
  { id: 'DMARC', reason: 'A policy of the sending domain, checked against SPF and DKIM at delivery.' },
  { id: 'SENDER_REPUTATION', reason: 'Mailbox providers score the sending IP and domain from their history; content cannot show it.' },
  { id: 'COMPLAINT_RATE', reason: 'Measured by providers over time (Gmail asks for < 0.3%).' },
  { id: 'ENGAGEMENT', reason: 'Opens, replies and deletions of earlier mail weigh heavily at Gmail and Outlook.' },
  { id: 'BLOCKLISTS', reason: 'DNS blocklists (Spamhaus, URIBL) are queried at delivery; network tests are off here.' },
];

/**
 * A content-based deliverability estimate: SpamAssassin-style rules over the HTML, text and
 * subject, their points against SpamAssassin's 5.0 threshold, an inbox / promotions / spam
 * estimate, and — when the server has BRANDMAIL_SPAMD — SpamAssassin's own verdict. It cannot
 * see what decides most placement (authentication, reputation, engagement): see `notEvaluated`.
 */
export async function checkDeliverability(
  input: EmailInput | LoadedEmail,
  options: ValidateOptions = {},
  context: CheckContext = {},
): Promise<DeliverabilityResult> {
  const started = performance.now();
  const email = loadEmail(input);
  const ctx = ruleContext(email);
  const address = spamdAddress(context);
  const sa = address && options.spamassassin !== false ? runSpamAssassin(email, address) : undefined;

  const { rules, issues } = fireRules(email, ctx);
  const points = Math.round(rules.reduce((s, r) => s + r.points, 0) * 10) / 10;
  const spamassassin = sa ? await spamAssassinVerdict(sa, issues) : null;

  const effective = Math.max(points, spamassassin?.score ?? 0);
  const score = Math.max(0, Math.min(100, Math.round(100 - effective * 10)));
  const placement = estimatePlacement(effective, ctx);
  const passed = effective < SPAM_THRESHOLD && !issues.some((i) => i.severity === 'error');
  issues.sort((a, b) => (b.points ?? 0) - (a.points ?? 0));
  return {
    check: 'deliverability',
    score,
    passed,
    summary:
      `${points.toFixed(1)} points from ${rules.length} content rules (spam at ${SPAM_THRESHOLD.toFixed(1)})` +
      (spamassassin ? `; SpamAssassin ${spamassassin.score.toFixed(1)}/${spamassassin.threshold.toFixed(1)}` : '') +
      `. Estimated placement: inbox ${pct(placement.inbox)}, promotions ${pct(placement.promotions)}, spam ${pct(placement.spam)} (content only).`,
    issues,
    durationMs: Math.round(performance.now() - started),
    points,
    threshold: SPAM_THRESHOLD,
    placement,
    rules,
    notEvaluated: NOT_EVALUATED,
    spamassassin,
  };
}

/** Every content rule that fires, as a rule of the result and an issue at its place; a rule that throws on odd markup is skipped. */
function fireRules(email: LoadedEmail, ctx: ReturnType<typeof ruleContext>): { rules: FiredRule[]; issues: ValidationIssue[] } {
  const rules: FiredRule[] = [];
  const issues: ValidationIssue[] = [];
  for (const rule of RULES) {
    let fired;
    try {
      fired = rule.test(ctx);
    } catch {
      continue; // One rule failing on odd markup must not sink the report.
    }
    if (!fired) continue;
    const points = Math.round((fired.points ?? rule.points) * 10) / 10;
    const pos = fired.offset !== null && fired.offset >= 0 ? where(email, fired.offset) : { line: null, column: null, snippet: null };
    rules.push({ rule: rule.id, description: rule.description + (fired.detail ? ` (${fired.detail})` : ''), points, fix: rule.fix, line: pos.line, column: pos.column });
    issues.push({
      severity: fired.severity ?? rule.severity ?? (points >= 1 ? 'warning' : 'info'),
      code: rule.id,
      message: `${rule.description}${fired.detail ? ` (${fired.detail})` : ''} [${points >= 0 ? '+' : ''}${points.toFixed(1)}]`,
      ...pos,
      ...(!pos.snippet && rule.id.startsWith('SUBJ_') && email.subject ? { snippet: email.subject } : {}),
      suggestion: rule.fix,
      points,
    });
  }
  return { rules, issues };
}

/** SpamAssassin's report, its verdict added to `issues` (spam: an error; unreachable: an info). */
async function spamAssassinVerdict(sa: Promise<SpamAssassinReport>, issues: ValidationIssue[]): Promise<SpamAssassinReport | null> {
  let spamassassin: SpamAssassinReport | null = null;
  try {
    spamassassin = await sa;
  } catch (err) {
    issues.push({ severity: 'info', code: 'SPAMASSASSIN_UNAVAILABLE', message: `SpamAssassin could not score the message: ${(err as Error).message}`, line: null, column: null, snippet: null });
  }
  if (spamassassin?.isSpam) {
    issues.push({
      severity: 'error',
      code: 'SPAMASSASSIN_SPAM',
      message: `SpamAssassin scores the message ${spamassassin.score} (threshold ${spamassassin.threshold}): ${spamassassin.rules
        .filter((r) => r.points > 0)
        .map((r) => `${r.rule} +${r.points}`)
        .join(', ')}.`,
      line: null,
      column: null,
      snippet: null,
      suggestion: 'Fix the rules with the most points first.',
    });
  }
  return spamassassin;
}

function runSpamAssassin(email: LoadedEmail, address: string): Promise<SpamAssassinReport> {
  const unsubscribe = findUnsubscribe(email)?.url;
  const message = buildMessage({ html: email.html, subject: email.subject, text: email.text, unsubscribeUrl: unsubscribe });
  return spamassassinReport(address, message);
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

/**
 * Spam probability: a logistic curve through SpamAssassin's threshold (50% at 5.0 points).
 * Of the rest, the share Gmail-style tabs would file under Promotions grows with marketing
 * signals: unsubscribe link, several images, prices and offers, many links, tracking pixels.
 */
export function estimatePlacement(points: number, ctx: RuleContext): { inbox: number; promotions: number; spam: number } {
  const spam = Math.min(0.98, Math.max(0.02, 1 / (1 + Math.exp(-(points - SPAM_THRESHOLD) / 1.1))));
  let signals = 0;
  if (findUnsubscribe(ctx.email)) signals += 0.25;
  if (ctx.images.length >= 3) signals += 0.15;
  if (/[$€£¥]\s?\d|\d\s?%|\b(sale|offer|discount|deal|shop|buy|order|coupon|promo|oferta|descuento|promo|angebot|rabatt|offre|soldes|sconto|korting|aanbieding|desconto)\b/i.test(ctx.text)) signals += 0.25;
  if (ctx.links.length >= 5) signals += 0.15;
  if (trackingPixels(ctx.email).length) signals += 0.1;
  if (ctx.email.elements.filter((e) => e.tag === 'table').length >= 3) signals += 0.1;
  const promoShare = Math.min(0.9, 0.1 + 0.8 * Math.min(1, signals));
  const promotions = (1 - spam) * promoShare;
  const r = (n: number) => Math.round(n * 100) / 100;
  const s = r(spam);
  const p = r(promotions);
  return { inbox: r(1 - s - p), promotions: p, spam: s };
}
