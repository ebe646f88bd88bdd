/**
 * Fetches for brand import through the shared SSRF-safe client (src/lib/net), with the import's
 * limits, and failures described for a user: which URL, and DNS, timeout, HTTP status, not HTML
 * or blocked address.
 */
import { isOutboundError, safeFetch, type SafeResponse } from '../../lib/net';

export interface FetchLimits {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Past maxBytes: fail (default) or keep the first maxBytes (a page or stylesheet read in part). */
  onTooLarge?: 'error' | 'truncate';
  signal?: AbortSignal;
}

export type FetchFailureKind = 'dns' | 'timeout' | 'http' | 'not_html' | 'blocked' | 'too_large' | 'network' | 'invalid_url' | 'too_many_redirects' | 'budget';

/** A URL that could not be fetched, with a cause a user can act on. */
export class FetchFailure extends Error {
  constructor(
    readonly url: string,
    readonly kind: FetchFailureKind,
    readonly reason: string,
    readonly status?: number,
  ) {
    super(`${url}: ${reason}`);
    this.name = 'FetchFailure';
  }
}

const CAUSE_PREFIX: Record<string, string> = {
  dns: 'DNS lookup failed',
  timeout: 'timed out',
  blocked: 'blocked address',
  too_large: 'response too large',
  network: 'network error',
  invalid_url: 'invalid URL',
  too_many_redirects: 'too many redirects',
};

export async function fetchUrl(url: string, limits: FetchLimits, accept: string): Promise<SafeResponse> {
  let res: SafeResponse;
  try {
    res = await safeFetch(url, {
      allowPrivate: limits.allowPrivate,
      timeoutMs: limits.timeoutMs,
      maxBytes: limits.maxBytes,
      maxRedirects: limits.maxRedirects,
      onTooLarge: limits.onTooLarge,
      signal: limits.signal,
      headers: { accept, 'accept-language': 'en;q=0.8, *;q=0.5' },
    });
  } catch (err) {
    // The import as a whole stopped (its deadline): this URL is not at fault.
    if (limits.signal?.aborted) throw new FetchFailure(url, 'budget', `skipped: ${(limits.signal.reason as Error)?.message ?? 'the import was stopped'}`);
    if (isOutboundError(err)) {
      const kind = err.kind as FetchFailureKind;
      throw new FetchFailure(url, kind, `${CAUSE_PREFIX[err.kind] ?? err.kind}: ${err.message}`);
    }
    throw err;
  }
  if (res.status >= 400) throw new FetchFailure(url, 'http', `HTTP ${res.status}`, res.status);
  return res;
}

export function isHtml(res: SafeResponse): boolean {
  const type = (res.headers['content-type'] ?? '').toLowerCase();
  if (type) return /text\/html|application\/xhtml\+xml/.test(type);
  const head = res.body.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || /<(head|body)[\s>]/.test(head);
}
