import net from 'node:net';
import { fetch, type BodyInit, type Response } from 'undici';
import { VERSION } from '../../version';
import { allowAnyAddress, isPublicAddress, stripBrackets, type AddressPolicy } from './address-policy';
import { agentFor, blockedError, resolveHost } from './agent';
import { findOutboundError, OutboundError } from './errors';

export const USER_AGENT = `brandmail/${VERSION} (+https://github.com/brandmail)`;

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Whole request budget, every redirect hop and the body included (default 15 s). */
  timeoutMs?: number;
  /** Largest decoded body accepted (default 5 MiB). */
  maxBytes?: number;
  /** Past `maxBytes`: fail with `too_large` (default) or stop reading and return what arrived. */
  onTooLarge?: 'error' | 'truncate';
  /** Redirects followed before failing with `too_many_redirects` (default 5). */
  maxRedirects?: number;
  /** false: a 3xx is returned to the caller as is (webhook deliveries do not follow redirects). */
  followRedirects?: boolean;
  /** Allow private, loopback and link-local addresses (config `allowPrivateNetworks`). */
  allowPrivate?: boolean;
  /** Replaces the public-address rule with a custom one (tests; never user input). */
  allowAddress?: AddressPolicy;
  signal?: AbortSignal;
}

export interface SafeResponseHead {
  status: number;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The URL that produced this response, after redirects. */
  url: string;
  /** Every redirect target followed, in order. */
  redirects: string[];
}

export interface SafeResponse extends SafeResponseHead {
  /** Decoded (gzip, deflate, br) body bytes. */
  body: Buffer;
  /** True when `onTooLarge: 'truncate'` cut the body at `maxBytes`. */
  truncated: boolean;
}

export interface SafeStreamResponse extends SafeResponseHead {
  /** Decoded body chunks; iterating past `maxBytes` throws `too_large`. Iterate or cancel once. */
  body: AsyncIterable<Buffer>;
  cancel(): Promise<void>;
}

const DEFAULTS = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Credentials meant for one origin must not follow a redirect to another. */
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * The one way brandmail makes a request on a user's behalf (brand import, link checks, webhook
 * deliveries, exports): http(s) only, every connection checked against the address policy after
 * DNS resolution (see agent.ts), redirects followed by hand so each hop is checked and counted,
 * one total timeout, and a size cap that stops the download rather than buffering it.
 */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const opened = await open(url, options);
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    const reader = opened.response.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > maxBytes) {
        if (options.onTooLarge !== 'truncate') throw tooLarge(opened.url, maxBytes);
        chunks.push(Buffer.from(value.buffer, value.byteOffset, maxBytes - size));
        size = maxBytes;
        truncated = true;
        opened.abort();
        break;
      }
      chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
      size += value.byteLength;
    }
  } catch (err) {
    // Aborting (not just cancelling the stream) closes the connection, so the rest is never read.
    opened.abort();
    throw opened.mapError(err);
  } finally {
    opened.finish();
  }
  return { ...opened.head, body: Buffer.concat(chunks, size), truncated };
}

/** Like safeFetch, but hands back the body as a stream for large downloads (blobs, exports). */
export async function safeFetchStream(url: string, options: SafeFetchOptions = {}): Promise<SafeStreamResponse> {
  const opened = await open(url, options);
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const stream = opened.response.body;
  async function* chunks(): AsyncGenerator<Buffer> {
    let size = 0;
    try {
      if (!stream) return;
      for await (const value of stream) {
        size += value.byteLength;
        if (size > maxBytes) throw tooLarge(opened.url, maxBytes);
        yield Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    } catch (err) {
      opened.abort();
      throw opened.mapError(err);
    } finally {
      opened.finish();
    }
  }
  return {
    ...opened.head,
    body: chunks(),
    async cancel() {
      opened.abort();
      opened.finish();
    },
  };
}

/**
 * Resolves and checks a URL without fetching it, for validating a URL when it is saved (a webhook
 * endpoint). Refuses it when every address the host resolves to is blocked. The check is repeated
 * on every real connection, since DNS can change after this.
 */
export async function checkOutboundUrl(url: string, options: Pick<SafeFetchOptions, 'allowPrivate' | 'allowAddress'> = {}): Promise<URL> {
  const parsed = parseHttpUrl(url);
  const policy = policyOf(options);
  const addresses = await resolveHost(parsed.hostname);
  if (!addresses.some((a) => policy(a.address))) {
    throw Object.assign(blockedError(parsed.hostname, addresses[0].address, policy), { url });
  }
  return parsed;
}

export function parseHttpUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundError('invalid_url', `"${truncate(url, 200)}" is not a valid URL.`, { url });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new OutboundError('invalid_url', `Only http and https URLs can be fetched, not ${parsed.protocol.replace(/:$/, '')}.`, { url });
  }
  if (parsed.username || parsed.password) {
    throw new OutboundError('invalid_url', 'URLs with a user name or password are not supported.', { url });
  }
  return parsed;
}

export function policyOf(options: Pick<SafeFetchOptions, 'allowPrivate' | 'allowAddress'>): AddressPolicy {
  if (options.allowAddress) return options.allowAddress;
  return options.allowPrivate ? allowAnyAddress : isPublicAddress;
}

type Opened = {
  response: Response;
  url: string;
  head: SafeResponseHead;
  mapError(err: unknown): Error;
  /** Drops the connection (the body is not wanted any more). */
  abort(): void;
  finish(): void;
};

async function open(url: string, options: SafeFetchOptions): Promise<Opened> {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const policy = policyOf(options);
  const dispatcher = agentFor(options.allowAddress ?? (options.allowPrivate ? 'any' : 'public'));

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new OutboundError('timeout', `No complete response within ${timeoutMs} ms.`));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(options.signal!.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const finish = () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  };

  let current = url;
  const abort = () => {
    controller.abort(new Error('body no longer needed'));
  };
  const mapError = (err: unknown): Error => {
    if (timedOut) return new OutboundError('timeout', `${hostOf(current)} did not answer completely within ${timeoutMs} ms.`, { url: current });
    if (options.signal?.aborted) return options.signal.reason instanceof Error ? options.signal.reason : new Error('Request aborted');
    const known = findOutboundError(err);
    if (known) return known.url ? known : new OutboundError(known.kind, known.message, { url: current, cause: known.cause });
    return networkError(err, current);
  };

  try {
    options.signal?.throwIfAborted();
    let method = (options.method ?? 'GET').toUpperCase();
    let body = options.body;
    const headers: Record<string, string> = { 'user-agent': USER_AGENT, ...lowerKeys(options.headers ?? {}) };
    const redirects: string[] = [];
    for (;;) {
      const target = parseHttpUrl(current);
      // IP literals skip DNS; refuse them here so the error names the address plainly.
      const literal = stripBrackets(target.hostname);
      if (net.isIP(literal) && !policy(literal)) throw blockedError(literal, literal, policy);

      const response = await fetch(target, {
        method,
        headers,
        body: body as BodyInit | undefined,
        redirect: 'manual',
        signal: controller.signal,
        dispatcher,
      });
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location || options.followRedirects === false) {
        const head = { status: response.status, headers: headersOf(response), url: current, redirects };
        return { response, url: current, head, mapError, abort, finish };
      }
      await response.body?.cancel().catch(() => {});
      if (redirects.length >= maxRedirects) {
        throw new OutboundError('too_many_redirects', `Stopped after ${maxRedirects} redirects (last one to ${truncate(location, 200)}).`, { url: current });
      }
      let next: URL;
      try {
        next = new URL(location, target);
      } catch {
        throw new OutboundError('invalid_url', `${hostOf(current)} redirected to an invalid URL: ${truncate(location, 200)}.`, { url: current });
      }
      if (next.origin !== target.origin) for (const h of ORIGIN_BOUND_HEADERS) delete headers[h];
      // Browser rules: 303 (and 301/302 after a POST) turn the request into a body-less GET.
      if ((response.status === 303 && method !== 'HEAD') || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        delete headers['content-type'];
        delete headers['content-length'];
      }
      current = next.toString();
      redirects.push(current);
    }
  } catch (err) {
    finish();
    throw mapError(err);
  }
}

function tooLarge(url: string, maxBytes: number): OutboundError {
  return new OutboundError('too_large', `The response from ${hostOf(url)} is larger than ${formatBytes(maxBytes)}.`, { url });
}

const NETWORK_MESSAGES: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection was closed',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  UND_ERR_SOCKET: 'the connection closed unexpectedly',
  UND_ERR_CLOSED: 'the connection closed unexpectedly',
};
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

export function networkError(err: unknown, url: string): OutboundError {
  let code: string | undefined;
  let message: string | undefined;
  for (let e: any = err, depth = 0; e && depth < 8; e = e.cause, depth++) {
    if (typeof e.code === 'string') {
      code = e.code;
      message = e.message;
    }
  }
  const host = hostOf(url);
  if (code && TIMEOUT_CODES.has(code)) return new OutboundError('timeout', `${host} did not answer in time.`, { url, cause: err });
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new OutboundError('dns', `Could not resolve ${host}.`, { url, cause: err });
  if (code && (code.startsWith('ERR_TLS') || code.includes('CERT') || code.startsWith('ERR_SSL'))) {
    return new OutboundError('network', `TLS with ${host} failed: ${message ?? code}.`, { url, cause: err });
  }
  const why = (code && NETWORK_MESSAGES[code]) ?? (message || (err instanceof Error ? err.message : String(err)));
  return new OutboundError('network', `Could not fetch from ${host}: ${why}.`, { url, cause: err });
}

function headersOf(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    out[key] = key in out ? `${out[key]}, ${value}` : value;
  });
  return out;
}

export function lowerKeys(h: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return truncate(url, 100);
  }
}

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);
const formatBytes = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${Math.round(n / 1024)} KB` : `${n} bytes`);
