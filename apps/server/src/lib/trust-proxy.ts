import { BlockList, isIP, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Named ranges a TRUST_PROXY list may use (the names proxy-addr and Express know). */
const namedRanges = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
} as const;

export const proxyRangeNames = Object.keys(namedRanges);

const isRangeName = (entry: string): entry is keyof typeof namedRanges =>
  Object.hasOwn(namedRanges, entry);

/** Addresses, CIDRs and range names as one list to check addresses against. */
function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => (isRangeName(e) ? namedRanges[e] : [e]))) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const inList = (list: BlockList, address: string) =>
  isIP(address) !== 0 && list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');

/** An address as limits and logs know it: an IPv4 address mapped into IPv6 is plain IPv4. */
export function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** Loopback, link-local and private ranges: where a reverse proxy in front of us lives. */
const privateNetworks = blockListOf(proxyRangeNames);

export function isPrivateAddress(address: string): boolean {
  return inList(privateNetworks, plainAddress(address));
}

/**
 * One X-Forwarded-For value as an address, in the forms proxies write: `203.0.113.7`,
 * `203.0.113.7:51234`, `2001:db8::1`, `[2001:db8::1]`, `[2001:db8::1]:443`, each maybe in
 * double quotes. Null for anything else (`for=…`, `unknown`, names, junk): what is not an
 * address never names a client.
 */
export function forwardedAddress(value: string): string | null {
  let text = value.trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1);
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) {
    const inner = bracketed[1] ?? '';
    return isIP(inner) === 6 ? plainAddress(inner) : null;
  }
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  if (withPort) text = withPort[1] ?? '';
  return isIP(text) === 0 ? null : plainAddress(text);
}

export type TrustProxySetting = false | number | string[];
/** Whether the address `hop` steps from us (0: the peer we talk to) is a proxy we trust. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a rule. A hop count trusts the peer only on loopback or a private network
 * (a client reaching us directly could write X-Forwarded-For itself), and then the next
 * `hops - 1` addresses of X-Forwarded-For, read from the right. A list trusts its
 * addresses, CIDRs and named ranges wherever they stand.
 */
export function proxyTrust(setting: TrustProxySetting): ProxyTrust {
  if (setting === false || setting === 0) return () => false;
  if (typeof setting === 'number') {
    return (address, hop) => hop < setting && (hop > 0 || isPrivateAddress(address));
  }
  const trusted = blockListOf(setting);
  return (address) => inList(trusted, address);
}

/**
 * Who the client is: the peer's address, or, while the peer and the hops after it are
 * proxies we trust, the X-Forwarded-For value each of them added (read from the right).
 * The right-most address nobody trusted is the client. A value that is no address (see
 * `forwardedAddress`) stops the walk at the peer: junk never becomes a client of its own.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string {
  const socket = plainAddress(peer ?? '');
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const values = header
    .split(',')
    .filter((value) => value.trim() !== '')
    .reverse();
  let client = socket;
  for (const [hop, value] of values.entries()) {
    if (!trust(client, hop)) return client;
    const address = forwardedAddress(value);
    if (address === null) return socket;
    client = address;
  }
  return client;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The client's address (TRUST_PROXY, lib/trust-proxy.ts): what per-client limits count
     * and logs show. `request.clientAddress` is only the peer we talk to, perhaps a proxy.
     */
    readonly clientAddress: string;
  }
}

/** The `clientAddress` decorator of every request, under the configured trust. */
export function clientAddressDecorator(setting: TrustProxySetting) {
  const trust = proxyTrust(setting);
  return {
    getter(this: FastifyRequest): string {
      return clientAddress(this.socket.remoteAddress, this.headers['x-forwarded-for'], trust);
    },
  };
}
