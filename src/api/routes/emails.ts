import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Conversation,
  ConversationSummary,
  GenerateRequest,
  GenerationStarted,
  GenerationStatus,
  ListConversationsQuery,
  RefineRequest,
  RenderedEmail,
  RenderRequest,
  RestoredVersion,
  RestoreVersionRequest,
} from '../../generate/schema';
import type { AppContext } from '../context';
import { answerFromPool } from '../../pool/answer';
import type { RenderedEmail as RenderedEmailResult } from '../../email';
import { envelope, ErrorBody, errorResponses, IdParam, listEnvelope, page } from '../schemas';

const tags = ['Emails'];
const ConversationId = IdParam('conversationId', 'conv_01jd…');

export const emailsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/v1/projects/emails/generate',
    {
      config: { permission: 'emails:write' },
      schema: {
        tags,
        summary: 'Generate an email for a project from a prompt',
        description:
          'Answers at once with `status: "pending"`; poll `GET /v1/projects/emails/{conversationId}/status` or subscribe to the `email.generation.completed` / `failed` webhooks. An unknown or not yet imported project, a prompt that is too vague or over 4,000 characters, and an exhausted generation quota are reported by the status endpoint as `failed` with `errorCode: GENERATION_FAILED`.',
        body: GenerateRequest,
        response: { 201: envelope(GenerationStarted), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.generation.start(req.auth, req.body) }),
  );

  app.get(
    '/v1/projects/emails',
    {
      config: { permission: 'emails:read' },
      schema: {
        tags,
        summary: 'List generated emails (conversations), newest first',
        querystring: ListConversationsQuery,
        response: { 200: listEnvelope(ConversationSummary), ...errorResponses },
      },
    },
    async (req) => {
      const { rows, total } = await ctx.generation.list(req.auth, req.query);
      return page(rows, total, req.query);
    },
  );

  app.get(
    '/v1/projects/emails/:conversationId/status',
    {
      config: { permission: 'emails:read' },
      schema: {
        tags,
        summary: 'Status of a generation: pending, completed (with the email) or failed (with the error)',
        params: ConversationId,
        response: { 200: envelope(GenerationStatus), ...errorResponses },
      },
    },
    async (req) => ({ data: await ctx.generation.status(req.auth, req.params.conversationId) }),
  );

  app.get(
    '/v1/projects/emails/:conversationId',
    {
      config: { permission: 'emails:read' },
      schema: {
        tags,
        summary: 'A conversation: its prompts and every version',
        params: ConversationId,
        response: { 200: envelope(Conversation), ...errorResponses },
      },
    },
    async (req) => ({ data: await ctx.generation.get(req.auth, req.params.conversationId) }),
  );

  app.post(
    '/v1/projects/emails/:conversationId/messages',
    {
      config: { permission: 'emails:write' },
      schema: {
        tags,
        summary: 'Refine the latest version ("shorter", "make the button green", "in French")',
        description:
          'Starts a new version from the latest one; the conversation is `pending` until it is done. 409 while a version is still being written. Changes the embedded generator does not understand need the LLM writer and fail with an explanation when it is not configured.',
        params: ConversationId,
        body: RefineRequest,
        response: { 201: envelope(GenerationStarted), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.generation.refine(req.auth, req.params.conversationId, req.body) }),
  );

  app.post(
    '/v1/projects/emails/:conversationId/versions/:version/restore',
    {
      config: { permission: 'emails:write' },
      schema: {
        tags,
        summary: 'Restore an earlier version: a copy of it becomes the new latest version',
        description:
          'Nothing is deleted: the copy is a new version (`version`, with `restoredFrom` naming the one it copies), made by a message "Restore version N" that the conversation lists, and what Check, previews, exports and test sends use from now on. A series version is restored whole. Done at once (nothing is generated, no generation quota is used) and announced by `email.generation.completed` with `restoredFrom`. 404 for a version the conversation does not have; 409 while a version is still being written, or for the version that is already the latest. No body.',
        params: RestoreVersionRequest,
        response: { 201: envelope(RestoredVersion), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.generation.restore(req.auth, req.params.conversationId, req.params.version) }),
  );

  app.post(
    '/v1/emails/render',
    {
      config: { permission: 'emails:write' },
      schema: {
        tags,
        summary: 'Render an EmailDocument to HTML, React Email (TSX) and plain text',
        description:
          'An invalid document is a 400 whose `details` name each failing field, e.g. `body.document.blocks.2.href`. Rendering runs on a worker thread within BRANDMAIL_CHECK_DEADLINE_MS: a document that needs longer or more memory gets 422 `CHECK_TOO_LARGE`, a saturated pool 503 with `Retry-After`.',
        body: RenderRequest,
        response: { 200: envelope(RenderedEmail), ...errorResponses, 422: ErrorBody, 503: ErrorBody },
      },
    },
    // Rendering pasted HTML (sanitising, html-to-text) is CPU work on untrusted input: on the
    // check pool, within its deadline, like validation.
    async (req, reply) => answerFromPool<RenderedEmailResult>(ctx.pool, { kind: 'render', document: req.body.document }, reply, ctx.config.validateResponses),
  );
};
