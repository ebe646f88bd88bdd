import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Project } from '../../projects/schema';
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
};
