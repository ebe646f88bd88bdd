import { validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { errors } from '../../errors';
import { ImportRequest, ImportStarted, ImportStatus, LOGO_MAX_BYTES, LogoUploadQuery, Project, ProjectFilter, ProjectPatch } from '../../projects/schema';
import type { AppContext } from '../context';
import { envelope, errorResponses, IdParam, listEnvelope, page, PaginationQuery } from '../schemas';

export const projectsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/projects',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags: ['Projects'],
        summary: 'List projects (brands), newest first',
        description:
          '`search` keeps the projects whose name holds the text (case-insensitive in every alphabet), e.g. `?search=north` finds "Northwind Shop" and `?search=école` "ÉCOLE DU GOÛT". `status` keeps the projects whose import is in that state: `?status=completed` lists the brands emails can be generated with.',
        querystring: z.object({ ...PaginationQuery.shape, ...ProjectFilter.shape }),
        response: { 200: listEnvelope(Project), ...errorResponses },
      },
    },
    async (req) => {
      const { limit, offset, ...filter } = req.query;
      const { rows, total } = await ctx.projects.list(req.auth, { limit, offset }, filter);
      return page(rows, total, req.query);
    },
  );

  app.get(
    '/v1/projects/:projectId',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags: ['Projects'],
        summary: 'Get a project with its brand kit',
        params: IdParam('projectId', 'prj_01jd…'),
        response: { 200: envelope(Project), ...errorResponses },
      },
    },
    async (req) => ({ data: await ctx.projects.get(req.auth, req.params.projectId) }),
  );

  // Brand import (issue #4, src/projects/; the extraction engine is src/brand/): start, status, correct, reimport, delete.
  const ProjectId = IdParam('projectId', 'prj_01jd…');
  const tags = ['Projects'];
  /** Where emails will fetch the logo from: the configured public URL, else the address this request reached. */
  const assetBase = (req: FastifyRequest) => ctx.config.publicUrl ?? `${req.protocol}://${req.host}`;

  app.post(
    '/v1/projects/import',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Import a brand from its website',
        description:
          'Starts an asynchronous import: poll `GET /v1/projects/{projectId}/status` until `completed` or `failed`, or subscribe to the `project.import.completed` and `project.import.failed` webhook events. The first URL leads when several are given.',
        body: ImportRequest,
        response: { 201: envelope(ImportStarted), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.projects.start(req.auth, req.body, assetBase(req)) }),
  );

  app.get(
    '/v1/projects/:projectId/status',
    {
      config: { permission: 'projects:read' },
      schema: { tags, summary: 'Get the status of a brand import', params: ProjectId, response: { 200: envelope(ImportStatus), ...errorResponses } },
    },
    async (req) => ({ data: await ctx.projects.status(req.auth, req.params.projectId) }),
  );

  app.patch(
    '/v1/projects/:projectId',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Correct a project or its brand kit',
        description:
          'Any part of the kit may be corrected under `brand`: objects merge field by field, arrays and values replace, `null` clears. Corrections are kept apart from the extraction, so a reimport keeps them.',
        params: ProjectId,
        body: ProjectPatch,
        response: { 200: envelope(Project), ...errorResponses },
      },
    },
    async (req) => ({ data: await ctx.projects.patch(req.auth, req.params.projectId, req.body) }),
  );

  app.post(
    '/v1/projects/:projectId/reimport',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Import the brand again from its URLs',
        description: 'The current kit stays readable until the new import completes; corrections made with PATCH are kept.',
        params: ProjectId,
        response: { 201: envelope(ImportStarted), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.projects.reimport(req.auth, req.params.projectId, assetBase(req)) }),
  );

  app.delete(
    '/v1/projects/:projectId',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Delete a project and its stored images',
        params: ProjectId,
        response: { 200: envelope(z.object({ projectId: z.string(), deleted: z.literal(true) })), ...errorResponses },
      },
    },
    async (req) => {
      await ctx.projects.remove(req.auth, req.params.projectId);
      return { data: { projectId: req.params.projectId, deleted: true as const } };
    },
  );

  // Logo upload: the image file itself is the body (no multipart, no base64), read by the image
  // engine whatever Content-Type claims. Scoped parsers: every other route keeps JSON only.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    upload.withTypeProvider<ZodTypeProvider>().put(
      '/v1/projects/:projectId/logo',
      {
        bodyLimit: LOGO_MAX_BYTES,
        config: { permission: 'projects:write' },
        validatorCompiler: bytesBody,
        schema: {
          tags,
          summary: "Upload the brand's logo",
          description:
            'Send the image file as the body with its Content-Type (`image/png`, `image/jpeg`, `image/gif`, `image/webp`, `image/avif`, `image/x-icon` or `image/svg+xml`; ' +
            '`application/octet-stream` works too: the bytes are read, not the header), at most 5 MB. ' +
            'It is stored as a PNG (at most 1200 × 600 px, only scaled down; an SVG is drawn, never stored as SVG, and may not refer to other files) ' +
            'served at a public, unguessable `/assets/…png` address, and becomes `brand.logo` as a correction (origin `user`), so a reimport keeps it. ' +
            '`variant` says whether it is a light mark for dark backgrounds or a dark one; by default it is read from the pixels. ' +
            'A new upload, a PATCH of `brand.logo` or deleting the project deletes the uploaded file it replaces. Answers with the project.',
          consumes: LOGO_TYPES,
          params: ProjectId,
          querystring: LogoUploadQuery,
          body: z.string().meta({ format: 'binary', description: 'The image file' }),
          response: { 200: envelope(Project), ...errorResponses },
        },
      },
      async (req) => {
        const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        if (!LOGO_TYPES.includes(type)) {
          throw errors.unsupportedMediaType(`Send the image file as the body with an image Content-Type (image/png, image/jpeg, …), not ${type ? JSON.stringify(type.slice(0, 60)) : 'no Content-Type'}.`);
        }
        const body = req.body as unknown;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        return { data: await ctx.projects.uploadLogo(req.auth, req.params.projectId, bytes, req.query.variant, assetBase(req)) };
      },
    );
  });
};

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/x-icon', 'image/vnd.microsoft.icon', 'image/svg+xml', 'application/octet-stream'];

// The logo's body is bytes; its schema is for the OpenAPI document, the image engine checks it.
const bytesBody: FastifySchemaCompiler<any> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validate;
};
