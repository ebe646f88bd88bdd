/**
 * The one request core of every connector (after stripe-node's): JSON in and out, retries with
 * exponential backoff and jitter honouring Retry-After on 429 and 5xx, and platform errors turned
 * into one readable sentence naming the platform and the status ("Klaviyo rejected the API key
 * (401)") that never carries a credential, even when the platform echoes one back. Every request
 * goes through safeFetch, so the SSRF rules of src/lib/net apply to platform base URLs too.
 */
import { isOutboundError, safeFetch, type OutboundError } from '../lib/net';

export interface HttpSettings {
  allowPrivate: boolean;
  /** Budget of one request (default 30 s; template HTML can be large). */
  timeoutMs: number;
  /** Retries of one request after the first try (default 3). */
  maxRetries: number;
  /** First backoff delay; doubles each retry, plus up to 25 % jitter (default 500 ms). */
  retryBaseMs: number;
  /** Longest wait between tries, Retry-After included (default 30 s). */
  maxRetryDelayMs: number;
}

export const DEFAULT_HTTP_SETTINGS: HttpSettings = { allowPrivate: false, timeoutMs: 30_000, maxRetries: 3, retryBaseMs: 500, maxRetryDelayMs: 30_000 };

export class PlatformError extends Error {
  /** HTTP status, when the platform answered. */
  readonly status?: number;
  /** Worth trying again later (429, 5xx, network). */
  readonly retryable: boolean;
  /** The platform may have acted on the request although no success came back (5xx, timeout). */
  readonly ambiguous: boolean;

  constructor(message: string, o: { status?: number; retryable?: boolean; ambiguous?: boolean } = {}) {
    super(message);
    this.name = 'PlatformError';
    this.status = o.status;
    this.retryable = o.retryable ?? false;
    this.ambiguous = o.ambiguous ?? false;
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as JSON with `content-type: application/json` unless `contentType` says otherwise. */
  json?: unknown;
  body?: string | Uint8Array;
  contentType?: string;
  query?: Record<string, string | number | undefined>;
  /**
   * 'always' for requests that are safe to repeat (reads, PUT, upserts by a key). 'unprocessed'
   * for creates: only retried when the platform cannot have acted (429, connection refused); a 5xx
   * or a timeout is thrown as an ambiguous PlatformError so the caller looks the result up first.
   */
  retry?: 'always' | 'unprocessed';
  /** Statuses that are not errors besides 2xx (e.g. 404 on a look-up). */
  accept?: number[];
}

export interface PlatformResponse<T = any> {
  status: number;
  headers: Record<string, string>;
  data: T;
  text: string;
}

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class PlatformHttp {
  private readonly secrets: string[];

  constructor(
    readonly label: string,
    secrets: Array<string | undefined>,
    private readonly settings: HttpSettings = DEFAULT_HTTP_SETTINGS,
    private readonly authNoun = 'API key',
    private readonly sleep: Sleep = realSleep,
  ) {
    // Longest first, so a secret that contains another is scrubbed whole.
    this.secrets = secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4).sort((a, b) => b.length - a.length);
  }

  get = <T = any>(url: string, o: RequestOptions = {}) => this.request<T>('GET', url, { retry: 'always', ...o });
  post = <T = any>(url: string, o: RequestOptions = {}) => this.request<T>('POST', url, { retry: 'unprocessed', ...o });
  put = <T = any>(url: string, o: RequestOptions = {}) => this.request<T>('PUT', url, { retry: 'always', ...o });
  patch = <T = any>(url: string, o: RequestOptions = {}) => this.request<T>('PATCH', url, { retry: 'unprocessed', ...o });

  async request<T = any>(method: string, url: string, o: RequestOptions = {}): Promise<PlatformResponse<T>> {
    const target = withQuery(url, o.query);
    const headers: Record<string, string> = { accept: 'application/json', ...o.headers };
    let body = o.body;
    if (o.json !== undefined) {
      body = JSON.stringify(o.json);
      headers['content-type'] = o.contentType ?? 'application/json';
    } else if (o.contentType) headers['content-type'] = o.contentType;
    const retry = o.retry ?? 'always';

    for (let attempt = 0; ; attempt++) {
      const last = attempt >= this.settings.maxRetries;
      let status: number;
      let text: string;
      let responseHeaders: Record<string, string>;
      try {
        const res = await safeFetch(target, {
          method,
          headers,
          body,
          timeoutMs: this.settings.timeoutMs,
          maxBytes: 10 * 1024 * 1024,
          allowPrivate: this.settings.allowPrivate,
          // A redirect would drop the credentials (safeFetch strips them across origins) and a
          // POST would turn into a GET: an API that redirects is a misconfigured base URL.
          followRedirects: false,
        });
        status = res.status;
        text = res.body.toString('utf8');
        responseHeaders = res.headers;
      } catch (err) {
        if (!isOutboundError(err)) throw err;
        const unprocessed = neverSent(err);
        const retryable = err.kind === 'timeout' || err.kind === 'network' || err.kind === 'dns';
        if (retryable && !last && (retry === 'always' || unprocessed)) {
          await this.sleep(this.backoff(attempt));
          continue;
        }
        throw new PlatformError(`Could not reach ${this.label}: ${this.scrub(err.message)}`, { retryable, ambiguous: retryable && !unprocessed });
      }

      if ((status >= 200 && status < 300) || o.accept?.includes(status)) {
        return { status, headers: responseHeaders, data: parseBody(text) as T, text };
      }
      const transient = status === 429 || status >= 500;
      // A 429 is a refusal to process; anything else may have happened on their side.
      if (transient && !last && (retry === 'always' || status === 429)) {
        await this.sleep(this.backoff(attempt, responseHeaders['retry-after']));
        continue;
      }
      throw this.errorFor(status, text, transient ? attempt : 0);
    }
  }

  /** Removes every credential value from text that may be shown to the user or logged. */
  scrub(text: string): string {
    let out = text;
    for (const secret of this.secrets) out = out.split(secret).join('[redacted]');
    return out;
  }

  private backoff(attempt: number, retryAfter?: string): number {
    const fromHeader = parseRetryAfter(retryAfter);
    const exponential = this.settings.retryBaseMs * 2 ** attempt * (1 + Math.random() * 0.25);
    return Math.min(this.settings.maxRetryDelayMs, fromHeader ?? exponential);
  }

  private errorFor(status: number, text: string, retries: number): PlatformError {
    const detail = this.scrub(describeBody(text));
    const suffix = detail ? `: ${detail}` : '';
    const after = retries ? ` after ${retries} ${retries === 1 ? 'retry' : 'retries'}` : '';
    if (status === 401) return new PlatformError(`${this.label} rejected the ${this.authNoun} (401)${suffix}`, { status });
    if (status === 403) return new PlatformError(`${this.label} refused the request (403): the ${this.authNoun} lacks a permission this export needs${suffix}`, { status });
    if (status === 429) return new PlatformError(`${this.label} kept rate-limiting the export (429)${after}`, { status, retryable: true });
    if (status >= 500) return new PlatformError(`${this.label} had a server error (${status})${after}${suffix}`, { status, retryable: true, ambiguous: true });
    return new PlatformError(`${this.label} rejected the request (${status})${suffix}`, { status });
  }
}

function neverSent(err: OutboundError): boolean {
  return err.kind === 'dns' || err.kind === 'blocked' || err.kind === 'invalid_url' || /refused/.test(err.message);
}

function withQuery(url: string, query?: RequestOptions['query']): string {
  if (!query) return url;
  const u = new URL(url);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
  return u.toString();
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds. */
export function parseRetryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The human part of an error body, whatever shape the platform uses. */
export function describeBody(text: string): string {
  const data = parseBody(text);
  // Error bodies nest a few levels ({ errors: [{ detail }] }); a body nested deeper is not one we
  // can describe, and following it would let a misbehaving platform exhaust the stack.
  const pick = (v: unknown, depth = 0): string | undefined => {
    if (depth > 8) return undefined;
    if (typeof v === 'string' && v.trim()) return v.trim();
    if (Array.isArray(v)) return v.map((item) => pick(item, depth + 1)).filter(Boolean).join('; ') || undefined;
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const key of ['detail', 'message', 'Message', 'ErrorMessage', 'title', 'error_description', 'msg', 'error', 'errors', 'Error', 'ErrorInfo', 'meta']) {
        const found = pick(o[key], depth + 1);
        if (found) {
          const field = typeof o.field === 'string' ? o.field : typeof (o.source as any)?.pointer === 'string' ? (o.source as any).pointer : undefined;
          return field && !found.includes(field) ? `${found} (${field})` : found;
        }
      }
    }
    return undefined;
  };
  const found = typeof data === 'string' ? data.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() : pick(data) ?? '';
  return found.length > 300 ? `${found.slice(0, 300)}…` : found;
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
