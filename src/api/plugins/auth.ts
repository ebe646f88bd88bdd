import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountsService, AuthContext } from '../../accounts/service';
import { hasPermission } from '../../accounts/permissions';
import { errors } from '../../errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** Permission a key must hold; routes that set `public: true` need no key at all. */
    permission?: string;
    public?: boolean;
  }
}

/**
 * Resolves `Authorization: Bearer bm_(live|test)_…` to the account, environment and permissions
 * of the key, and enforces the route's required permission. Runs on onRequest so a bad key is
 * refused before any body is read.
 */
async function authPlugin(app: FastifyInstance, opts: { accounts: AccountsService }) {
  app.decorateRequest('auth', null as unknown as AuthContext);

  /** Attaches the key's context, or says why the route refuses it. */
  const admit = (request: FastifyRequest, permission: string | undefined, auth: AuthContext | undefined): Error | undefined => {
    if (!auth) return errors.invalidApiKey('The API key is invalid or has been revoked.');
    request.auth = auth;
    if (permission && !hasPermission(auth.permissions, permission)) {
      return errors.insufficientPermissions(`This API key lacks the "${permission}" permission required by this endpoint.`);
    }
  };

  // A callback hook, synchronous when the key was resolved within the last second (nearly every
  // request): an async hook would cost a promise and a microtask turn on every call.
  app.addHook('onRequest', (request, _reply, done) => {
    // Every /v1 endpoint needs a key (contract §5); /health and /docs do not, and unknown routes
    // fall through to the 404 handler without asking for one. (routeOptions builds a new object
    // on every read: read it once.)
    const { config, url } = request.routeOptions;
    if (!url || !url.startsWith('/v1/') || config?.public) return done();
    const permission = config.permission;
    const header = request.headers.authorization;
    if (!header) return done(errors.invalidApiKey('Missing API key: send it as "Authorization: Bearer <API_KEY>".'));
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) return done(errors.invalidApiKey('Malformed Authorization header: expected "Bearer <API_KEY>".'));
    const cached = opts.accounts.cachedAuth(match[1]);
    if (cached) return done(admit(request, permission, cached));
    opts.accounts.authenticate(match[1]).then((auth) => done(admit(request, permission, auth)), done);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
