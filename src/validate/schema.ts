import { z } from 'zod';

/**
 * Request and response shapes of the validation endpoints (DESIGN.md §5), written once: they
 * validate requests, type the library and feed the OpenAPI document (`.meta({ id })` names a
 * component). Every check answers the same base shape, plus its own detail.
 */

/** Largest `html` accepted, in bytes (the service answers 413 past it). */
export const MAX_HTML_BYTES = 2 * 1024 * 1024;

export const CheckName = z
  .enum(['compatibility', 'links', 'spelling', 'deliverability', 'accessibility'])
  .meta({ id: 'ValidationCheckName' });
export type CheckName = z.infer<typeof CheckName>;

export const ValidateOptions = z
  .object({
    clients: z
      .array(z.string().min(1).max(100))
      .max(100)
      .optional()
      .describe('Compatibility: email clients to test, as `family.platform` globs, e.g. ["gmail.*", "outlook.windows"]. Default: all 48.'),
    checkExternal: z
      .boolean()
      .optional()
      .describe('Links: false checks syntax, fragments and content rules only, without any request. Default true.'),
    linkTimeoutMs: z.number().int().min(500).max(30_000).optional().describe('Links: time budget per link, every redirect and retry included. Default 10000.'),
    allow: z
      .array(z.string().min(1).max(100))
      .max(1000)
      .optional()
      .describe('Spelling: words that are not mistakes (brand, product and people names).'),
    grammar: z.boolean().optional().describe('Spelling: also check English grammar (harper.js). Default true.'),
    spamassassin: z
      .boolean()
      .optional()
      .describe('Deliverability: also score with SpamAssassin when the server has BRANDMAIL_SPAMD set. Default true.'),
  })
  .meta({ id: 'ValidateOptions' });
export type ValidateOptions = z.infer<typeof ValidateOptions>;

const BCP47 = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

export const ValidateRequest = z
  .object({
    html: z.string().min(1).optional().describe('The email HTML (at most 2 MB). Give either `html` or `conversationId`.'),
    conversationId: z.string().min(1).max(100).optional().describe('Validate the latest version of a generated email.'),
    subject: z.string().max(998).optional().describe('Subject line (deliverability and spelling check it).'),
    text: z.string().max(MAX_HTML_BYTES).optional().describe('Plain-text alternative, if the email is sent with one.'),
    language: z.string().regex(BCP47, 'must be a BCP 47 language tag such as en, en-GB or pt-BR').optional().describe('BCP 47; detected from the text when omitted.'),
    options: ValidateOptions.optional(),
    brief: z.string().min(1).max(8000).optional().describe('/all and /spelling: the brief the email was written from (a conversation’s own prompt is used when omitted). /all then checks its facts too; spelling reports an unknown word the brief also writes as a warning, not an error.'),
    sendDate: z.iso.date().optional().describe('/all with a brief: YYYY-MM-DD the email is sent, for the brief’s relative and yearless dates. Default today, or the conversation’s start.'),
    position: z
      .number()
      .int()
      .min(1)
      .max(7)
      .optional()
      .describe('With a `conversationId` that is a series: check only its email at this position (1-based). Without it, /all checks every email of the series and the other checks the first.'),
  })
  .refine((b) => (b.html === undefined) !== (b.conversationId === undefined), {
    message: 'Give exactly one of `html` or `conversationId`.',
    path: ['html'],
  })
  .refine((b) => b.position === undefined || b.conversationId !== undefined, { message: '`position` picks an email of a series: send it with `conversationId`.', path: ['position'] })
  .meta({ id: 'ValidateRequest' });
export type ValidateRequest = z.infer<typeof ValidateRequest>;

export const Severity = z.enum(['error', 'warning', 'info']);
export type Severity = z.infer<typeof Severity>;

export const ValidationIssue = z
  .object({
    severity: Severity,
    code: z.string().describe('Stable machine-readable code, e.g. LINK_BROKEN, css-display-flex, SPAM_PHRASE.'),
    message: z.string(),
    line: z.number().int().nullable().describe('1-based line in the HTML; null when the issue is about the subject or the message as a whole.'),
    column: z.number().int().nullable().describe('1-based column in the HTML.'),
    snippet: z.string().nullable().describe('The HTML source around the position.'),
    clients: z.array(z.string()).optional().describe('Compatibility: the clients affected.'),
    suggestion: z.string().optional().describe('How to fix it.'),
    check: z.union([CheckName, z.literal('facts')]).optional().describe('Set in /all: the check that found it.'),
    position: z.number().int().optional().describe('/all of a series: the email (1-based) the issue is in; absent for a fact missing from the whole series.'),
    url: z.string().optional(),
    word: z.string().optional(),
    suggestions: z.array(z.string()).optional(),
    points: z.number().optional(),
  })
  .meta({ id: 'ValidationIssue' });
export type ValidationIssue = z.infer<typeof ValidationIssue>;

const base = {
  score: z.number().int().min(0).max(100),
  passed: z.boolean().describe('True when no issue has severity `error` (deliverability: also below the spam threshold).'),
  summary: z.string(),
  issues: z.array(ValidationIssue),
  durationMs: z.number().int(),
};

const Support = z.object({
  feature: z.string().describe('caniemail slug, e.g. css-display-flex'),
  title: z.string(),
  notes: z.array(z.string()),
});

export const ClientSupport = z
  .object({
    client: z.string().describe('family.platform, e.g. outlook.windows'),
    name: z.string(),
    family: z.string(),
    platform: z.string(),
    score: z.number().int().min(0).max(100),
    supported: z.number().int().describe('How many of the features used are fully supported.'),
    partial: z.array(Support),
    unsupported: z.array(Support),
    unknown: z.number().int(),
  })
  .meta({ id: 'ClientSupport' });

export const FeatureUse = z
  .object({
    feature: z.string(),
    title: z.string(),
    category: z.string(),
    url: z.string(),
    occurrences: z.number().int(),
    locations: z.array(z.object({ line: z.number().int(), column: z.number().int() })).describe('The first 20.'),
    supported: z.array(z.string()),
    partial: z.array(z.string()),
    unsupported: z.array(z.string()),
    unknown: z.array(z.string()),
  })
  .meta({ id: 'FeatureUse' });

export const CompatibilityResult = z
  .object({
    check: z.literal('compatibility'),
    ...base,
    dataUpdated: z.string().describe('Date of the caniemail data used.'),
    clients: z.array(ClientSupport),
    features: z.array(FeatureUse),
  })
  .meta({ id: 'CompatibilityResult' });
export type CompatibilityResult = z.infer<typeof CompatibilityResult>;

export const LinkStatus = z.enum(['ok', 'redirected', 'broken', 'timeout', 'invalid', 'blocked', 'skipped']);
export type LinkStatus = z.infer<typeof LinkStatus>;

export const LinkReport = z
  .object({
    url: z.string(),
    kind: z.enum(['href', 'src', 'srcset', 'background', 'vml', 'css', 'meta']),
    status: LinkStatus,
    httpStatus: z.number().int().nullable(),
    redirects: z.array(z.object({ url: z.string(), status: z.number().int() })),
    finalUrl: z.string().nullable(),
    timeMs: z.number().int().nullable(),
    attempts: z.number().int(),
    error: z.string().optional(),
    text: z.string().optional().describe('Link text (anchors).'),
    line: z.number().int(),
    column: z.number().int(),
    occurrences: z.number().int(),
  })
  .meta({ id: 'LinkReport' });
export type LinkReport = z.infer<typeof LinkReport>;

export const LinksResult = z
  .object({
    check: z.literal('links'),
    ...base,
    links: z.array(LinkReport),
    stats: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'LinksResult' });
export type LinksResult = z.infer<typeof LinksResult>;

export const SpellingResult = z
  .object({
    check: z.literal('spelling'),
    ...base,
    language: z.string().nullable().describe('BCP 47 tag of the dictionary used; null when no dictionary fits.'),
    languageDetected: z.boolean(),
    grammarChecked: z.boolean(),
    wordsChecked: z.number().int(),
    misspellings: z.array(
      z.object({ word: z.string(), count: z.number().int(), suggestions: z.array(z.string()), line: z.number().int().nullable(), column: z.number().int().nullable() }),
    ),
  })
  .meta({ id: 'SpellingResult' });
export type SpellingResult = z.infer<typeof SpellingResult>;

export const FiredRule = z
  .object({
    rule: z.string(),
    description: z.string(),
    points: z.number(),
    fix: z.string(),
    line: z.number().int().nullable(),
    column: z.number().int().nullable(),
  })
  .meta({ id: 'DeliverabilityRule' });
export type FiredRule = z.infer<typeof FiredRule>;

export const SpamAssassinReport = z
  .object({
    score: z.number(),
    threshold: z.number(),
    isSpam: z.boolean(),
    rules: z.array(z.object({ rule: z.string(), points: z.number(), description: z.string() })),
  })
  .meta({ id: 'SpamAssassinReport' });
export type SpamAssassinReport = z.infer<typeof SpamAssassinReport>;

export const DeliverabilityResult = z
  .object({
    check: z.literal('deliverability'),
    ...base,
    points: z.number().describe('SpamAssassin-style points of the content rules that fired.'),
    threshold: z.number().describe('5.0, SpamAssassin’s default.'),
    placement: z
      .object({ inbox: z.number(), promotions: z.number(), spam: z.number() })
      .describe('A content-based estimate, not a measurement: sender reputation and authentication decide as much.'),
    rules: z.array(FiredRule),
    notEvaluated: z.array(z.object({ id: z.string(), reason: z.string() })),
    spamassassin: SpamAssassinReport.nullable().describe('SpamAssassin’s own verdict when the server has BRANDMAIL_SPAMD set.'),
  })
  .meta({ id: 'DeliverabilityResult' });
export type DeliverabilityResult = z.infer<typeof DeliverabilityResult>;

export const AccessibilityResult = z
  .object({
    check: z.literal('accessibility'),
    ...base,
  })
  .meta({ id: 'AccessibilityResult' });
export type AccessibilityResult = z.infer<typeof AccessibilityResult>;

/** `POST /v1/emails/validate/facts`: the brief's facts checked against an email (issue #16). */
export const FactsRequest = z
  .object({
    brief: z.string().min(1).max(8000).optional().describe('The prompt or brief the email was written from. With a `conversationId`, defaults to the conversation’s own prompt.'),
    html: z.string().min(1).optional().describe('The email HTML (at most 2 MB). Give either `html` (with `brief`) or `conversationId`.'),
    text: z.string().max(MAX_HTML_BYTES).optional().describe('Plain-text body, checked when no html is given.'),
    conversationId: z.string().min(1).max(100).optional().describe('Check the latest version of a generated email.'),
    subject: z.string().max(998).optional(),
    preheader: z.string().max(998).optional(),
    language: z.string().regex(BCP47, 'must be a BCP 47 language tag such as en, en-GB or pt-BR').optional().describe('The brief’s language (its region sets a bare “$” and phone numbers); detected when omitted.'),
    sendDate: z.iso.date().optional().describe('YYYY-MM-DD the email is sent: relative and yearless dates of the brief resolve against it. Default: today, or the conversation’s start.'),
  })
  .refine((b) => (b.html === undefined) !== (b.conversationId === undefined), { message: 'Give exactly one of `html` or `conversationId`.', path: ['html'] })
  .refine((b) => b.brief !== undefined || b.conversationId !== undefined, { message: 'Give the `brief` the email was written from.', path: ['brief'] })
  .meta({ id: 'FactsValidateRequest' });
export type FactsRequest = z.infer<typeof FactsRequest>;

export const FactReport = z
  .object({
    id: z.string(),
    type: z.string().describe('money, percent, date, time, duration, quantity, address, venue, order-number, invoice-number, tracking-number, reference-number, account, code, url, email, phone, person, product, condition, topic'),
    text: z.string().describe('As the brief writes it.'),
    value: z.unknown().describe('Normalised: `{ kind: "date", iso }`, `{ kind: "money", minor, currency }`, `{ kind: "phone", e164 }`…'),
    status: z.enum(['found', 'missing', 'changed']),
    where: z.enum(['subject', 'preheader', 'body']).nullable(),
    snippet: z.string().nullable().describe('The email’s text around the fact, or around the value that stands in its place when changed.'),
    found: z.string().optional().describe('When changed: the email’s value as written.'),
    positions: z.array(z.number().int()).optional().describe('/all of a series: the emails (1-based) the fact is found in; when changed, the email that changed it.'),
  })
  .meta({ id: 'FactReport' });

export const FactsResult = z
  .object({
    check: z.literal('facts'),
    ...base,
    language: z.string(),
    sendDate: z.string(),
    facts: z.array(FactReport),
  })
  .meta({ id: 'FactsValidationResult' });
export type FactsResult = z.infer<typeof FactsResult>;

const allChecks = {
  check: z.literal('all'),
  ...base,
  checks: z.object({
    compatibility: CompatibilityResult,
    links: LinksResult,
    spelling: SpellingResult,
    deliverability: DeliverabilityResult,
    accessibility: AccessibilityResult,
    facts: FactsResult.optional().describe('When a brief is known (the request’s `brief`, or a conversation’s prompt). A series: its brief checked over all its emails.'),
  }),
};

/** /all of a series: one email's result with its place in the sequence (its facts are the series'). */
export const SeriesEmailValidation = z
  .object({
    position: z.number().int().min(1),
    role: z.string(),
    sendOffsetDays: z.number(),
    subject: z.string(),
    ...allChecks,
  })
  .meta({ id: 'SeriesEmailValidation' });
export type SeriesEmailValidation = z.infer<typeof SeriesEmailValidation>;

export const AllResult = z
  .object({
    ...allChecks,
    sequence: z.string().optional().describe('A series (a `conversationId` of two emails or more, without `position`): the kind of sequence.'),
    emails: z
      .array(SeriesEmailValidation)
      .optional()
      .describe(
        'A series: every email’s own result, in order. The top level is then the series’: score the mean of the emails’ (with the facts check a fifth), passed when every email and the facts pass, issues every email’s (each with its `position`), `checks` the first email’s with `facts` over the whole series.',
      ),
  })
  .meta({ id: 'AllValidationResult' });
export type AllResult = z.infer<typeof AllResult>;

export type CheckResult = CompatibilityResult | LinksResult | SpellingResult | DeliverabilityResult | AccessibilityResult;

