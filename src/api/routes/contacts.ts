import { Readable } from 'node:stream';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkJsonRequest,
  BulkQuery,
  BulkResult,
  Contact,
  ContactFilter,
  CreateContactRequest,
  DeletedContact,
  StatusChangeRequest,
  StatusChangeResult,
  StatusHistoryEntry,
  UpdateContactRequest,
} from '../../contacts/schema';
import type { AppContext } from '../context';
import { errors } from '../../errors';
import { decodeJsonBytes } from '../../lib/json-limits';
import { envelope, errorResponses, IdParam, listEnvelope, page, PaginationQuery } from '../schemas';

const tags = ['Contacts'];
const ContactId = IdParam('contactId', 'ct_01jd…');

/** 100,000 JSON rows are 10–15 MB; the bulk route alone accepts up to this much. */
export const BULK_BODY_LIMIT = 64 * 1024 * 1024;
const CSV_TYPES = ['text/csv', 'application/csv'];

// The bulk route takes its body unparsed, JSON as text and CSV as bytes: the service reads rows
// from it one at a time (a parsed 100,000-row body would hold every row's objects at once), and an
// Idempotency-Key retry is fingerprinted by its exact bytes. Its JSON schema is for the OpenAPI
// document; the service checks the body.
const textBody: FastifySchemaCompiler<any> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body'
    ? (data: unknown) => (typeof data === 'string' || Buffer.isBuffer(data) ? { value: data } : validate(data))
    : validate;
};

export const contactsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/contacts',
    {
      config: { permission: 'contacts:read' },
      schema: {
        tags,
        summary: 'List contacts, newest first',
        querystring: z.object({ ...PaginationQuery.shape, ...ContactFilter.shape }),
        response: { 200: listEnvelope(Contact), ...errorResponses },
      },
    },
    async (req) => {
      const { limit, offset, ...filter } = req.query;
      const { rows, total } = await ctx.contacts.list(req.auth, filter, { limit, offset });
      return page(rows, total, req.query);
    },
  );

  app.post(
    '/v1/contacts',
    {
      config: { permission: 'contacts:write' },
      schema: {
        tags,
        summary: 'Add a contact',
        description: '409 CONFLICT when a contact with the same email (compared case-insensitively) exists in this environment.',
        body: CreateContactRequest,
        response: { 201: envelope(Contact), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.contacts.create(req.auth, req.body) }),
  );

  app.get(
    '/v1/contacts/export',
    {
      config: { permission: 'contacts:read' },
      schema: {
        tags,
        summary: 'Export contacts as CSV',
        description:
          'Streams every contact matching the filters (oldest first) as `text/csv`: id, email, first_name, last_name, status, tags, language, country, attributes (JSON), created_at, updated_at. The file imports back unchanged through POST /v1/contacts/bulk.',
        querystring: ContactFilter,
        response: { 200: z.string().describe('text/csv'), ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="contacts.csv"')
        // The 200 schema documents the CSV; a stream is sent as is, never serialised.
        .send(Readable.from(ctx.contacts.exportCsv(req.auth, req.query)) as never),
  );

  await app.register(async (bulk) => {
    // Scoped to this route: every other route keeps Fastify's JSON parser and answers 415 to CSV.
    bulk.removeAllContentTypeParsers();
    // Strict UTF-8 as on every other JSON route; the bulk reader (scanBulkJson) checks depth and NUL.
    bulk.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body: Buffer, done) => {
      const text = decodeJsonBytes(body);
      done(text === null ? errors.invalidRequest('The request body is not valid UTF-8.') : null, text ?? undefined);
    });
    bulk.addContentTypeParser(CSV_TYPES, { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    bulk.withTypeProvider<ZodTypeProvider>().post(
      '/v1/contacts/bulk',
      {
        bodyLimit: Math.max(BULK_BODY_LIMIT, ctx.config.bodyLimit),
        config: { permission: 'contacts:write' },
        validatorCompiler: textBody,
        schema: {
          tags,
          summary: 'Import up to 100,000 contacts (JSON or CSV)',
          description:
            'Send `application/json` `{ contacts: [...], mode }` or a `text/csv` file with a header row (mode in `?mode=`). ' +
            'Header names are matched loosely: email / e-mail / email address, first name, last name, name (split in two), tags (separated by , ; or |), status, language, country; other columns become attributes. ' +
            'Rows are checked one by one: a bad row is listed in `errors` and every good row is stored. Rows with the same email are merged. ' +
            'A bulk import never re-subscribes a contact who unsubscribed, bounced or complained: the row counts as unchanged and is listed in `warnings`. ' +
            'Answers 200 with the counts.',
          consumes: ['application/json', ...CSV_TYPES],
          querystring: BulkQuery,
          body: BulkJsonRequest,
          response: { 200: envelope(BulkResult), ...errorResponses, 413: errorResponses[400] },
        },
      },
      async (req) => {
        const body = req.body as unknown as string | Buffer;
        const mode = req.query.mode ?? 'upsert';
        const data = Buffer.isBuffer(body) ? await ctx.contacts.bulkCsv(req.auth, body, mode) : await ctx.contacts.bulkJson(req.auth, body, mode);
        return { data };
      },
    );
  });

  app.post(
    '/v1/contacts/status',
    {
      config: { permission: 'contacts:write' },
      schema: {
        tags,
        summary: 'Change the status of up to 10,000 contacts',
        description:
          'By id and/or email. Every change is kept in the contact’s status history with the reason. Unlike a bulk import this may re-subscribe a contact: call it when the contact asked.',
        body: StatusChangeRequest,
        response: { 200: envelope(StatusChangeResult), ...errorResponses },
      },
    },
    async (req) => ({ data: await ctx.contacts.changeStatus(req.auth, req.body) }),
  );

  app.get(
    '/v1/contacts/:contactId',
    {
      config: { permission: 'contacts:read' },
      schema: { tags, summary: 'Get a contact', params: ContactId, response: { 200: envelope(Contact), ...errorResponses } },
    },
    async (req) => ({ data: await ctx.contacts.get(req.auth, req.params.contactId) }),
  );

  app.patch(
    '/v1/contacts/:contactId',
    {
      config: { permission: 'contacts:write' },
      schema: {
        tags,
        summary: 'Change a contact',
        description: 'Given fields replace the stored ones (tags and attributes as a whole); null clears a field. A status change is kept in the history.',
        params: ContactId,
        body: UpdateContactRequest,
        response: { 200: envelope(Contact), ...errorResponses },
      },
    },
    async (req) => ({ data: await ctx.contacts.update(req.auth, req.params.contactId, req.body) }),
  );

  app.delete(
    '/v1/contacts/:contactId',
    {
      config: { permission: 'contacts:write' },
      schema: {
        tags,
        summary: 'Delete a contact and its history',
        description: 'To stop sending to someone, set their status to unsubscribed instead: a deleted contact comes back as new with the next import.',
        params: ContactId,
        response: { 200: envelope(DeletedContact), ...errorResponses },
      },
    },
    async (req) => {
      await ctx.contacts.remove(req.auth, req.params.contactId);
      return { data: { id: req.params.contactId, deleted: true as const } };
    },
  );

  app.get(
    '/v1/contacts/:contactId/history',
    {
      config: { permission: 'contacts:read' },
      schema: {
        tags,
        summary: 'Status history of a contact, newest first',
        params: ContactId,
        querystring: PaginationQuery,
        response: { 200: listEnvelope(StatusHistoryEntry), ...errorResponses },
      },
    },
    async (req) => {
      const { rows, total } = await ctx.contacts.history(req.auth, req.params.contactId, req.query);
      return page(rows, total, req.query);
    },
  );
};
