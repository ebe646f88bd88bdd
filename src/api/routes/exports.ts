import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../errors';
import {
  Connection,
  ConnectionFilter,
  CreateConnectionRequest,
  CreateExportRequest,
  DeletedConnection,
  Export,
  ExportStarted,
  PlatformInfo,
} from '../../exports/schema';
import type { AppContext } from '../context';
import { envelope, errorResponses, IdParam, listEnvelope, page, PaginationQuery } from '../schemas';

const tags = ['Exports'];
const ExportId = IdParam('exportId', 'exp_01jd…');
const ConnectionId = IdParam('connectionId', 'conn_01jd…');

/** Exports (issue #9): POST /v1/export, status, download, platforms and saved connections. */
export const exportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** Where platforms that import from a URL (Campaign Monitor) fetch the hosted HTML. */
  const publicBase = (req: FastifyRequest) => ctx.config.publicUrl ?? `${req.protocol}://${req.host}`;

  app.post(
    '/v1/export',
    {
      config: { permission: 'exports:write' },
      schema: {
        tags,
        summary: 'Export an email to a platform, or as an html, zip, eml, mjml or pdf file',
        description:
          'Starts an asynchronous export: poll `GET /v1/export/{exportId}` until `completed` (with `externalId` and `externalUrl`, or `downloadUrl` for files) or `failed` (with `error`), or subscribe to the `export.completed` and `export.failed` webhook events. Platform credentials go in `credentials` (used once, never stored) or come from a saved connection (`connectionId`). Files: `eml` is an RFC 5322 message `From` the brand’s sender (`from` overrides it); `mjml` is MJML 4 source printed from the email’s document (`conversationId` only; `mergeTags` picks the merge-tag syntax); `pdf` is the email printed by Chromium on `paper` A4 or Letter, text selectable and links live, with `mobile: true` adding the phone rendering as a last page — 503 when the server has no Chromium.',
        body: CreateExportRequest,
        response: { 201: envelope(ExportStarted), ...errorResponses, 503: errorResponses[400] },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.exports.start(req.auth, req.body, publicBase(req)) }),
  );

  app.get(
    '/v1/export/platforms',
    {
      config: { permission: 'exports:read' },
      schema: {
        tags,
        summary: 'List export platforms and the credential fields each needs',
        response: { 200: envelope(z.array(PlatformInfo)), ...errorResponses },
      },
    },
    async () => ({ data: ctx.exports.platforms() }),
  );

  app.post(
    '/v1/export/connections',
    {
      config: { permission: 'exports:write' },
      schema: {
        tags,
        summary: 'Save platform credentials as a connection',
        description:
          'The credentials are validated, then stored encrypted (AES-256-GCM, key derived from BRANDMAIL_SECRET); only a masked hint is ever shown. Without BRANDMAIL_SECRET configured the server answers 503.',
        body: CreateConnectionRequest,
        response: { 201: envelope(Connection), ...errorResponses, 503: errorResponses[400] },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.exports.connections.create(req.auth, req.body) }),
  );

  app.get(
    '/v1/export/connections',
    {
      config: { permission: 'exports:read' },
      schema: {
        tags,
        summary: 'List saved connections (masked), newest first',
        description: '`platform` keeps one platform’s connections, e.g. `?platform=mailchimp`.',
        querystring: z.object({ ...PaginationQuery.shape, ...ConnectionFilter.shape }),
        response: { 200: listEnvelope(Connection), ...errorResponses },
      },
    },
    async (req) => {
      const { limit, offset, ...filter } = req.query;
      const { rows, total } = await ctx.exports.connections.list(req.auth, { limit, offset }, filter);
      return page(rows, total, req.query);
    },
  );

  app.get(
    '/v1/export/connections/:connectionId',
    {
      config: { permission: 'exports:read' },
      schema: { tags, summary: 'Get a saved connection (masked)', params: ConnectionId, response: { 200: envelope(Connection), ...errorResponses } },
    },
    async (req) => ({ data: await ctx.exports.connections.get(req.auth, req.params.connectionId) }),
  );

  app.delete(
    '/v1/export/connections/:connectionId',
    {
      config: { permission: 'exports:write' },
      schema: { tags, summary: 'Delete a saved connection', params: ConnectionId, response: { 200: envelope(DeletedConnection), ...errorResponses } },
    },
    async (req) => {
      await ctx.exports.connections.remove(req.auth, req.params.connectionId);
      return { data: { connectionId: req.params.connectionId, deleted: true as const } };
    },
  );

  app.get(
    '/v1/export/:exportId',
    {
      config: { permission: 'exports:read' },
      schema: { tags, summary: 'Get the status of an export', params: ExportId, response: { 200: envelope(Export), ...errorResponses } },
    },
    async (req) => ({ data: await ctx.exports.get(req.auth, req.params.exportId) }),
  );

  app.get(
    '/v1/export/:exportId/download',
    {
      config: { permission: 'exports:read' },
      schema: {
        tags,
        summary: 'Download the file of a completed html, zip, eml, mjml or pdf export',
        description:
          'The file, as an attachment named after the email: `text/html` (html), `application/zip` (zip), `message/rfc822` (eml), `text/mjml` (mjml) or `application/pdf` (pdf). 409 while the export is pending or after it failed; 404 for an export to a platform.',
        params: ExportId,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The file: text/html, application/zip, message/rfc822, text/mjml or application/pdf.' }),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { blob, fileName } = await ctx.exports.download(req.auth, req.params.exportId);
      return reply
        .header('content-type', blob.contentType)
        .header('content-disposition', `attachment; filename="${fileName.replace(/["\\]/g, '')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(blob.data);
    },
  );

  app.get(
    '/v1/export/files/:fileId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'HTML hosted for a platform that imports templates from a URL',
        description: 'Public by its unguessable id (192 random bits), so the platform can fetch it without an API key.',
        security: [],
        params: z.object({ fileId: z.string().max(120) }),
      },
    },
    async (req, reply) => {
      const blob = await ctx.exports.hostedHtml(req.params.fileId);
      if (!blob) throw errors.notFound('No such file.');
      return reply
        .header('content-type', blob.contentType)
        .header('x-content-type-options', 'nosniff')
        // Served from our origin: it must never run anything there.
        .header('content-security-policy', "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline' *; font-src *")
        .header('cache-control', 'private, max-age=3600')
        .send(blob.data);
    },
  );
};
