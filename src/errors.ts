/**
 * The one catalogue of errors the API can answer with (after fastify's lib/errors.js): a code, an
 * HTTP status and a default message each. Services throw these; the error handler plugin turns
 * any of them into the `{ error: { code, message, details?, requestId } }` envelope.
 */
export type ErrorDetail = { path: string; message: string };

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;

  constructor(code: string, status: number, message: string, details?: ErrorDetail[], headers?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.headers = headers;
  }
}

function define(code: string, status: number, defaultMessage: string) {
  const make = (message: string = defaultMessage, details?: ErrorDetail[], headers?: Record<string, string>) =>
    new ApiError(code, status, message, details, headers);
  return Object.assign(make, { code, status });
}

export const errors = {
  invalidRequest: define('INVALID_REQUEST', 400, 'The request parameters are invalid.'),
  invalidApiKey: define('INVALID_API_KEY', 401, 'The API key is missing, invalid or revoked.'),
  insufficientPermissions: define('INSUFFICIENT_PERMISSIONS', 403, 'The API key lacks a required permission.'),
  notFound: define('RESOURCE_NOT_FOUND', 404, 'The requested resource does not exist.'),
  methodNotAllowed: define('METHOD_NOT_ALLOWED', 405, 'This method is not allowed on this path.'),
  requestTimeout: define('REQUEST_TIMEOUT', 408, 'The request was not received in time.'),
  conflict: define('CONFLICT', 409, 'The request conflicts with the current state of the resource.'),
  idempotencyKeyReused: define(
    'IDEMPOTENCY_KEY_REUSED',
    409,
    'This Idempotency-Key was already used with a different request body or path.',
  ),
  payloadTooLarge: define('PAYLOAD_TOO_LARGE', 413, 'The request body is too large.'),
  uriTooLong: define('URI_TOO_LONG', 414, 'A path segment is too long.'),
  unsupportedMediaType: define('UNSUPPORTED_MEDIA_TYPE', 415, 'The request content type is not supported.'),
  checkTooLarge: define('CHECK_TOO_LARGE', 422, 'The input is too large or too complex to check within its time and memory budget.'),
  headersTooLarge: define('REQUEST_HEADERS_TOO_LARGE', 431, 'The request headers are too large.'),
  rateLimited: define('RATE_LIMIT_EXCEEDED', 429, 'Too many requests in the current time window.'),
  internal: define('INTERNAL_ERROR', 500, 'An unexpected error occurred on the server.'),
  unavailable: define('SERVICE_UNAVAILABLE', 503, 'The service is temporarily unavailable.'),
} as const;

/** Error codes carried by failed jobs (`errorCode` beside the human `error`). */
export const JobErrorCodes = {
  generationFailed: 'GENERATION_FAILED',
  importFailed: 'IMPORT_FAILED',
  previewFailed: 'PREVIEW_FAILED',
  exportFailed: 'EXPORT_FAILED',
  testSendFailed: 'TEST_SEND_FAILED',
} as const;

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
