import type { FastifyInstance } from 'fastify';
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
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Every /v1 endpoint needs a key (contract §5); /health and /docs do not, and unknown routes
    // fall through to the 404 handler without asking for one.
    const url = request.routeOptions.url;
    if (!url || !url.startsWith('/v1/') || config?.public) return;
    const header = request.headers.authorization;
    if (!header) throw errors.invalidApiKey('Missing API key: send it as "Authorization: Bearer <API_KEY>".');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw errors.invalidApiKey('Malformed Authorization header: expected "Bearer <API_KEY>".');
    const auth = await opts.accounts.authenticate(match[1]);
    if (!auth) throw errors.invalidApiKey('The API key is invalid or has been revoked.');
    request.auth = auth;
    if (config.permission && !hasPermission(auth.permissions, config.permission)) {
      throw errors.insufficientPermissions(`This API key lacks the "${config.permission}" permission required by this endpoint.`);
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
