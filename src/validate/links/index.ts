import type { CheckContext } from '../context';
import { loadEmail, where, type EmailInput, type LoadedEmail } from '../document';
import { hostOf, isShortener, registrableDomain } from '../../lib/domains';
import type { LinkReport, LinksResult, ValidateOptions, ValidationIssue } from '../schema';
import { scoreFromIssues } from '../score';
import { urlRefs, type UrlRef } from '../urls';
import { HostLimiter, probeUrl, type ProbeResult } from './probe';
import { anchorTargets, classify, domainInText, findUnsubscribe, isVagueText, trackingPixels, type Syntax } from './rules';

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Every URL of the email, each distinct one checked once: http(s) over the network (unless
 * `checkExternal: false`), `mailto:`/`tel:` by syntax, `#fragments` against the email's own ids.
 * Also the content rules around links: insecure http, shorteners, text naming another domain,
 * vague text, a missing unsubscribe link and tracking pixels.
 */
export async function checkLinks(input: EmailInput | LoadedEmail, options: ValidateOptions = {}, context: CheckContext = {}): Promise<LinksResult> {
  const started = performance.now();
  const email = loadEmail(input);
  const external = options.checkExternal !== false;
  const issues: ValidationIssue[] = [];
  const rows = distinctLinks(email, external ? prober(options, context) : undefined, issues);
  const anchors = anchorTargets(email);
  const links: LinkReport[] = [];
  // One at a time, in reading order: the report lists links as the email has them.
  for (const row of rows) links.push(await reportLink(email, row, anchors, issues));
  const unsubscribe = emailWideRules(email, issues);
  issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return linksResult(links, issues, { external, unsubscribe, durationMs: Math.round(performance.now() - started) });
}

/** One distinct (url, kind) of the email: where it first appears, how often, what it is, and its probe when it is checked. */
type LinkRow = { ref: UrlRef; count: number; syntax: Syntax; result?: Promise<ProbeResult> };
type Probe = (url: URL) => Promise<ProbeResult>;

/** Checks a URL over the network, each URL once (without its fragment), within per-host and overall concurrency. */
function prober(options: ValidateOptions, context: CheckContext): Probe {
  const limiter = new HostLimiter(context.linkConcurrency ?? 100, context.linkConcurrencyPerHost ?? 8);
  const probes = new Map<string, Promise<ProbeResult>>();
  return (url) => {
    const key = url.toString().replace(/#.*$/, '');
    let p = probes.get(key);
    if (!p) {
      p = limiter.run(url.host, () =>
        probeUrl(key, {
          timeoutMs: options.linkTimeoutMs ?? DEFAULT_TIMEOUT_MS,
          allowPrivate: context.allowPrivateNetworks === true,
          maxRedirects: 10,
          retries: 2,
          maxRetryAfterMs: context.maxRetryAfterMs ?? 5000,
          signal: context.signal,
        }).catch((err: Error) => ({ status: 'broken' as const, httpStatus: null, redirects: [], finalUrl: key, timeMs: 0, attempts: 1, error: err.message })),
      );
      probes.set(key, p);
    }
    return p;
  };
}

/**
 * One row per distinct (url, kind); the first place it appears is where it is reported. Every
 * http(s) row's probe starts here, so they run concurrently. The link-text rules judge each link
 * where it stands (the same URL can be well and badly labelled) and add their issues.
 */
function distinctLinks(email: LoadedEmail, probe: Probe | undefined, issues: ValidationIssue[]): LinkRow[] {
  const rows = new Map<string, LinkRow>();
  for (const ref of urlRefs(email)) {
    const key = `${ref.kind}\u0000${ref.url}`;
    const row = rows.get(key);
    const syntax = row?.syntax ?? classify(ref.url);
    if (ref.kind === 'href' && ref.text) textRules(ref, syntax, issueAt(where(email, ref.offset, ref.url.length), ref, issues));
    if (row) {
      row.count++;
      continue;
    }
    rows.set(key, { ref, count: 1, syntax, result: syntax.kind === 'http' && probe ? probe(syntax.url) : undefined });
  }
  return [...rows.values()];
}

/** Reports an issue about `ref` at its place in the email, `at`. */
function issueAt(at: ReturnType<typeof where>, ref: UrlRef, issues: ValidationIssue[]): IssueFn {
  return (severity, code, message, suggestion) => issues.push({ severity, code, message, ...at, url: ref.url, ...(suggestion ? { suggestion } : {}) });
}

/** A distinct link's report (waiting for its probe, if it has one), with its issues. */
async function reportLink(email: LoadedEmail, { ref, count, syntax, result }: LinkRow, anchors: Set<string>, issues: ValidationIssue[]): Promise<LinkReport> {
  const at = where(email, ref.offset, ref.url.length);
  const base = {
    url: ref.url,
    kind: ref.kind,
    text: ref.kind === 'href' || ref.kind === 'vml' ? (ref.text ?? '') : undefined,
    line: at.line,
    column: at.column,
    occurrences: count,
    redirects: [] as LinkReport['redirects'],
    finalUrl: null as string | null,
    timeMs: null as number | null,
    httpStatus: null as number | null,
    attempts: 0,
  };
  const issue = issueAt(at, ref, issues);

  switch (syntax.kind) {
    case 'http': {
      if (syntax.url.protocol === 'http:') {
        issue('warning', 'LINK_INSECURE', `${ref.image ? 'Image' : 'Link'} uses insecure http: ${ref.url}`, 'Use https://: clients warn about or block insecure content.');
      }
      const host = syntax.url.hostname;
      if (isShortener(host)) issue('warning', 'LINK_SHORTENER', `Link goes through the URL shortener ${host}, which hides its destination.`, 'Link to the destination directly; spam filters distrust shorteners.');
      if (!result) return { ...base, status: 'skipped', error: 'External checks are off (checkExternal: false).' };
      const r = await result;
      reportProbe(r, ref, issue);
      return { ...base, status: r.status, httpStatus: r.httpStatus, redirects: r.redirects, finalUrl: r.finalUrl, timeMs: r.timeMs, attempts: r.attempts, ...(r.error ? { error: r.error } : {}) };
    }
    case 'fragment': {
      const ok = syntax.id === '' || syntax.id === 'top' || anchors.has(syntax.id);
      if (!ok) issue('error', 'LINK_FRAGMENT_MISSING', `In-page link #${syntax.id} points to nothing: no element has id="${syntax.id}" or <a name="${syntax.id}">.`, `Add id="${syntax.id}" to the target element, or fix the link.`);
      return { ...base, status: ok ? 'ok' : 'broken', ...(ok ? {} : { error: `No element with id or name "${syntax.id}".` }) };
    }
    case 'mailto':
    case 'tel':
      if (!syntax.valid) issue('error', syntax.kind === 'mailto' ? 'LINK_MAILTO_INVALID' : 'LINK_TEL_INVALID', syntax.reason!, 'Correct the address.');
      return { ...base, status: syntax.valid ? 'ok' : 'invalid', ...(syntax.reason ? { error: syntax.reason } : {}) };
    case 'merge-tag':
      return { ...base, status: 'skipped', error: 'Personalisation tag: your sending platform fills it in.' };
    case 'placeholder':
      issue('error', 'LINK_PLACEHOLDER', `${syntax.reason} Recipients clicking it go nowhere.`, 'Replace it with the real URL.');
      return { ...base, status: 'invalid', error: syntax.reason };
    case 'relative':
      issue('error', 'LINK_RELATIVE', syntax.reason);
      return { ...base, status: 'invalid', error: syntax.reason };
    case 'javascript':
      issue('error', 'LINK_JAVASCRIPT', 'javascript: links are stripped by every email client and flagged by spam filters.', 'Link to a web page instead.');
      return { ...base, status: 'invalid', error: 'javascript: URLs do not run in email.' };
    case 'invalid':
      issue('error', 'LINK_INVALID', syntax.reason);
      return { ...base, status: 'invalid', error: syntax.reason };
    default:
      return { ...base, status: 'skipped', error: `${syntax.scheme}: URLs are not checked.` };
  }
}

/** The rules about the email as a whole: an unsubscribe link (returned when found) and tracking pixels. */
function emailWideRules(email: LoadedEmail, issues: ValidationIssue[]): ReturnType<typeof findUnsubscribe> {
  const unsubscribe = findUnsubscribe(email);
  if (!unsubscribe) {
    const body = email.elements.find((e) => e.tag === 'body' && e.start >= 0);
    issues.push({
      severity: 'error',
      code: 'UNSUBSCRIBE_MISSING',
      message: 'No unsubscribe link found. Marketing email must offer one (CAN-SPAM, GDPR, Gmail and Yahoo sender rules).',
      ...(body ? where(email, body.start) : { line: null, column: null, snippet: null }),
      suggestion: 'Add a visible "Unsubscribe" link in the footer (your platform’s merge tag, e.g. {{unsubscribe_url}}, is fine).',
    });
  }
  for (const pixel of trackingPixels(email)) {
    issues.push({
      severity: 'info',
      code: 'TRACKING_PIXEL',
      message: `Tracking pixel: a 1×1 or hidden image from ${hostOf(pixel.url) ?? pixel.url}.`,
      ...where(email, pixel.offset),
      url: pixel.url,
      suggestion: 'Expected for open tracking; opens are unreliable since Apple Mail Privacy Protection preloads images.',
    });
  }
  return unsubscribe;
}

/** The check's answer: score, verdict, counts per status and a one-line summary. */
function linksResult(links: LinkReport[], issues: ValidationIssue[], run: { external: boolean; unsubscribe: unknown; durationMs: number }): LinksResult {
  const stats: Record<string, number> = { total: links.length, ok: 0, redirected: 0, broken: 0, timeout: 0, invalid: 0, blocked: 0, skipped: 0 };
  for (const l of links) stats[l.status]++;
  const score = scoreFromIssues(issues, { error: 15, warning: 4, info: 1 });
  const bad = stats.broken + stats.invalid + stats.timeout + stats.blocked;
  return {
    check: 'links',
    score,
    passed: !issues.some((i) => i.severity === 'error'),
    summary:
      `${links.length} distinct URLs: ${stats.ok} ok, ${stats.redirected} redirected, ${bad} with problems, ${stats.skipped} not checked` +
      `${run.external ? '' : ' (external checks off)'}.${run.unsubscribe ? '' : ' No unsubscribe link.'}`,
    issues,
    durationMs: run.durationMs,
    links,
    stats,
  };
}

type IssueFn = (severity: ValidationIssue['severity'], code: string, message: string, suggestion?: string) => void;

function reportProbe(r: ProbeResult, ref: UrlRef, issue: IssueFn) {
  switch (r.status) {
    case 'broken':
      issue('error', 'LINK_BROKEN', `${ref.image ? 'Image' : 'Link'} is broken: ${ref.url} (${r.error ?? 'failed'}).`, 'Fix or remove the URL.');
      break;
    case 'timeout':
      issue('warning', 'LINK_TIMEOUT', `${ref.url} did not answer in time (${r.error ?? 'timeout'}).`, 'Check that the server is up and fast.');
      break;
    case 'blocked':
      issue('error', 'LINK_BLOCKED', `${ref.url} points to a private or local network address that recipients cannot reach.`, 'Use the public URL.');
      break;
    case 'invalid':
      issue('error', 'LINK_INVALID', `${ref.url}: ${r.error ?? 'invalid URL'}`);
      break;
    case 'redirected': {
      const last = r.redirects[r.redirects.length - 1];
      const permanent = r.redirects.some((h) => h.status === 301 || h.status === 308);
      const chain = r.redirects.map((h) => `${h.status} → ${h.url}`).join(', ');
      issue(
        r.redirects.length > 3 ? 'warning' : 'info',
        'LINK_REDIRECTED',
        `${ref.url} redirects ${r.redirects.length}× (${chain}).`,
        permanent ? `Link to ${last.url} directly: the redirect is permanent.` : undefined,
      );
      break;
    }
  }
}

function textRules(ref: UrlRef, syntax: Syntax, issue: IssueFn) {
  const text = ref.text!;
  if (isVagueText(text)) {
    issue('warning', 'LINK_TEXT_VAGUE', `Link text "${text}" does not say where the link goes.`, 'Describe the destination or action, e.g. "See the spring collection".');
  }
  if (syntax.kind === 'http') {
    const named = domainInText(text);
    if (named && registrableDomain(named) !== registrableDomain(syntax.url.hostname)) {
      issue(
        'error',
        'LINK_TEXT_DOMAIN_MISMATCH',
        `Link text names ${named} but the link goes to ${syntax.url.hostname}: filters and readers treat this as phishing.`,
        `Make the text match the destination, or link to ${named}.`,
      );
    }
  }
}
