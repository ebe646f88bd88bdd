import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../errors';
import type { AppContext } from '../context';

/**
 * Public images (brand logos and icons, imported or uploaded) at unguessable URLs, so an email can show them without
 * an API key. The id is 192 random bits; the content never changes under an id, hence the
 * year-long immutable cache.
 */
export const assetsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/assets/:file',
    {
      config: { public: true },
      schema: {
        tags: ['Assets'],
        summary: 'A stored image (logo, icon), public by its unguessable URL',
        security: [],
        params: z.object({ file: z.string().max(120).describe('e.g. blob_Xy…Z.png (imported) or logo_Xy…Z.png (uploaded)') }),
      },
    },
    async (req, reply) => {
      const id = req.params.file.replace(/\.(png|jpg|jpeg|gif|webp)$/i, '');
      const blob = await ctx.blobs.get(id);
      if (!blob) throw errors.notFound('No such asset.');
      return reply
        .header('content-type', blob.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${id}"`)
        .header('x-content-type-options', 'nosniff')
        .header('access-control-allow-origin', '*')
        .send(blob.data);
    },
  );
};
