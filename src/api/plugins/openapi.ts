import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.1 document is generated from the same zod schemas that validate requests, so the
 * docs cannot drift from the behaviour. Schemas with `.meta({ id })` become named components.
 */
async function openapiPlugin(app: FastifyInstance, opts: { version: string; publicUrl?: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'brandmail API',
        version: opts.version,
        description:
          'Import a brand from its website, generate on-brand emails from a prompt, validate, preview, manage contacts and export to email platforms. ' +
          'Every /v1 endpoint needs `Authorization: Bearer <API_KEY>`. Successful responses carry their payload under `data`; errors are `{ error: { code, message, details?, requestId } }`.',
      },
      servers: opts.publicUrl ? [{ url: opts.publicUrl }] : [],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'bm_live_… or bm_test_… API key' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: createJsonSchemaTransform({ schemaRegistry: z.globalRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: z.globalRegistry }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  app.get(
    '/v1/openapi.json',
    { config: { public: true }, schema: { hide: true } },
    async () => app.swagger(),
  );
}

export default fp(openapiPlugin, { name: 'openapi' });
