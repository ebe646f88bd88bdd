import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError, errors, type ErrorDetail } from '../../errors';

/**
 * The only place an error becomes a response: every failure, from a service's ApiError to a
 * malformed JSON body, leaves as `{ error: { code, message, details?, requestId } }`. Nothing
 * else (no stack, no internal message) ever reaches the client.
 */
export function toApiError(err: FastifyError | Error): ApiError {
  if (err instanceof ApiError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'body';
    const details: ErrorDetail[] = err.validation.map((v) => ({
      path: [where, ...pathOf(v)].join('.'),
      message: v.message ?? 'is invalid',
    }));
    const first = details[0];
    return errors.invalidRequest(first ? `Invalid request: ${first.path} ${lowerFirst(first.message)}` : undefined, details);
  }
  const code = (err as FastifyError).code;
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errors.payloadTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedMediaType(
        'The request content type is not supported: send JSON with Content-Type: application/json.',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errors.invalidRequest('The request body is empty but Content-Type is application/json.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errors.invalidRequest(`The request body is not valid JSON: ${(err as Error).message}`);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errors.invalidRequest('The Content-Length header does not match the body.');
  }
  if (err instanceof SyntaxError || (err as FastifyError).statusCode === 400) {
    return errors.invalidRequest(`The request is malformed: ${err.message}`);
  }
  const status = (err as FastifyError).statusCode;
  if (status === 413) return errors.payloadTooLarge();
  if (status === 415) return errors.unsupportedMediaType();
  if (status === 404) return errors.notFound();
  if (status === 503) return errors.unavailable();
  return errors.internal();
}

function pathOf(v: { instancePath?: string; params?: Record<string, unknown> }): string[] {
  const p = (v.instancePath ?? '').split('/').filter(Boolean);
  const issue = v.params?.issue as { path?: PropertyKey[] } | undefined;
  if (p.length === 0 && issue?.path) return issue.path.map(String);
  return p;
}

const lowerFirst = (s: string) => (s ? s[0].toLowerCase() + s.slice(1) : s);

export function sendError(request: FastifyRequest, reply: FastifyReply, e: ApiError) {
  if (e.headers) reply.headers(e.headers);
  return reply
    .code(e.status)
    .type('application/json; charset=utf-8')
    .send({ error: { code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}), requestId: request.id } });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const apiError = toApiError(err);
    if (apiError.status >= 500) {
      // Logged with the request id so an operator can find the cause a client reports.
      const reason = isResponseSerializationError(err) ? 'response did not match its schema' : 'unhandled error';
      request.log.error({ err }, reason);
    }
    return sendError(request, reply, apiError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, errors.notFound(`No route ${request.method} ${request.url.split('?')[0]}.`)),
  );
}

export default fp(errorsPlugin, { name: 'errors' });
