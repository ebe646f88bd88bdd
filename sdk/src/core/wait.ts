import { BrandmailError, CLIENT_ERROR_CODES } from './errors';
import { abortedError, sleep, type RequestOptions } from './request';

/**
 * Options of every `…AndWait` / `waitFor…` helper. `timeout` bounds the whole wait; each HTTP
 * request (the starting POST and every poll) has `requestTimeout` and the client's retries.
 */
export interface WaitOptions<S = unknown> extends Omit<RequestOptions, 'timeout'> {
  /** Give up after this many milliseconds with a WAIT_TIMEOUT error (default 5 minutes). */
  timeout?: number;
  /** Milliseconds one HTTP request may take (default: the client's `timeout`). */
  requestTimeout?: number;
  /** Called with each status read while waiting (stage, progress 0–1, …). */
  onProgress?: (status: S) => void;
  /** First delay between polls in ms (default 1000); it grows by half each poll… */
  pollInterval?: number;
  /** …up to this (default 5000). */
  maxPollInterval?: number;
}

export const DEFAULT_WAIT_TIMEOUT_MS = 5 * 60_000;

export interface JobStatus {
  status: string;
  error?: string;
  errorCode?: string;
}

/**
 * Polls `read` until the job is no longer `pending`, with a growing interval, a deadline and the
 * caller's AbortSignal. Resolves to the final status when `completed`; a `failed` job rejects
 * with a BrandmailError whose code is the job's `errorCode` (`failedCode` when it has none) and
 * whose `job` is the status read.
 */
export async function waitForJob<S extends JobStatus>(
  read: (options: RequestOptions) => Promise<S>,
  what: string,
  failedCode: string,
  opts: WaitOptions<S> = {},
): Promise<S> {
  const { timeout: waitTimeout = DEFAULT_WAIT_TIMEOUT_MS, onProgress, pollInterval = 1000, maxPollInterval = 5000 } = opts;
  // Polls are GETs: the caller's idempotency key belongs to the starting POST only.
  const requestOptions: RequestOptions = { ...requestOptionsOf(opts), idempotencyKey: undefined };
  const deadline = Date.now() + waitTimeout;
  let interval = pollInterval;
  for (;;) {
    if (opts.signal?.aborted) throw abortedError(opts.signal);
    const status = await read(requestOptions);
    onProgress?.(status);
    if (status.status === 'completed') return status;
    if (status.status === 'failed') {
      throw new BrandmailError({
        code: status.errorCode ?? failedCode,
        message: status.error ?? `${what} failed.`,
        job: status,
      });
    }
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new BrandmailError({
        code: CLIENT_ERROR_CODES.waitTimeout,
        message: `${what} was still ${status.status} after ${Math.round(waitTimeout / 1000)} s; it goes on on the server, so check again later.`,
        job: status,
      });
    }
    await sleep(Math.min(interval, left), opts.signal);
    interval = Math.min(Math.round(interval * 1.5), maxPollInterval);
  }
}

/** The per-request part of wait options (for the POST that starts the job, and each poll). */
export function requestOptionsOf(opts: WaitOptions<any>): RequestOptions {
  return { signal: opts.signal, timeout: opts.requestTimeout, maxRetries: opts.maxRetries, idempotencyKey: opts.idempotencyKey, headers: opts.headers };
}
