import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ImportRequest, ImportStarted, ImportStatus, Project, ProjectPatch } from '../../projects/schema';
import type { AppContext } from '../context';
import { envelope, errorResponses, IdParam, listEnvelope, page, PaginationQuery } from '../schemas';

export const projectsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/projects',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags: ['Projects'],
        summary: 'List projects (brands)',
        querystring: PaginationQuery,
        response: { 200: listEnvelope(Project), ...errorResponses },
      },
    },
    async (req) => {
      const { rows, total } = await ctx.projects.list(req.auth, req.query);
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
};
