import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedAddress, proxyTrust } from './trust-proxy';

describe('forwardedAddress', () => {
  it('reads the forms proxies write', () => {
    const forms: [string, string][] = [
      ['203.0.113.7', '203.0.113.7'],
      [' 203.0.113.7 ', '203.0.113.7'],
      ['203.0.113.7:51234', '203.0.113.7'],
      ['"203.0.113.7"', '203.0.113.7'],
      ['"203.0.113.7:443"', '203.0.113.7'],
      ['2001:db8::1', '2001:db8::1'],
      ['[2001:db8::1]', '2001:db8::1'],
      ['[2001:db8::1]:443', '2001:db8::1'],
      ['"[2001:db8::1]:443"', '2001:db8::1'],
      ['::ffff:203.0.113.7', '203.0.113.7'],
      ['[::ffff:203.0.113.7]:80', '203.0.113.7'],
    ];
    for (const [value, address] of forms) {
      expect(forwardedAddress(value), value).toBe(address);
    }
  });

  it('takes nothing else for an address', () => {
    for (const value of [
      '',
      'unknown',
      '_hidden',
      'for=203.0.113.7',
      'for="[2001:db8::1]:443"',
      '[203.0.113.7]',
      '[2001:db8::1',
      '2001:db8::1]:443',
      '[2001:db8::1]:',
      '[junk]:443',
      '203.0.113.7:',
      '203.0.113.7:port',
      '"203.0.113.7',
      'example.com',
      '203.0.113.7, 198.51.100.1',
      '999.0.113.7',
    ]) {
      expect(forwardedAddress(value), value).toBeNull();
    }
  });
});

describe('clientAddress', () => {
  const oneProxy = proxyTrust(1);

  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', proxyTrust(false))).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, proxyTrust(false))).toBe('203.0.113.9');
    // A public peer is no proxy, even with a hop count.
    expect(clientAddress('203.0.113.9', '198.51.100.1', oneProxy)).toBe('203.0.113.9');
  });

  it('takes the right-most value the trusted proxies added, in any form they write', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1, [2001:db8::7]:443', oneProxy)).toBe(
      '2001:db8::7',
    );
    expect(clientAddress('10.0.0.2', ['198.51.100.1', '"203.0.113.4:80"'], oneProxy)).toBe(
      '203.0.113.4',
    );
    expect(clientAddress('10.0.0.2', '203.0.113.4, 10.0.0.3', proxyTrust(2))).toBe('203.0.113.4');
    expect(
      clientAddress(
        '10.0.0.2',
        '203.0.113.4, [fd00::3]:80',
        proxyTrust(['10.0.0.0/8', 'fd00::/8']),
      ),
    ).toBe('203.0.113.4');
    expect(clientAddress('127.0.0.1', '203.0.113.4', proxyTrust(['loopback']))).toBe('203.0.113.4');
  });

  it('falls back to the peer when a value it would read is no address', () => {
    for (const header of ['for=203.0.113.4', 'unknown', '[junk]:443', '203.0.113.4, garbage']) {
      expect(clientAddress('10.0.0.2', header, oneProxy), header).toBe('10.0.0.2');
    }
    // Two proxies: junk where the second proxy should be stops at the peer too.
    expect(clientAddress('10.0.0.2', '203.0.113.4, junk', proxyTrust(2))).toBe('10.0.0.2');
    // Junk left of the client is never read.
    expect(clientAddress('10.0.0.2', 'junk, 203.0.113.4', oneProxy)).toBe('203.0.113.4');
  });
});
