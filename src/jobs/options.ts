import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { JobOptions, WorkOptions } from './queue';

/** Defaults shared by both backends, so a queue behaves the same whatever the store. */
export const JOB_DEFAULTS = {
  retryLimit: 3,
  retryDelayMs: 1000,
  retryBackoff: true,
  timeoutMs: 15 * 60_000,
} as const;

/** pg-boss refuses an expiration of 24 hours or more. */
export const MAX_TIMEOUT_MS = 24 * 60 * 60_000 - 1000;

export interface ResolvedJobOptions {
  retryLimit: number;
  retryDelayMs: number;
  retryBackoff: boolean;
  startAfterMs: number;
  singletonKey: string | null;
}

export interface ResolvedWorkOptions {
  concurrency: number;
  timeoutMs: number;
}

function wholeNumber(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 0) throw new TypeError(`${name} must be a whole number ≥ 0, got ${value}`);
  return value;
}

export function resolveJobOptions(options: JobOptions = {}): ResolvedJobOptions {
  if (options.singletonKey !== undefined && (typeof options.singletonKey !== 'string' || options.singletonKey === '')) {
    throw new TypeError('singletonKey must be a non-empty string');
  }
  return {
    retryLimit: wholeNumber('retryLimit', options.retryLimit, JOB_DEFAULTS.retryLimit),
    retryDelayMs: wholeNumber('retryDelayMs', options.retryDelayMs, JOB_DEFAULTS.retryDelayMs),
    retryBackoff: options.retryBackoff ?? JOB_DEFAULTS.retryBackoff,
    startAfterMs: wholeNumber('startAfterMs', options.startAfterMs, 0),
    singletonKey: options.singletonKey ?? null,
  };
}

export function resolveWorkOptions(options: WorkOptions = {}, defaultConcurrency: number): ResolvedWorkOptions {
  const concurrency = options.concurrency ?? defaultConcurrency;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new TypeError(`concurrency must be a whole number ≥ 1, got ${concurrency}`);
  const timeoutMs = options.timeoutMs ?? JOB_DEFAULTS.timeoutMs;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS) {
    throw new TypeError(`timeoutMs must be a whole number between 1 and ${MAX_TIMEOUT_MS}, got ${timeoutMs}`);
  }
  return { concurrency, timeoutMs };
}

/** Names this process in `locked_by`, so an operator can tell which node holds a job. */
export function newInstanceId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/** What a handler's failure leaves in the job's error field. */
export function describeError(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}
