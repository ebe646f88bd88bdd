import { isOutboundError, safeFetchStatus } from '../../lib/net';
import type { LinkStatus } from '../schema';

/**
 * Checks one http(s) URL through the shared SSRF-safe client: HEAD first, GET when a server
 * refuses HEAD, each redirect hop followed by hand (≤ 10) so every hop's status is reported,
 * retries on 429 and 5xx honouring Retry-After, all inside one time budget per link.
 */
export interface ProbeResult {
  status: LinkStatus;
  httpStatus: number | null;
  redirects: Array<{ url: string; status: number }>;
  finalUrl: string | null;
  timeMs: number;
  attempts: number;
  error?: string;
}

export interface ProbeOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  maxRedirects: number;
  retries: number;
  maxRetryAfterMs: number;
  signal?: AbortSignal;
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);

type Outcome = Omit<ProbeResult, 'timeMs' | 'attempts' | 'redirects'>;
/** A URL's answer (with the method that got it), or how the asking ended without one. */
type Answer = { status: number; location?: string; method: 'HEAD' | 'GET' } | { outcome: Outcome };

export async function probeUrl(url: string, opts: ProbeOptions): Promise<ProbeResult> {
  const started = performance.now();
  const deadline = Date.now() + opts.timeoutMs;
  const redirects: ProbeResult['redirects'] = [];
  const count = { attempts: 0 };
  let current = url;
  let method: 'HEAD' | 'GET' = 'HEAD';
  const done = (r: Outcome): ProbeResult => ({
    ...r,
    redirects,
    timeMs: Math.round(performance.now() - started),
    attempts: count.attempts,
  });

  for (;;) {
    const answer = await ask(current, method, deadline, opts, count);
    if ('outcome' in answer) return done(answer.outcome);
    const { status, location } = answer;
    method = answer.method;
    if (REDIRECT.has(status) && location) {
      let next: string;
      try {
        next = new URL(location, current).toString();
      } catch {
        return done({ status: 'broken', httpStatus: status, finalUrl: current, error: `Redirects to an invalid URL: ${location}` });
      }
      if (redirects.length >= opts.maxRedirects) {
        return done({ status: 'broken', httpStatus: status, finalUrl: current, error: `More than ${opts.maxRedirects} redirects.` });
      }
      redirects.push({ url: next, status });
      current = next;
      continue;
    }
    if (method === 'HEAD' && (status >= 400 || status === 0)) {
      // Many servers answer HEAD with 403, 404 or 405 and GET with 200.
      method = 'GET';
      continue;
    }
    if (status >= 200 && status < 400) {
      return done({ status: redirects.length ? 'redirected' : 'ok', httpStatus: status, finalUrl: current });
    }
    return done({ status: 'broken', httpStatus: status, finalUrl: current, error: `HTTP ${status}` });
  }
}

/**
 * Asks one URL until it answers, inside the link's deadline: 429 and 5xx retried (Retry-After
 * honoured, up to `opts.retries` times), and a connection reset on HEAD asked again with GET.
 */
async function ask(url: string, method: 'HEAD' | 'GET', deadline: number, opts: ProbeOptions, count: { attempts: number }): Promise<Answer> {
  let retry = 0;
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return { outcome: { status: 'timeout', httpStatus: null, finalUrl: url, error: `No answer within ${opts.timeoutMs} ms.` } };
    count.attempts++;
    let status: number;
    let location: string | undefined;
    let retryAfter: string | undefined;
    try {
      const res = await safeFetchStatus(url, {
        method,
        timeoutMs: remaining,
        maxBytes: 16 * 1024,
        allowPrivate: opts.allowPrivate,
        signal: opts.signal,
        headers: { accept: 'text/html,application/xhtml+xml,image/*,*/*;q=0.8' },
      });
      status = res.status;
      location = res.headers.location;
      retryAfter = res.headers['retry-after'];
    } catch (err) {
      if (!isOutboundError(err)) throw err;
      // A server that resets HEAD may still answer GET.
      if (err.kind === 'network' && method === 'HEAD') {
        method = 'GET';
        continue;
      }
      return { outcome: { status: FAILED_AS[err.kind] ?? 'broken', httpStatus: null, finalUrl: url, error: err.message } };
    }
    if ((status === 429 || status >= 500) && retry < opts.retries) {
      retry++;
      const wait = retryAfterMs(retryAfter, retry);
      const after = Math.min(wait, opts.maxRetryAfterMs, Math.max(0, deadline - Date.now() - 50));
      await sleep(after, opts.signal);
      continue;
    }
    return { status, location, method };
  }
}

/** A link's status when the request itself failed, by the outbound client's kind of error; any other kind is broken. */
const FAILED_AS: Partial<Record<string, LinkStatus>> = { timeout: 'timeout', blocked: 'blocked', invalid_url: 'invalid' };

/** Retry-After in seconds or as an HTTP date; without one, exponential backoff from 500 ms. */
export function retryAfterMs(header: string | undefined, attempt: number): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  return 500 * 2 ** (attempt - 1);
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });
}

/**
 * Runs tasks with at most `overall` in flight and at most `perHost` per host, so a 200-link
 * email neither floods one site nor waits on one slow host.
 */
export class HostLimiter {
  private active = 0;
  private readonly perHostActive = new Map<string, number>();
  private readonly queue: Array<{ host: string; run: () => void }> = [];

  constructor(
    private readonly overall: number,
    private readonly perHost: number,
  ) {}

  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        host,
        run: () => {
          task()
            .then(resolve, reject)
            .finally(() => {
              this.active--;
              this.perHostActive.set(host, (this.perHostActive.get(host) ?? 1) - 1);
              this.pump();
            });
        },
      });
      this.pump();
    });
  }

  private pump() {
    for (let i = 0; i < this.queue.length && this.active < this.overall; ) {
      const item = this.queue[i];
      const n = this.perHostActive.get(item.host) ?? 0;
      if (n >= this.perHost) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      this.active++;
      this.perHostActive.set(item.host, n + 1);
      item.run();
    }
  }
}
