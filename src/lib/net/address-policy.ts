import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Decides whether an IP address may be connected to. */
export type AddressPolicy = (address: string) => boolean;

const RANGE_NAMES: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT address',
  private: 'a private-network address',
  uniqueLocal: 'a private-network (unique local) address',
  reserved: 'a reserved address',
  benchmarking: 'a benchmarking address',
  ipv4Compatible: 'an IPv4-compatible IPv6 address',
};

/**
 * Names the non-public range an address is in, or undefined for a public unicast address.
 * Allow-listing `unicast` (rather than deny-listing the well-known private ranges) also refuses
 * the odd ranges (reserved, benchmarking, 6to4, Teredo) nobody legitimately serves email from.
 * IPv6 forms that embed an IPv4 address (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96) are judged
 * by the embedded address, so ::ffff:127.0.0.1 is loopback.
 */
export function nonPublicRange(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    const range = v6.range();
    if (range === 'ipv4Mapped') ip = v6.toIPv4Address();
    else if (range === 'rfc6052') ip = new ipaddr.IPv4(v6.toByteArray().slice(12));
    // ::/96 (deprecated IPv4-compatible) is "unicast" to ipaddr.js but can reach IPv4 hosts.
    else if (range === 'unicast' && v6.parts.slice(0, 6).every((p) => p === 0)) return 'ipv4Compatible';
  }
  const range = ip.range();
  return range === 'unicast' ? undefined : range;
}

export const isPublicAddress: AddressPolicy = (address) => nonPublicRange(address) === undefined;
export const allowAnyAddress: AddressPolicy = () => true;

export function describeRange(range: string): string {
  return RANGE_NAMES[range] ?? `a non-public (${range}) address`;
}

export function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

export const isIpLiteral = (host: string): boolean => net.isIP(stripBrackets(host)) !== 0;
