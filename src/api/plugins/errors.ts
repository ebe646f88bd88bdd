import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError, errors, type ErrorDetail } from '../../errors';
import type { Logger } from '../../logger';
import { AllowedMethods } from './allowed-methods';

/**
 * The only place an error becomes a response: every failure, from a service's ApiError to a
 * malformed JSON body, a bad URL or an unparseable request line, leaves as
 * `{ error: { code, message, details?, requestId } }`. Nothing else (no stack, no internal
 * message) ever reaches the client, and no more than a short prefix of what the client sent.
 */

/** Longest piece of client input an error message repeats (a path, a key, a URL). */
export const MAX_ECHO = 100;
/** A request with 10,000 bad rows gets the first few problems, not a 10,000-entry body. */
const MAX_DETAILS = 20;

export const clip = (s: string, max = MAX_ECHO) => (s.length > max ? `${s.slice(0, max)}…` : s);

export function toApiError(err: FastifyError | Error): ApiError {
  if (err instanceof ApiError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'body';
    const all: ErrorDetail[] = err.validation.map((v) => ({
      path: [where, ...pathOf(v)].join('.'),
      message: messageOf(v),
    }));
    const details = all.slice(0, MAX_DETAILS);
    if (all.length > MAX_DETAILS) details.push({ path: where, message: `and ${all.length - MAX_DETAILS} more problems` });
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
      return errors.invalidRequest(`The request body is not valid JSON: ${clip((err as Error).message)}`);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errors.invalidRequest('The Content-Length header does not match the body.');
    case 'FST_ERR_BAD_URL':
      return errors.invalidRequest('The request path is not validly percent-encoded UTF-8.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return errors.uriTooLong(`A path segment is longer than the ${MAX_ECHO} characters any id or file name has.`);
  }
  if (err instanceof SyntaxError || (err as FastifyError).statusCode === 400) {
    return errors.invalidRequest(`The request is malformed: ${clip(err.message)}`);
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
  if (p.length === 0 && issue?.path) return issue.path.map((s) => clip(String(s)));
  return p.map((s) => clip(s));
}

/** zod lists unrecognized keys in its message verbatim: a 1 MB key would come back whole. */
function messageOf(v: { keyword?: string; message?: string; params?: Record<string, unknown> }): string {
  const keys = v.params?.keys;
  if (v.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
    const shown = keys.slice(0, 5).map((k) => JSON.stringify(clip(String(k), 40)));
    return `Unrecognized key${keys.length > 1 ? 's' : ''}: ${shown.join(', ')}${keys.length > 5 ? `, and ${keys.length - 5} more` : ''}`;
  }
  return clip(v.message ?? 'is invalid', 2 * MAX_ECHO);
}

const lowerFirst = (s: string) => (s ? s[0].toLowerCase() + s.slice(1) : s);

export function envelopeOf(e: ApiError, requestId: string) {
  return { error: { code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}), requestId } };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, e: ApiError) {
  if (e.headers) reply.headers(e.headers);
  return reply
    .code(e.status)
    .header('x-request-id', request.id)
    .type('application/json; charset=utf-8')
    .send(envelopeOf(e, request.id));
}

/**
 * Fastify's `frameworkErrors`: a path Fastify cannot route (bad percent-encoding, a parameter
 * over `maxParamLength`) is refused before any hook runs; it still answers in the envelope.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, toApiError(err));
}

/**
 * Node's `clientError`: the request could not even be parsed as HTTP (headers over 16 KB, a
 * garbled request line), so there is no Fastify request; the answer is written on the socket,
 * in the envelope all the same, and the connection closed as Node itself would.
 */
export function clientErrorHandler(nextId: () => string, log: Pick<Logger, 'debug'>) {
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const requestId = nextId();
    const e =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? errors.headersTooLarge('The request headers (with the request line) are over the 16 KB this server reads.')
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? errors.requestTimeout()
          : errors.invalidRequest('The request is not valid HTTP/1.1.');
    log.debug({ err, requestId }, 'client error');
    if (socket.writable) {
      const body = JSON.stringify(envelopeOf(e, requestId));
      socket.write(
        `HTTP/1.1 ${e.status} ${STATUS_CODES[e.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}

async function errorsPlugin(app: FastifyInstance) {
  const allowed = new AllowedMethods();
  app.addHook('onRoute', (route) => allowed.add(route.method, route.url));

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const apiError = toApiError(err);
    if (apiError.status >= 500) {
      // Logged with the request id so an operator can find the cause a client reports.
      const reason = isResponseSerializationError(err) ? 'response did not match its schema' : 'unhandled error';
      request.log.error({ err }, reason);
    }
    return sendError(request, reply, apiError);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const methods = allowed.for(path);
    if (methods.length > 0 && !methods.includes(request.method)) {
      return sendError(
        request,
        reply,
        errors.methodNotAllowed(`${clip(path)} does not answer ${clip(request.method, 20)}; it answers ${methods.join(', ')}.`, undefined, {
          allow: methods.join(', '),
        }),
      );
    }
    return sendError(request, reply, errors.notFound(`No route ${clip(request.method, 20)} ${clip(path)}.`));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
