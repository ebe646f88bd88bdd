import net from 'node:net';
import type { Dispatcher } from 'undici';
import { stripBrackets } from './address-policy';
import { agentFor, blockedError } from './agent';
import { findOutboundError, OutboundError } from './errors';
import { hostOf, lowerKeys, networkError, parseHttpUrl, policyOf, USER_AGENT, type SafeFetchOptions, type SafeResponseHead } from './fetch';

export type SafeStatusOptions = Pick<SafeFetchOptions, 'method' | 'headers' | 'timeoutMs' | 'maxBytes' | 'allowPrivate' | 'allowAddress' | 'signal'>;

const DEFAULTS = { timeoutMs: 15_000, maxBytes: 16 * 1024 };

/**
 * One request, one hop, for callers that need the status and headers but not the body: the link
 * checker, which makes hundreds of them per email. Same guarantees as safeFetch — the same pooled
 * agents, so every connection is checked against the address policy after DNS resolution, IP
 * literals refused up front, one total timeout, the caller's signal — but on undici's `request`
 * instead of WHATWG `fetch`: measured at ~75 µs per request against ~335 µs through fetch's
 * Request/Headers/stream layers. A 3xx is returned as is (the caller follows and reports each
 * hop). The body is read and dropped up to `maxBytes` so the connection can be reused; past that
 * the connection is closed rather than read on.
 */
export async function safeFetchStatus(url: string, options: SafeStatusOptions = {}): Promise<SafeResponseHead> {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const target = parseHttpUrl(url);
  const policy = policyOf(options);
  const literal = stripBrackets(target.hostname);
  if (net.isIP(literal) && !policy(literal)) throw Object.assign(blockedError(literal, literal, policy), { url });
  const dispatcher = agentFor(options.allowAddress ?? (options.allowPrivate ? 'any' : 'public'));

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new OutboundError('timeout', `No complete response within ${timeoutMs} ms.`, { url }));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(options.signal!.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    options.signal?.throwIfAborted();
    const res = await dispatcher.request({
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      method: (options.method ?? 'GET').toUpperCase() as Dispatcher.HttpMethod,
      // fetch sends accept-encoding by itself; keep the request looking the same to servers.
      headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'gzip, deflate, br', ...lowerKeys(options.headers ?? {}) },
      signal: controller.signal,
    });
    await res.body.dump({ limit: options.maxBytes ?? DEFAULTS.maxBytes, signal: controller.signal });
    return { status: res.statusCode, headers: joinHeaders(res.headers), url, redirects: [] };
  } catch (err) {
    if (timedOut) throw new OutboundError('timeout', `${hostOf(url)} did not answer completely within ${timeoutMs} ms.`, { url });
    if (options.signal?.aborted) throw options.signal.reason instanceof Error ? options.signal.reason : new Error('Request aborted');
    const known = findOutboundError(err);
    if (known) throw known.url ? known : new OutboundError(known.kind, known.message, { url, cause: known.cause });
    throw networkError(err, url);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function joinHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value !== undefined) out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
