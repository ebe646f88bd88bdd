import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AccessibilityResult,
  AllResult,
  CompatibilityResult,
  DeliverabilityResult,
  FactsRequest,
  FactsResult,
  LinksResult,
  SpellingResult,
  ValidateRequest,
} from '../../validate/schema';
import type { CheckRun } from '../../validate/service';
import { answerFromPool, clientGone } from '../../pool/answer';
import type { CheckName } from '../../pool/tasks';
import type { AppContext } from '../context';
import { envelope, ErrorBody, errorResponses } from '../schemas';

const tags = ['Validation'];
const INPUT =
  'Send `html` (at most 2 MB; larger is 413) or a `conversationId`, plus optional `subject`, `text`, `language` and `options`. The check runs on a worker thread within a deadline (BRANDMAIL_CHECK_DEADLINE_MS, default 20 s): an input that needs longer or more memory gets 422 `CHECK_TOO_LARGE`; when every thread is busy past the deadline or the queue is full, 503 with `Retry-After`.';

/** One validation endpoint per check, each answering 200 with `{ data: result }`. */
const ENDPOINTS: Array<{ path: CheckName; summary: string; description: string; result: z.ZodTypeAny }> = [
  {
    path: 'compatibility',
    summary: 'Test an email across 48 email clients',
    description: `HTML and CSS features checked against caniemail's data for every client (filter with \`options.clients\` globs such as "gmail.*"); each issue gives the line and column of the feature. ${INPUT}`,
    result: CompatibilityResult,
  },
  {
    path: 'links',
    summary: 'Check every link and image URL',
    description: `HTTP(S) URLs are requested (HEAD, then GET; redirects followed and reported; private addresses refused); mailto:, tel: and #fragments checked by syntax; plus insecure, shortened, vague and mismatched links and a missing unsubscribe link. \`options.checkExternal: false\` makes no request. ${INPUT}`,
    result: LinksResult,
  },
  {
    path: 'spelling',
    summary: 'Check spelling and grammar',
    description: `Visible text against Hunspell dictionaries (en-US, en-GB, es, fr, de, pt, it, nl), language given or detected; English grammar with harper.js. Brand words and \`options.allow\` are never mistakes; an unknown word the brief also writes (\`brief\`, or a \`conversationId\`'s own prompt) is a warning, not an error. ${INPUT}`,
    result: SpellingResult,
  },
  {
    path: 'deliverability',
    summary: 'Estimate inbox placement from the content',
    description: `SpamAssassin-style content rules with points against a 5.0 threshold, a content-based inbox/promotions/spam estimate (not a measurement: authentication and sender reputation are not evaluated), and SpamAssassin's own score when the server runs spamd. ${INPUT}`,
    result: DeliverabilityResult,
  },
  {
    path: 'accessibility',
    summary: 'Check accessibility',
    description: `Language and direction, alt text, layout tables, WCAG contrast, heading order, link text and font size. ${INPUT}`,
    result: AccessibilityResult,
  },
  {
    path: 'all',
    summary: 'Run every validation check',
    description: `Compatibility, links, spelling, deliverability and accessibility concurrently on one parse of the email: each check's result, the merged issues and an overall score. When a brief is known (\`brief\`, or a \`conversationId\`'s own prompt) the facts check runs too (\`checks.facts\`, a fifth of the score; see /v1/emails/validate/facts). A \`conversationId\` that is a series (without \`position\`) checks every email: \`emails[]\` holds each one's result with its place, the top level the series' (mean score, passed when every email passes, issues with their \`position\`, the brief's facts checked over all the emails). ${INPUT}`,
    result: AllResult,
  },
];

/** Answers a check's run: a series' result as it is, a single email's task from the pool (serialised on its thread). */
function answer<T>(ctx: AppContext, run: CheckRun<T>, reply: FastifyReply): Promise<{ data: T } | void> | { data: T } {
  return 'task' in run ? answerFromPool<T>(ctx.pool, run.task, reply, ctx.config.validateResponses) : run;
}

export const validateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const endpoint of ENDPOINTS) {
    app.post(
      `/v1/emails/validate/${endpoint.path}`,
      {
        config: { permission: 'validate' },
        schema: {
          tags,
          summary: endpoint.summary,
          description: endpoint.description,
          body: ValidateRequest,
          response: { 200: envelope(endpoint.result), ...errorResponses, 413: ErrorBody, 422: ErrorBody, 503: ErrorBody },
        },
      },
      async (req, reply) => answer(ctx, await ctx.validation.check(req.auth, endpoint.path, req.body, clientGone(reply.raw)), reply),
    );
  }

  app.post(
    '/v1/emails/validate/facts',
    {
      config: { permission: 'validate' },
      schema: {
        tags,
        summary: 'Check that an email carries every fact of its brief',
        description:
          'Extracts the facts of `brief` (amounts, percentages, dates — relative and yearless ones resolved against `sendDate` —, times, durations, quantities, addresses and venues, order, invoice, tracking and reference numbers, codes, URLs, e-mail addresses, phones, people, products, conditions and the topics of a multi-topic brief) and answers each as `found`, `missing` or `changed` (a different value of the same kind stands in its place: Nov 28 where the brief says Nov 30), with where it is (subject, preheader, body) and a snippet. Values are compared, not strings: "Friday, Dec. 4th" is December 4 and "23.50 USD" is $23.50. Send `brief` with `html` (or `text`), or a `conversationId` (the brief defaults to the conversation’s own prompt; a series is checked across all its emails, each fact with the `positions` of the emails that state it). A changed fact, or a missing amount, date, time, number, code, link, address or phone, is an error; a missing name, place, condition or topic a warning. Runs on the worker pool like every check.',
        body: FactsRequest,
        response: { 200: envelope(FactsResult), ...errorResponses, 413: ErrorBody, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (req, reply) => answer(ctx, await ctx.validation.facts(req.auth, req.body, clientGone(reply.raw)), reply),
  );
};

