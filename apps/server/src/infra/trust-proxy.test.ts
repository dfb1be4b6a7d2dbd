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
