/** One `{ path, message }` per invalid field, as the API reports it (`details[].path` like `body.urls.0`). */
export type ErrorDetail = { path: string; message: string };

/**
 * Codes the SDK raises itself, beside the API's own (`INVALID_API_KEY`, `RATE_LIMIT_EXCEEDED`, …)
 * and the `errorCode` of a failed job (`IMPORT_FAILED`, `GENERATION_FAILED`, …).
 */
export const CLIENT_ERROR_CODES = {
  /** The server could not be reached (DNS, refused, reset) after every retry. */
  connection: 'CONNECTION_ERROR',
  /** One HTTP request took longer than `timeout`, on every attempt. */
  requestTimeout: 'REQUEST_TIMEOUT',
  /** A `…AndWait` helper gave up: the job was still `pending` after its `timeout`. */
  waitTimeout: 'WAIT_TIMEOUT',
  /** The caller's `AbortSignal` fired. */
  aborted: 'ABORTED',
  /** No API key was given (`apiKey` option or `BRANDMAIL_API_KEY`). */
  missingApiKey: 'MISSING_API_KEY',
  /** A webhook delivery's signature, timestamp or headers did not check out. */
  webhookVerification: 'WEBHOOK_VERIFICATION_FAILED',
  /** The server answered something that is not the API's JSON. */
  invalidResponse: 'INVALID_RESPONSE',
} as const;

export interface BrandmailErrorInit {
  code: string;
  message: string;
  /** HTTP status of the answer, when there was one. */
  status?: number;
  requestId?: string;
  details?: ErrorDetail[];
  headers?: Headers;
  /** For a failed or timed-out job: its last status (`{ status: 'failed', error, errorCode, … }`). */
  job?: unknown;
  cause?: unknown;
}

/**
 * Every failure the SDK reports: an API error (`status`, `code`, `requestId`, `details` from the
 * `{ error }` envelope), a job that ended `failed` (`code` is its `errorCode`, `job` its status),
 * or a client-side problem (`code` from CLIENT_ERROR_CODES, no `status`).
 */
export class BrandmailError extends Error {
  override readonly name = 'BrandmailError';
  readonly code: string;
  readonly status?: number;
  readonly requestId?: string;
  readonly details?: ErrorDetail[];
  readonly headers?: Headers;
  readonly job?: unknown;

  constructor(init: BrandmailErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.details = init.details;
    this.headers = init.headers;
    this.job = init.job;
  }

  /** A plain object for logs and `--json` output (no stack, no headers). */
  toJSON() {
    return {
      code: this.code,
      message: this.message,
      ...(this.status !== undefined ? { status: this.status } : {}),
      ...(this.requestId ? { requestId: this.requestId } : {}),
      ...(this.details ? { details: this.details } : {}),
      ...(this.job !== undefined ? { job: this.job } : {}),
    };
  }
}

/** The code to report when an error answer has no usable `{ error }` body (a proxy's HTML page, say). */
export function codeForStatus(status: number): string {
  if (status === 400) return 'INVALID_REQUEST';
  if (status === 401) return 'INVALID_API_KEY';
  if (status === 403) return 'INSUFFICIENT_PERMISSIONS';
  if (status === 404) return 'RESOURCE_NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMIT_EXCEEDED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_ERROR';
  return `HTTP_${status}`;
}
