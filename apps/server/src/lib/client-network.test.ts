import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps IPv4 addresses, also mapped into IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('names an IPv6 address by its /64, however it is written', () => {
    const net = '2001:db8:aa:1::/64';
    for (const address of [
      '2001:db8:aa:1::1',
      '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff',
      '2001:DB8:AA:1:0:0:0:2',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:aa:1::9'),
    ]) {
      expect(clientNetwork(address)).toBe(net);
    }
    expect(clientNetwork('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is no address alone', () => {
    expect(clientNetwork('user-123')).toBe('user-123');
  });
});
