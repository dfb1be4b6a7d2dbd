import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded and IPv4 tails converted. */
function groupsOf(address: string): string[] {
  let text = address.split('%')[0] ?? address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * Who is behind an address, for per-client limits: an IPv4 address as it is (also when
 * mapped into IPv6), an IPv6 address by its /64, the block one subscriber is given.
 */
export function clientNetwork(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = groupsOf(address);
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [hi = 0, lo = 0] = groups.slice(6).map((g) => parseInt(g, 16));
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
