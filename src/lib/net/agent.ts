import dns from 'node:dns';
import net from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import { describeRange, isPublicAddress, nonPublicRange, stripBrackets, type AddressPolicy } from './address-policy';
import { OutboundError } from './errors';

export type ResolvedAddress = { address: string; family: number };

/** Resolves a host the way the OS would (so /etc/hosts and `localhost` count), IP literals as is. */
export async function resolveHost(host: string): Promise<ResolvedAddress[]> {
  const bare = stripBrackets(host);
  const family = net.isIP(bare);
  if (family) return [{ address: bare, family }];
  try {
    return await dns.promises.lookup(bare, { all: true, verbatim: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOTFOUND' || code === 'ENODATA' ? 'the name does not exist' : `DNS lookup failed (${code ?? 'error'})`;
    throw new OutboundError('dns', `Could not resolve ${bare}: ${why}.`, { cause: err });
  }
}

/**
 * The connector resolves a host for every new connection, and a link check opens up to 8 at once
 * per host: without this, 8 identical getaddrinfo calls queued on libuv's 4 threads, per host.
 * Concurrent lookups of one name share one answer, kept a few seconds. Only the lookup is
 * shared; the address policy still judges the very address each socket is opened to.
 */
const LOOKUP_TTL_MS = 5_000;
const LOOKUP_CACHE_MAX = 1_000;
const lookups = new Map<string, { expires: number; addresses: Promise<ResolvedAddress[]> }>();

export function resolveHostShared(host: string): Promise<ResolvedAddress[]> {
  const now = Date.now();
  const hit = lookups.get(host);
  if (hit && hit.expires > now) return hit.addresses;
  if (lookups.size >= LOOKUP_CACHE_MAX) {
    for (const [key, entry] of lookups) if (entry.expires <= now) lookups.delete(key);
    if (lookups.size >= LOOKUP_CACHE_MAX) lookups.clear();
  }
  const addresses = resolveHost(host);
  const entry = { expires: now + LOOKUP_TTL_MS, addresses };
  lookups.set(host, entry);
  // Failures are not remembered: the next connection asks again.
  addresses.catch(() => lookups.get(host) === entry && lookups.delete(host));
  return addresses;
}

export function blockedError(host: string, address: string, policy: AddressPolicy): OutboundError {
  const bare = stripBrackets(host);
  const range = policy === isPublicAddress ? nonPublicRange(address) : undefined;
  const what = range ? describeRange(range) : 'an address this request may not reach';
  const subject = bare === address ? address : `${bare} resolves to ${address},`;
  return new OutboundError(
    'blocked',
    `${subject} is ${what}; requests to private, loopback and link-local networks are not allowed.`,
  );
}

/**
 * Resolves the host, keeps the addresses the policy allows, and connects to one of them. The
 * check runs on the very address the socket is opened to, after DNS, so a name that resolves to
 * a public address when validated and to 127.0.0.1 when connecting (DNS rebinding) is still
 * refused. TLS keeps the original name for SNI and certificate checks (undici derives the
 * servername from `host`, which we leave untouched).
 */
function guardedConnector(policy: AddressPolicy, connectTimeoutMs: number): buildConnector.connector {
  const connect = buildConnector({ timeout: connectTimeoutMs });
  return (options, callback) => {
    resolveHostShared(options.hostname).then(
      (addresses) => {
        const allowed = addresses.filter((a) => policy(a.address));
        if (allowed.length === 0) {
          callback(blockedError(options.hostname, addresses[0]?.address ?? options.hostname, policy), null);
          return;
        }
        // Try each allowed address in resolver order, as a browser would when one is unreachable.
        const attempt = (i: number) => {
          connect({ ...options, hostname: allowed[i].address }, (err, socket) => {
            if (err && i + 1 < allowed.length) attempt(i + 1);
            else if (err) callback(err, null);
            else callback(null, socket!);
          });
        };
        attempt(0);
      },
      (err: Error) => callback(err, null),
    );
  };
}

/**
 * undici closes every connection after a HEAD request (to survive servers that wrongly send a
 * body). Link checks are mostly HEADs to a few hosts, so that meant a new TCP (and TLS) set-up per
 * link — half the link checker's time. Our HEAD responses are never read for a body, and undici
 * still frames them by llhttp, so keeping the connection is safe.
 */
const keepAliveAfterHead: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (opts, handler) =>
  dispatch(opts.method === 'HEAD' && opts.reset == null ? { ...opts, reset: false } : opts, handler);

function createAgent(policy: AddressPolicy): Dispatcher {
  return new Agent({
    connect: guardedConnector(policy, 10_000),
    keepAliveTimeout: 4_000,
    keepAliveMaxTimeout: 30_000,
    // Every request carries a total timeout (safeFetch's `timeoutMs`) that aborts it; per-hop
    // limits here would cut a caller that chose a longer budget (a large export upload).
    headersTimeout: 0,
    bodyTimeout: 0,
  }).compose(keepAliveAfterHead);
}

const publicOnly = createAgent(isPublicAddress);
const anyAddress = createAgent(() => true);
const custom = new WeakMap<AddressPolicy, Dispatcher>();

/** One pooled agent per policy, so keep-alive connections are reused only under the same rules. */
export function agentFor(policy: AddressPolicy | 'public' | 'any'): Dispatcher {
  if (policy === 'public' || policy === isPublicAddress) return publicOnly;
  if (policy === 'any') return anyAddress;
  let agent = custom.get(policy);
  if (!agent) custom.set(policy, (agent = createAgent(policy)));
  return agent;
}
