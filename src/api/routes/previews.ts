import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../errors';
import { CreatePreviewRequest, ImageQuery, Preview, PreviewStarted, PreviewStatus, SupportedDevice } from '../../preview/schema';
import type { AppContext } from '../context';
import { envelope, ErrorBody, errorResponses, IdParam, listEnvelope, page, PaginationQuery } from '../schemas';

const tags = ['Previews'];
const PreviewId = IdParam('previewId', 'prev_01jd…');
/** The catalogue is small: one default page holds all of it. */
const ListQuery = PaginationQuery.extend({
  status: PreviewStatus.optional().describe('Only previews in this status'),
  conversationId: z.string().max(100).optional().describe('Only previews of this generated email'),
});
const DevicesQuery = PaginationQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(100).describe('Page size (1–100, default 100: the whole catalogue).') });

export const previewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** Image URLs are absolute: the configured public URL, else the address this request reached. */
  const baseUrl = (req: FastifyRequest) => ctx.config.publicUrl ?? `${req.protocol}://${req.host}`;

  app.post(
    '/v1/emails/previews',
    {
      config: { permission: 'previews:write' },
      schema: {
        tags,
        summary: 'Render an email on devices and email clients',
        description:
          'Starts an asynchronous render: poll `GET /v1/emails/previews/{previewId}` until `completed` or `failed`, or subscribe to the `preview.completed` and `preview.failed` webhook events. Client looks are emulated in Chromium (HTML and CSS the client ignores are removed, its dark mode is imitated), not captured from the real apps. Answers 503 when the server has no Chromium.',
        body: CreatePreviewRequest,
        response: { 201: envelope(PreviewStarted), ...errorResponses, 503: ErrorBody },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.previews.create(req.auth, req.body) }),
  );

  app.get(
    '/v1/emails/previews/:previewId',
    {
      config: { permission: 'previews:read' },
      schema: {
        tags,
        summary: 'Get the status and screenshots of a preview',
        description: 'Image URLs are signed and expire after about a day; fetch the preview again for fresh ones.',
        params: PreviewId,
        response: { 200: envelope(Preview), ...errorResponses },
      },
    },
    async (req) => ({ data: await ctx.previews.get(req.auth, req.params.previewId, baseUrl(req)) }),
  );

  app.get(
    '/v1/emails/previews',
    {
      config: { permission: 'previews:read' },
      schema: {
        tags,
        summary: 'List previews, newest first',
        description: 'Each with its results and freshly signed image URLs, as `GET /v1/emails/previews/{previewId}` returns it.',
        querystring: ListQuery,
        response: { 200: listEnvelope(Preview), ...errorResponses },
      },
    },
    async (req) => {
      const { rows, total } = await ctx.previews.list(req.auth, req.query, baseUrl(req));
      return page(rows, total, req.query);
    },
  );

  app.delete(
    '/v1/emails/previews/:previewId',
    {
      config: { permission: 'previews:write' },
      schema: {
        tags,
        summary: 'Delete a preview and its screenshots',
        description: 'Its signed image URLs stop working at once. A preview still rendering answers 409 `CONFLICT`.',
        params: PreviewId,
        response: { 200: envelope(z.object({ previewId: z.string(), deleted: z.literal(true) })), ...errorResponses },
      },
    },
    async (req) => {
      await ctx.previews.remove(req.auth, req.params.previewId);
      return { data: { previewId: req.params.previewId, deleted: true as const } };
    },
  );

  app.get(
    '/v1/emails/devices/supported',
    {
      config: { permission: 'previews:read' },
      schema: {
        tags,
        summary: 'List the devices and email clients previews can show',
        querystring: DevicesQuery,
        response: {
          200: z.object({ data: z.array(SupportedDevice), pagination: z.object({ limit: z.number(), offset: z.number(), total: z.number(), hasMore: z.boolean() }) }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const all = ctx.previews.devices();
      const rows = all.slice(req.query.offset, req.query.offset + req.query.limit);
      return { data: rows, pagination: { limit: req.query.limit, offset: req.query.offset, total: all.length, hasMore: req.query.offset + rows.length < all.length } };
    },
  );

  app.get(
    '/v1/previews/images/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A preview screenshot or thumbnail, by its signed URL (no API key)',
        security: [],
        params: z.object({ file: z.string().max(120).describe('e.g. shot_Xy…Z.png') }),
        querystring: ImageQuery,
      },
    },
    async (req, reply) => {
      const blobId = req.params.file.replace(/\.png$/i, '');
      if (!/^(shot|thumb)_[A-Za-z0-9_-]{16,100}$/.test(blobId)) throw errors.notFound('No such preview image.');
      const blob = await ctx.previews.image(blobId, req.query.expires, req.query.signature);
      const maxAge = Math.max(0, Math.floor(req.query.expires - Date.now() / 1000));
      return reply
        .header('content-type', blob.contentType)
        .header('cache-control', `public, max-age=${maxAge}, immutable`)
        .header('etag', `"${blobId}"`)
        .header('x-content-type-options', 'nosniff')
        .header('access-control-allow-origin', '*')
        .send(blob.data);
    },
  );
};
