import { randomUUID } from 'node:crypto';
import { BrandmailError, CLIENT_ERROR_CODES, codeForStatus, type ErrorDetail } from './errors';
import { SDK_VERSION } from './version';

/** Options every method takes as its last argument (Stripe's per-request options). */
export interface RequestOptions {
  /** Abort the request (and its retries, and a `…AndWait` helper's polling). */
  signal?: AbortSignal;
  /** Milliseconds one HTTP attempt may take (default: the client's `timeout`). */
  timeout?: number;
  /** Retries after a network error, a timeout, 429 or 5xx (default: the client's `maxRetries`). */
  maxRetries?: number;
  /** Sent as `Idempotency-Key`. POSTs get a random one when not given, reused by every retry. */
  idempotencyKey?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

export interface Pagination {
  limit: number;
  offset: number;
  total: number;
  hasMore: boolean;
}

/** How a list is paged: `limit` (1–100) items from `offset`. */
export interface PageParams {
  limit?: number;
  offset?: number;
}

/** A list page as the API answers it: `{ data: [...], pagination }`. */
export interface ListResponse<T> {
  data: T[];
  pagination: Pagination;
}

export type Query = Record<string, string | number | boolean | string[] | null | undefined>;

export interface CoreConfig {
  apiKey?: string;
  baseUrl: string;
  timeout: number;
  maxRetries: number;
  fetch: typeof fetch;
  headers: Record<string, string>;
}

type Body = { json: unknown } | { raw: string | Uint8Array; contentType: string };

export interface CoreRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  query?: Query;
  body?: Body;
  options?: RequestOptions;
  /** How to read a 2xx body: JSON (default), text (CSV) or bytes (downloads). */
  responseType?: 'json' | 'text' | 'bytes';
}

export interface CoreResponse<T> {
  status: number;
  headers: Headers;
  requestId?: string;
  body: T;
}

const INITIAL_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 5_000;
/** A `Retry-After` longer than this is not waited out: the error goes back to the caller. */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * The one request core every resource goes through (after stripe-node): authentication, JSON,
 * timeouts, the caller's AbortSignal, an Idempotency-Key generated once per logical POST and
 * reused across its retries, retries with exponential backoff and jitter (honouring
 * `Retry-After`), and every failure turned into a BrandmailError.
 */
export class RequestCore {
  constructor(readonly config: CoreConfig) {}

  async request<T>(req: CoreRequest): Promise<CoreResponse<T>> {
    const opts = req.options ?? {};
    const apiKey = this.config.apiKey;
    if (!apiKey) {
      throw new BrandmailError({
        code: CLIENT_ERROR_CODES.missingApiKey,
        message: 'No API key: pass `apiKey` to new Brandmail() or set BRANDMAIL_API_KEY.',
      });
    }
    const url = buildUrl(this.config.baseUrl, req.path, req.query);
    const headers: Record<string, string> = {
      accept: req.responseType && req.responseType !== 'json' ? '*/*' : 'application/json',
      'user-agent': USER_AGENT,
      ...this.config.headers,
      ...opts.headers,
      authorization: `Bearer ${apiKey}`,
    };
    let payload: string | Uint8Array | undefined;
    if (req.body && 'json' in req.body) {
      payload = JSON.stringify(req.body.json);
      headers['content-type'] = 'application/json';
    } else if (req.body) {
      payload = req.body.raw;
      headers['content-type'] = req.body.contentType;
    }
    // One key for the logical request, so a retry of a POST whose answer was lost is replayed by
    // the server instead of run twice.
    const idempotencyKey = opts.idempotencyKey ?? (req.method === 'POST' ? `sdk_${randomUUID()}` : undefined);
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

    const maxRetries = Math.max(0, opts.maxRetries ?? this.config.maxRetries);
    const timeout = opts.timeout ?? this.config.timeout;
    const userSignal = opts.signal;

    for (let attempt = 0; ; attempt++) {
      if (userSignal?.aborted) throw abortedError(userSignal);
      const timeoutSignal = AbortSignal.timeout(timeout);
      const signal = userSignal ? anySignal(userSignal, timeoutSignal) : timeoutSignal;
      let res: Response;
      let bytes: Uint8Array;
      try {
        res = await this.config.fetch(url, { method: req.method, headers, body: payload as BodyInit | undefined, signal });
        bytes = new Uint8Array(await res.arrayBuffer());
      } catch (cause) {
        if (userSignal?.aborted) throw abortedError(userSignal);
        const timedOut = timeoutSignal.aborted;
        const error = new BrandmailError({
          code: timedOut ? CLIENT_ERROR_CODES.requestTimeout : CLIENT_ERROR_CODES.connection,
          message: timedOut
            ? `${req.method} ${req.path} took longer than ${timeout} ms${attempt ? ` (${attempt + 1} attempts)` : ''}.`
            : `Could not reach brandmail at ${this.config.baseUrl}: ${describeCause(cause)}${attempt ? ` (${attempt + 1} attempts)` : ''}.`,
          cause,
        });
        if (attempt >= maxRetries) throw error;
        await sleep(backoff(attempt), userSignal);
        continue;
      }

      const requestId = res.headers.get('x-request-id') ?? undefined;
      if (res.ok && req.responseType === 'bytes') return { status: res.status, headers: res.headers, requestId, body: bytes as T };
      const text = new TextDecoder().decode(bytes);
      if (res.ok && req.responseType === 'text') return { status: res.status, headers: res.headers, requestId, body: text as T };
      if (res.ok) {
        let body: T;
        try {
          body = (text ? JSON.parse(text) : undefined) as T;
        } catch (cause) {
          throw new BrandmailError({
            code: CLIENT_ERROR_CODES.invalidResponse,
            message: `${req.method} ${req.path} answered HTTP ${res.status} with a body that is not JSON.`,
            status: res.status,
            requestId,
            headers: res.headers,
            cause,
          });
        }
        return { status: res.status, headers: res.headers, requestId, body };
      }

      const error = errorFromResponse(res, text, requestId);
      // An attempt with this key may still be running on the server only after an attempt of this
      // call (or under a key the caller chose, which another call may hold); a replay is the answer.
      const keyMayBeBusy = !!idempotencyKey && (attempt > 0 || opts.idempotencyKey !== undefined) && res.headers.get('idempotent-replayed') !== 'true';
      const delay = attempt < maxRetries ? retryDelay(res, error, attempt, keyMayBeBusy) : undefined;
      if (delay === undefined) throw error;
      await sleep(delay, userSignal);
    }
  }

  /** GET, POST, PATCH or DELETE answering `{ data }`: resolves to `data`. */
  async data<T>(method: CoreRequest['method'], path: string, init: Omit<CoreRequest, 'method' | 'path'> = {}): Promise<T> {
    const res = await this.request<{ data: T }>({ method, path, ...init });
    return res.body?.data as T;
  }

  /** A request whose 2xx answer is text (a CSV file), not the JSON envelope. */
  async text(method: CoreRequest['method'], path: string, init: Omit<CoreRequest, 'method' | 'path' | 'responseType'> = {}): Promise<string> {
    const res = await this.request<string>({ method, path, ...init, responseType: 'text' });
    return res.body;
  }

  /** A download: the 2xx answer's bytes, with its headers (content-type, content-disposition). */
  async bytes(path: string, options?: RequestOptions): Promise<{ data: Uint8Array; headers: Headers }> {
    const res = await this.request<Uint8Array>({ method: 'GET', path, options, responseType: 'bytes' });
    return { data: res.body, headers: res.headers };
  }

  /** One page of a list. */
  async list<T>(path: string, query: Query | undefined, options?: RequestOptions): Promise<ListResponse<T>> {
    const res = await this.request<ListResponse<T>>({ method: 'GET', path, query, options });
    return res.body;
  }

  /**
   * Every item of a list, fetching pages of `limit` (default 100) as the loop asks for them.
   * Lists are newest first and offset-paged: items created while iterating may shift an item
   * into a page already read (seen twice), never out of the iteration.
   */
  async *paginate<T>(path: string, query: Query = {}, options?: RequestOptions): AsyncGenerator<T, void, undefined> {
    const limit = Number(query.limit ?? 100);
    let offset = Number(query.offset ?? 0);
    for (;;) {
      const page = await this.list<T>(path, { ...query, limit, offset }, options);
      yield* page.data;
      if (!page.pagination?.hasMore || page.data.length === 0) return;
      offset += page.data.length;
    }
  }
}

export function path(strings: TemplateStringsArray, ...params: string[]): string {
  return strings.reduce((out, s, i) => out + s + (i < params.length ? encodeURIComponent(params[i]) : ''), '');
}

function buildUrl(baseUrl: string, p: string, query?: Query): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + p);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) url.searchParams.append(k, item);
    else url.searchParams.set(k, String(v));
  }
  return url.toString();
}

function errorFromResponse(res: Response, text: string, requestId: string | undefined): BrandmailError {
  let parsed: { error?: { code?: string; message?: string; details?: ErrorDetail[]; requestId?: string } } | undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const e = parsed?.error;
  return new BrandmailError({
    code: e?.code ?? codeForStatus(res.status),
    message: e?.message ?? `brandmail answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.`,
    status: res.status,
    requestId: e?.requestId ?? requestId,
    details: e?.details,
    headers: res.headers,
  });
}

/**
 * Whether (and after how long) to retry an error answer: 429 and 5xx always; 409 CONFLICT only
 * where it can be the server saying an earlier attempt with the same Idempotency-Key is still
 * running (`keyMayBeBusy`: an attempt that timed out on our side, say). Elsewhere a 409 answers
 * the request itself ("a contact with this email already exists", "no SMTP server"): a retry
 * would only be answered the same from the idempotency store, seconds later.
 */
function retryDelay(res: Response, error: BrandmailError, attempt: number, keyMayBeBusy: boolean): number | undefined {
  const retryable = res.status === 429 || res.status >= 500 || (res.status === 409 && error.code === 'CONFLICT' && keyMayBeBusy);
  if (!retryable) return undefined;
  const retryAfter = parseRetryAfter(res.headers.get('retry-after'));
  if (retryAfter !== undefined && retryAfter > MAX_RETRY_AFTER_MS) return undefined;
  return Math.max(backoff(attempt), retryAfter ?? 0);
}

/** Exponential backoff with jitter: 0.5 s, 1 s, 2 s, 4 s, 5 s… each scaled by 50–100 %. */
export function backoff(attempt: number): number {
  const nominal = Math.min(INITIAL_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);
  return Math.round(nominal * (0.5 + Math.random() / 2));
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

export function abortedError(signal: AbortSignal): BrandmailError {
  return new BrandmailError({ code: CLIENT_ERROR_CODES.aborted, message: 'The operation was aborted.', cause: signal.reason });
}

/** Waits `ms`, or rejects with an ABORTED error as soon as `signal` fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function describeCause(cause: unknown): string {
  const inner = (cause as { cause?: { code?: string; message?: string } })?.cause;
  if (inner?.code) return inner.code;
  if (inner?.message) return inner.message;
  return cause instanceof Error ? cause.message : String(cause);
}

/** `brandmail-sdk/<version>` and the runtime: `node/v20.19.0`, `bun/1.2.0`, `deno/2.1.0`, else `js`. */
export const USER_AGENT = `brandmail-sdk/${SDK_VERSION} ${runtime()}`;

function runtime(): string {
  const g = globalThis as { Bun?: { version: string }; Deno?: { version: { deno: string } }; process?: { version?: string; versions?: { node?: string } } };
  if (g.Bun) return `bun/${g.Bun.version}`;
  if (g.Deno) return `deno/${g.Deno.version.deno}`;
  if (g.process?.versions?.node) return `node/${g.process.version}`;
  return 'js';
}

/** `AbortSignal.any` where the runtime has it (Node ≥ 18.17, 20.3); a small equivalent where not. */
function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) {
      controller.abort(s.reason);
      break;
    }
    s.addEventListener('abort', () => controller.abort(s.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}
