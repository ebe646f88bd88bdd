import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { newId } from '../lib/ids';
import type { AppContext } from './context';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import inputLimitsPlugin from './plugins/input-limits';
import authPlugin from './plugins/auth';
import rateLimitPlugin from './plugins/rate-limit';
import idempotencyPlugin from './plugins/idempotency';
import openapiPlugin from './plugins/openapi';
import { createRateLimiter } from './rate-limiter';
import { healthRoutes } from './routes/health';
import { projectsRoutes } from './routes/projects';
import { webhooksRoutes } from './routes/webhooks';
import { assetsRoutes } from './routes/assets';
import { contactsRoutes } from './routes/contacts';
import { previewsRoutes } from './routes/previews';
import { exportsRoutes } from './routes/exports';
import { testSendsRoutes } from './routes/test-sends';
import { validateRoutes } from './routes/validate';
import { emailsRoutes } from './routes/emails';
import { consoleRoutes } from '../console/plugin';
import { keysRoutes } from './routes/keys';
import { VERSION } from '../version';
import { requestLoggerFactory } from '../logger';

/**
 * Request ids only need to be unique and greppable; a per-process random prefix plus a counter
 * costs nothing per request, where a ULID draws random bytes each time.
 */
function requestIds() {
  const prefix = `req_${newId('request').slice(-10)}`;
  let n = 0;
  return () => `${prefix}${(++n).toString(36).padStart(6, '0')}`;
}

/**
 * The HTTP layer is a thin adapter: plugins for cross-cutting concerns, one routes file per
 * resource, each route validate → call a service → envelope.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const nextRequestId = requestIds();
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    childLoggerFactory: requestLoggerFactory as never,
    bodyLimit: ctx.config.bodyLimit,
    genReqId: nextRequestId,
    requestIdHeader: false,
    // Ids are ULIDs with a short prefix and file names are under 100 characters; a longer path
    // segment answers 414 in the envelope instead of reaching a route.
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(nextRequestId, ctx.logger),
    trustProxy: true,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API and, in tests, are enforced on every reply; in production a
  // plain JSON.stringify avoids walking every (possibly large) payload a second time.
  app.setSerializerCompiler(ctx.config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(inputLimitsPlugin);
  await app.register(openapiPlugin, { version: VERSION, publicUrl: ctx.config.publicUrl });
  await app.register(authPlugin, { accounts: ctx.accounts });
  await app.register(rateLimitPlugin, { limiter: createRateLimiter(ctx.store), limits: ctx.config.rateLimits });
  await app.register(idempotencyPlugin, { db: ctx.store.db });

  await app.register(healthRoutes, { ctx, version: VERSION });
  await app.register(projectsRoutes, { ctx });
  await app.register(webhooksRoutes, { ctx });
  await app.register(assetsRoutes, { ctx });
  await app.register(contactsRoutes, { ctx });
  await app.register(previewsRoutes, { ctx });
  await app.register(exportsRoutes, { ctx });
  await app.register(testSendsRoutes, { ctx });
  await app.register(validateRoutes, { ctx });
  await app.register(emailsRoutes, { ctx });
  await app.register(keysRoutes, { ctx });
  // The web console (src/console/): its page at / and its assets under /console/.
  await app.register(consoleRoutes);
  return app;
}
