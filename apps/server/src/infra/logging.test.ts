import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, randomIp, signUp, uniqueEmail } from '#test/accounts';
import { setupTestApp } from '#test/test-app';

// docs/rules/quality.md#logs: no statement parameters, no one-time tokens from URLs.
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const ctx = setupTestApp({ LOG_LEVEL: 'info' }, { logStream });
const logged = () => lines.join('');

beforeAll(async () => {
  // A database that refuses one name and one fiscal name: a failing statement on demand.
  await ctx.database.db.execute(
    sql.raw(`
    create function refuse_marked_users() returns trigger language plpgsql as $$
    begin
      if new.name = 'Falla Forzada' or new.billing_data->>'fiscalName' = 'Falla Forzada' then
        raise exception 'forced failure' using errcode = '23514', constraint = 'forced_check';
      end if;
      return new;
    end $$`),
  );
  await ctx.database.db.execute(
    sql.raw(`
    create trigger refuse_marked_users before insert or update on users
      for each row execute function refuse_marked_users();
  `),
  );
});
beforeEach(() => {
  lines.length = 0;
});

describe('database errors in the log', () => {
  it('a failed sign-up logs the SQLSTATE and the statement, not the hash or the email', async () => {
    const email = uniqueEmail('secreto');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup/user',
      remoteAddress: randomIp(),
      payload: { name: 'Falla Forzada', email, password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(500);
    const log = logged();
    expect(log).toContain('23514');
    expect(log).toContain('forced_check');
    expect(log).toMatch(/insert into \\?"users\\?"/);
    expect(log).not.toContain(email);
    expect(log).not.toContain('$argon2id');
    expect(log).not.toContain(GOOD_PASSWORD);
  });

  it('a failed billing update does not log the billing data', async () => {
    const { accessToken } = await signUp(ctx.app);
    const address = `Calle Secreta ${randomBytes(3).toString('hex')}`;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/billing',
      headers: bearer(accessToken),
      payload: {
        billingData: {
          type: 'personal',
          fiscalName: 'Falla Forzada',
          taxId: '12345678Z',
          address,
          postalCode: '28013',
          city: 'Madrid',
          province: 'Madrid',
          country: 'España',
        },
      },
    });
    expect(res.statusCode).toBe(500);
    const log = logged();
    expect(log).toContain('23514');
    expect(log).not.toContain(address);
    expect(log).not.toContain('12345678Z');
  });
});

describe('request lines', () => {
  it("hide a search's terms (a buyer's email, a name) and keep the filters", async () => {
    const { accessToken } = await signUp(ctx.app);
    const email = uniqueEmail('buscada');
    for (const url of [
      `/api/admin/orders?state=attention&q=${encodeURIComponent(email)}`,
      `/api/events/admin/no-such-event/attendees?q=Mar%C3%ADa%20Secreta`,
      `/no-such-page?email=${encodeURIComponent(email)}&phone=600111222`,
    ]) {
      await ctx.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
    }
    const log = logged();
    expect(log).toContain('/api/admin/orders?state=attention&q=[redactado]');
    expect(log).toContain('attendees?q=[redactado]');
    expect(log).toContain('/no-such-page?email=[redactado]&phone=[redactado]');
    for (const secret of [email, encodeURIComponent(email), 'Secreta', '600111222']) {
      expect(log).not.toContain(secret);
    }
  });

  it.each([
    ['GET', '/api/auth/validate-reset-token/user/'],
    ['POST', '/api/auth/reset-password/user/'],
    ['GET', '/api/auth/confirm-email/user/'],
  ] as const)('hide the token of %s %s…', async (method, path) => {
    const token = randomBytes(24).toString('hex');
    await ctx.app.inject({
      method,
      url: `${path}${token}`,
      ...(method === 'POST' ? { payload: { newPassword: GOOD_PASSWORD } } : {}),
    });
    const log = logged();
    expect(log).toContain(`${path}[redactado]`);
    expect(log).not.toContain(token);
  });
});
