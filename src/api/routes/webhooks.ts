import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatedWebhookEndpoint,
  CreateWebhookRequest,
  DeletedWebhook,
  UpdateWebhookRequest,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookTestResult,
} from '../../webhooks/schema';
import type { AppContext } from '../context';
import { envelope, errorResponses, IdParam, listEnvelope, page, PaginationQuery } from '../schemas';

const tags = ['Webhooks'];
const WebhookId = IdParam('webhookId', 'whk_01jd…');

export const webhooksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/v1/webhooks',
    {
      config: {
        permission: 'webhooks:write',
        onceSecret: { field: 'secret', recall: (owner, data) => ctx.webhooks.signingSecretOf(owner, String(data.id)) },
      },
      schema: {
        tags,
        summary: 'Register a webhook endpoint',
        description: 'The response carries the endpoint’s `whsec_…` signing secret. It is shown only here.',
        body: CreateWebhookRequest,
        response: { 201: envelope(CreatedWebhookEndpoint), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.webhooks.create(req.auth, req.body) }),
  );

  app.get(
    '/v1/webhooks',
    {
      config: { permission: 'webhooks:read' },
      schema: {
        tags,
        summary: 'List webhook endpoints',
        querystring: PaginationQuery,
        response: { 200: listEnvelope(WebhookEndpoint), ...errorResponses },
      },
    },
    async (req) => {
      const { rows, total } = await ctx.webhooks.list(req.auth, req.query);
      return page(rows, total, req.query);
    },
  );

  app.get(
    '/v1/webhooks/:webhookId',
    {
      config: { permission: 'webhooks:read' },
      schema: { tags, summary: 'Get a webhook endpoint', params: WebhookId, response: { 200: envelope(WebhookEndpoint), ...errorResponses } },
    },
    async (req) => ({ data: await ctx.webhooks.get(req.auth, req.params.webhookId) }),
  );

  app.patch(
    '/v1/webhooks/:webhookId',
    {
      config: { permission: 'webhooks:write' },
      schema: {
        tags,
        summary: 'Change a webhook endpoint (or re-enable a disabled one)',
        params: WebhookId,
        body: UpdateWebhookRequest,
        response: { 200: envelope(WebhookEndpoint), ...errorResponses },
      },
    },
    async (req) => ({ data: await ctx.webhooks.update(req.auth, req.params.webhookId, req.body) }),
  );

  app.delete(
    '/v1/webhooks/:webhookId',
    {
      config: { permission: 'webhooks:write' },
      schema: {
        tags,
        summary: 'Delete a webhook endpoint and its delivery history',
        params: WebhookId,
        response: { 200: envelope(DeletedWebhook), ...errorResponses },
      },
    },
    async (req) => {
      await ctx.webhooks.remove(req.auth, req.params.webhookId);
      return { data: { id: req.params.webhookId, deleted: true as const } };
    },
  );

  app.post(
    '/v1/webhooks/:webhookId/test',
    {
      config: { permission: 'webhooks:write' },
      schema: {
        tags,
        summary: 'Send a signed webhook.test event to the endpoint',
        description: 'Delivered like any event (signed, retried); follow it with GET /v1/webhooks/{webhookId}/deliveries.',
        params: WebhookId,
        response: { 201: envelope(WebhookTestResult), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.webhooks.sendTest(req.auth, req.params.webhookId) }),
  );

  app.get(
    '/v1/webhooks/:webhookId/deliveries',
    {
      config: { permission: 'webhooks:read' },
      schema: {
        tags,
        summary: 'List deliveries to an endpoint, newest first, each with its attempts',
        params: WebhookId,
        querystring: PaginationQuery,
        response: { 200: listEnvelope(WebhookDelivery), ...errorResponses },
      },
    },
    async (req) => {
      const { rows, total } = await ctx.webhooks.deliveries(req.auth, req.params.webhookId, req.query);
      return page(rows, total, req.query);
    },
  );
};
