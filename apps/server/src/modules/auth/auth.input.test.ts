import { describe, expect, it } from 'vitest';
import { accountMessages as msg, textMessages } from '@shop/contracts';
import { GOOD_PASSWORD, randomIp, uniqueEmail } from '#test/accounts';
import { setupTestApp } from '#test/test-app';
import type { ErrorAnswer } from '#test/answers';

// docs/rules/quality.md#input-refusals: refused before the password is hashed or stored.
const ctx = setupTestApp();

const signUpRaw = (payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup/user',
    remoteAddress: randomIp(),
    headers: { 'content-type': 'application/json' },
    payload,
  });

const body = (name: string) =>
  `{"name":"${name}","email":"${uniqueEmail()}","password":"${GOOD_PASSWORD}"}`;

describe('sign-up name', () => {
  it.each([
    ['a NUL byte', 'Ana\\u0000', textMessages.forbiddenCharacter],
    ['a lone surrogate', 'Ana\\ud800', textMessages.forbiddenCharacter],
    ['a line break', 'Ana\\nLópez', textMessages.lineBreak],
    ['only invisible characters', '\\u200b\\u2060 ', msg.nameRequired],
  ])('refuses %s', async (_, name, message) => {
    const res = await signUpRaw(body(name));
    expect(res.statusCode).toBe(400);
    const answer = res.json<ErrorAnswer>();
    expect(answer.error).toBe('invalid_data');
    expect(answer.details).toContainEqual({ path: 'name', message });
  });

  it('still takes an ordinary name', async () => {
    expect((await signUpRaw(body('Begoña Ruiz'))).statusCode).toBe(201);
  });
});

describe('zod messages', () => {
  // The contracts set zod's Spanish locale once; a malformed email answers a Spanish detail.
  it('describes a malformed email in Spanish', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup/user',
      remoteAddress: randomIp(),
      payload: { name: 'Ana', email: 'no-es-un-email', password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    const detail = res.json<ErrorAnswer>().details?.find((d) => d.path === 'email');
    expect(detail?.message).toMatch(/correo electrónico/);
    expect(detail?.message).not.toMatch(/invalid/i);
  });
});
