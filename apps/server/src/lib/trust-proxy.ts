import { BlockList, isIPv4 } from 'node:net';

/** Loopback, link-local and private ranges: where a reverse proxy in front of us lives. */
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return privateNetworks.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

export type TrustProxySetting = false | number | string[];
type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` from TRUST_PROXY. Fastify 5 ignores a bare hop count (it cannot
 * tell a proxy from a client that wrote X-Forwarded-For itself), so a count becomes a
 * function: the peer we talk to must be on loopback or a private network, and then the
 * next `hops - 1` addresses of X-Forwarded-For, read from the right, are proxies too.
 * `request.ip` is the right-most address nobody trusted: the real client.
 */
export function trustProxyOption(setting: TrustProxySetting): TrustProxyOption {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (address, hop) => hop < setting && (hop > 0 || isPrivateAddress(address));
}
