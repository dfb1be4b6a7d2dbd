import { describe, expect, it } from 'vitest';
import { limits } from '#src/modules/auth/auth.limits';
import { uniqueEmail } from '#test/accounts';
import { setupTestApp } from '#test/test-app';

// One reverse proxy in front (TRUST_PROXY=1): the proxy appends the address it saw.
const ctx = setupTestApp({ TRUST_PROXY: '1' });
const PROXY = '172.16.0.2';

const signInFrom = (remoteAddress: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/user',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: uniqueEmail('proxy'), password: 'Wrong#1Pass' },
  });

describe('behind one trusted proxy', () => {
  it('a forged left-most X-Forwarded-For does not escape the per-address limit', async () => {
    const client = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i <= limits.signInPerIp.max; i++) {
      statuses.push((await signInFrom(PROXY, `198.51.100.${i}, ${client}`)).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another real client behind the same proxy is not affected.
    expect((await signInFrom(PROXY, `198.51.100.1, 203.0.113.51`)).statusCode).toBe(401);
  });

  it('a client reaching the server directly from a public address cannot pose as a proxy', async () => {
    const client = '198.51.100.200';
    let last = 0;
    for (let i = 0; i <= limits.signInPerIp.max; i++) {
      last = (await signInFrom(client, `192.0.2.${i}`)).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('X-Forwarded-For in the forms proxies write', () => {
  const { signInPerPair } = limits;
  const attempts = (email: string, proxy: string, values: string[]) =>
    Promise.all(
      values.map(async (value) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login/user',
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': `198.51.100.9, ${value}` },
          payload: { email, password: 'Wrong#1Pass' },
        });
        return res.statusCode;
      }),
    );
  /** One account's failures from one client: the last of `values` must be over the limit. */
  const expectOneClient = async (values: string[], proxy = PROXY) => {
    expect(values).toHaveLength(signInPerPair.max + 1);
    const statuses = await attempts(uniqueEmail('formas'), proxy, values);
    expect(statuses.filter((s) => s === 401)).toHaveLength(signInPerPair.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  };

  it('an IPv4 client with a port, in quotes or mapped into IPv6 is one client', async () => {
    await expectOneClient([
      '203.0.113.70',
      '203.0.113.70:51000',
      '"203.0.113.70"',
      '"203.0.113.70:443"',
      '::ffff:203.0.113.70',
      '[::ffff:cb00:7146]:8080',
    ]);
  });

  it('an IPv6 client bracketed, with a port, in quotes, is one client with its whole /64', async () => {
    await expectOneClient([
      '2001:db8:70:1::1',
      '[2001:db8:70:1::2]',
      '[2001:db8:70:1::3]:443',
      '"[2001:db8:70:1::4]:443"',
      '"2001:db8:70:1:ffff:ffff:ffff:5"',
      '[2001:0DB8:0070:0001::6]:51000',
    ]);
  });

  it('a value that is no address counts as the proxy, never as a client of its own', async () => {
    const proxy = `10.70.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await expectOneClient(
      [
        'for=203.0.113.71',
        'for="[2001:db8:71::1]:443"',
        'unknown',
        '[not-an-address]:443',
        '"just text"',
        '203.0.113.71:port',
      ],
      proxy,
    );
    // A real client behind that proxy is not held back by them.
    expect(await attempts(uniqueEmail('formas'), proxy, ['203.0.113.72'])).toEqual([401]);
  });
});

describe('HSTS behind the proxy (RFC 6797 §7.2: only over HTTPS)', () => {
  const hstsFor = async (remoteAddress: string, proto?: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress,
        headers: proto ? { 'x-forwarded-proto': proto } : {},
      })
    ).headers['strict-transport-security'];

  it('is sent when the trusted proxy says the request came over HTTPS', async () => {
    expect(await hstsFor(PROXY, 'https')).toBe('max-age=63072000; includeSubDomains');
  });

  it('is not sent over plain HTTP, nor when an untrusted peer claims HTTPS', async () => {
    expect(await hstsFor(PROXY, 'http')).toBeUndefined();
    expect(await hstsFor(PROXY)).toBeUndefined();
    expect(await hstsFor('198.51.100.7', 'https')).toBeUndefined();
  });
});
