import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KeyManagement } from '../../accounts/key-management';
import { AccountInfo, ApiKey, CreatedApiKey, CreateKeyRequest } from '../../accounts/schema';
import { errors } from '../../errors';
import type { AppContext } from '../context';
import { envelope, errorResponses, IdParam, listEnvelope, page, PaginationQuery } from '../schemas';

const tags = ['Account'];
const KeyId = IdParam('keyId', 'key_01jd…');

/** Account settings (contract §5): the calling key's account, plan and limits, and the API keys section. */
export const keysRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const keys = new KeyManagement(ctx.accounts, ctx.config.rateLimits);

  app.get(
    '/v1/account',
    {
      schema: {
        tags,
        summary: 'The calling key: its account, plan, rate limit, environment and permissions, and this month’s usage (any valid key)',
        response: { 200: envelope(AccountInfo), ...errorResponses },
      },
    },
    async (req) => ({ data: await keys.whoAmI(req.auth) }),
  );

  app.get(
    '/v1/keys',
    {
      config: { permission: 'keys:manage' },
      schema: {
        tags,
        summary: 'The account’s API keys, newest first, revoked ones included (never their values)',
        querystring: PaginationQuery,
        response: { 200: listEnvelope(ApiKey), ...errorResponses },
      },
    },
    async (req) => {
      const { rows, total } = await keys.list(req.auth, req.query);
      return page(rows, total, req.query);
    },
  );

  app.post(
    '/v1/keys',
    {
      config: {
        permission: 'keys:manage',
        // Only the key's hash is stored, so a replay of this request cannot show the value again.
        onceSecret: {
          field: 'key',
          recall: async (_owner, data) => {
            throw errors.conflict(`The key ${String(data.id)} was created by the first request with this Idempotency-Key and its value cannot be shown again: revoke it and create another.`);
          },
        },
      },
      schema: {
        tags,
        summary: 'Create an API key',
        description: 'The response carries the key’s value; it is shown only here. A key can only grant permissions it holds itself.',
        body: CreateKeyRequest,
        response: { 201: envelope(CreatedApiKey), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await keys.create(req.auth, req.body) }),
  );

  app.delete(
    '/v1/keys/:keyId',
    {
      config: { permission: 'keys:manage' },
      schema: { tags, summary: 'Revoke an API key (it stops working within a second everywhere)', params: KeyId, response: { 200: envelope(ApiKey), ...errorResponses } },
    },
    async (req) => ({ data: await keys.revoke(req.auth, req.params.keyId) }),
  );
};
