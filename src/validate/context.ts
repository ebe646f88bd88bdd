import { loadConfig } from '../config';
import type { CheckBrief } from './source';

/**
 * What the service, not the request, decides for a check: outbound network policy, the local
 * SpamAssassin, the brand's own words. Library callers may leave it empty.
 */
export interface CheckContext {
  /** Config `allowPrivateNetworks`: link checks may reach private and loopback addresses. */
  allowPrivateNetworks?: boolean;
  /** `host:port` of spamd; '' for none; unset: config `spamd` (BRANDMAIL_SPAMD). */
  spamd?: string;
  /** Words that are never spelling mistakes: the project name, product names. */
  brandWords?: string[];
  /** Link checks: concurrent requests overall and per host (defaults 100, as linkinator, and 8). */
  linkConcurrency?: number;
  linkConcurrencyPerHost?: number;
  /** Link checks: longest Retry-After honoured, in ms (default 5000). */
  maxRetryAfterMs?: number;
  /**
   * /all and /spelling: the brief the email was written from (the request's, or its conversation's
   * prompt). /all then runs the facts check too; spelling takes the brief's words for the author's own.
   */
  brief?: CheckBrief;
  /**
   * /all: false leaves the facts check out even with a brief, which spelling still reads. Each
   * email of a series holds only its part of the brief, so the series checks its facts over all its
   * emails at once (validate/series.ts). Default true.
   */
  facts?: boolean;
  signal?: AbortSignal;
}

let configured: { spamd?: string } | undefined;

/** The context's spamd, else the server's (read once: configuration does not change while running). */
export function spamdAddress(context: CheckContext): string | undefined {
  if (context.spamd !== undefined) return context.spamd || undefined;
  configured ??= { spamd: loadConfig().spamd };
  return configured.spamd;
}
