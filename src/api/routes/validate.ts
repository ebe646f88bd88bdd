import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CheckContext } from '../../validate/context';
import {
  AccessibilityResult,
  AllResult,
  CompatibilityResult,
  DeliverabilityResult,
  LinksResult,
  SpellingResult,
  ValidateRequest,
} from '../../validate/schema';
import { resolveEmailInput, type ConversationLookup } from '../../validate/source';
import type { validateAll } from '../../validate/all';
import { ApiError } from '../../errors';
import { lazy } from '../../lib/lazy';
import type { AppContext } from '../context';
import { envelope, ErrorBody, errorResponses } from '../schemas';

const tags = ['Validation'];
// The checks (caniemail's data, dictionaries, the grammar engine, CSS and HTML parsers) load with
// the first validation request, not with every API process.
const checks = lazy(async () => ({
  ...(await import('../../validate/compatibility')),
  ...(await import('../../validate/links')),
  ...(await import('../../validate/spelling')),
  ...(await import('../../validate/deliverability')),
  ...(await import('../../validate/accessibility')),
  ...(await import('../../validate/all')),
}));
const INPUT = 'Send `html` (at most 2 MB; larger is 413) or a `conversationId`, plus optional `subject`, `text`, `language` and `options`.';

/** One validation endpoint per check, each answering 200 with `{ data: result }`. */
const ENDPOINTS: Array<{
  path: string;
  summary: string;
  description: string;
  result: z.ZodTypeAny;
  run: (input: Parameters<typeof validateAll>[0], options: Parameters<typeof validateAll>[1], context: CheckContext) => Promise<unknown>;
}> = [
  {
    path: 'compatibility',
    summary: 'Test an email across 48 email clients',
    description: `HTML and CSS features checked against caniemail's data for every client (filter with \`options.clients\` globs such as "gmail.*"); each issue gives the line and column of the feature. ${INPUT}`,
    result: CompatibilityResult,
    run: async (input, options) => (await checks()).checkCompatibility(input, options),
  },
  {
    path: 'links',
    summary: 'Check every link and image URL',
    description: `HTTP(S) URLs are requested (HEAD, then GET; redirects followed and reported; private addresses refused); mailto:, tel: and #fragments checked by syntax; plus insecure, shortened, vague and mismatched links and a missing unsubscribe link. \`options.checkExternal: false\` makes no request. ${INPUT}`,
    result: LinksResult,
    run: async (input, options, context) => (await checks()).checkLinks(input, options, context),
  },
  {
    path: 'spelling',
    summary: 'Check spelling and grammar',
    description: `Visible text against Hunspell dictionaries (en-US, en-GB, es, fr, de, pt, it, nl), language given or detected; English grammar with harper.js. Brand words and \`options.allow\` are never mistakes. ${INPUT}`,
    result: SpellingResult,
    run: async (input, options, context) => (await checks()).checkSpelling(input, options, context),
  },
  {
    path: 'deliverability',
    summary: 'Estimate inbox placement from the content',
    description: `SpamAssassin-style content rules with points against a 5.0 threshold, a content-based inbox/promotions/spam estimate (not a measurement: authentication and sender reputation are not evaluated), and SpamAssassin's own score when the server runs spamd. ${INPUT}`,
    result: DeliverabilityResult,
    run: async (input, options, context) => (await checks()).checkDeliverability(input, options, context),
  },
  {
    path: 'accessibility',
    summary: 'Check accessibility',
    description: `Language and direction, alt text, layout tables, WCAG contrast, heading order, link text and font size. ${INPUT}`,
    result: AccessibilityResult,
    run: async (input, options) => (await checks()).checkAccessibility(input, options),
  },
  {
    path: 'all',
    summary: 'Run every validation check',
    description: `Compatibility, links, spelling, deliverability and accessibility concurrently on one parse of the email: each check's result, the merged issues and an overall score. ${INPUT}`,
    result: AllResult,
    run: async (input, options, context) => (await checks()).validateAll(input, options, context),
  },
];

export const validateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The latest version of a generated email, scoped to the caller's account and environment.
  const lookupConversation: ConversationLookup = async (auth, conversationId) => {
    const email = await ctx.generation.getLatestEmail(auth, conversationId).catch((err) => {
      if (err instanceof ApiError && err.status === 404) return undefined;
      throw err;
    });
    return email && { html: email.html, subject: email.subject, text: email.text, language: email.document.language };
  };

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
          response: { 200: envelope(endpoint.result), ...errorResponses, 413: ErrorBody },
        },
      },
      async (req) => {
        const { input, brandWords } = await resolveEmailInput(req.auth, req.body, lookupConversation);
        const context: CheckContext = { allowPrivateNetworks: ctx.config.allowPrivateNetworks, spamd: ctx.config.spamd ?? '', brandWords };
        return { data: await endpoint.run(input, req.body.options ?? {}, context) };
      },
    );
  }
};
