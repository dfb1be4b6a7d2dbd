import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountMessages as msg, spanishIdMessages, textMessages } from '@shop/contracts';
import { bearer, signUp, spanishBusinessBilling, putUserForm } from '#test/accounts';
import { multipart, type Part } from '#test/multipart';
import { setupTestApp } from '#test/test-app';
import { expectInvalidField, type ErrorAnswer } from '#test/answers';

// docs/rules/quality.md#input-refusals, for the profile, its options and billing.
const ctx = setupTestApp();

const putUser = (token: string, parts: Part[]) => putUserForm(ctx.app, token, parts);

const putBilling = (token: string, billingData: Record<string, string>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/user/billing',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    // Written by hand so a lone surrogate reaches the server as JSON escapes it.
    payload: JSON.stringify({ billingData }),
  });

const options = (value: unknown) => [{ name: 'options', value: JSON.stringify(value) }];

function expectInvalid(res: LightMyRequestResponse, path: string, message?: string) {
  const body = expectInvalidField(res, path);
  if (message) expect(body.message).toBe(message);
}

describe('profile text', () => {
  // (A lone surrogate cannot travel in a multipart body: UTF-8 has no bytes for it.)
  it('refuses a NUL byte or a control character in the name, and a name of invisible characters', async () => {
    const { accessToken } = await signUp(ctx.app);
    for (const name of ['Ana\u0000', 'Ana\u0007', '\u200b\u200d ']) {
      expectInvalid(await putUser(accessToken, [{ name: 'name', value: name }]), 'name');
    }
    const blank = await putUser(accessToken, [{ name: 'name', value: '\u200b' }]);
    expect(blank.json<ErrorAnswer>().message).toBe(msg.nameRequired);
  });
});

describe('profile options', () => {
  it('refuses a NUL byte in an answer', async () => {
    const { accessToken } = await signUp(ctx.app);
    const res = await putUser(accessToken, options([{ key: 'city', value: 'Sevilla\u0000' }]));
    expectInvalid(res, 'options.city');
    expect(res.json<ErrorAnswer>()).toMatchObject({
      message: `Ciudad: ${textMessages.forbiddenCharacter}`,
      details: [{ path: 'options.city', message: textMessages.forbiddenCharacter }],
    });
  });

  it('checks each answer against its field: select values, dates, booleans, text length', async () => {
    const { accessToken } = await signUp(ctx.app);
    const wrong: [string, unknown][] = [
      ['howDidYouHear', 'television'],
      ['howDidYouHear', 3],
      ['birthDate', '2023-02-30'],
      ['birthDate', '0000-00-00'],
      ['newsletter', 'sí'],
      ['city', true],
      ['city', 'x'.repeat(1001)],
      ['phone', 'llámame'],
    ];
    for (const [key, value] of wrong) {
      const res = await putUser(accessToken, options([{ key, value }]));
      expectInvalid(res, `options.${key}`);
      expect(res.json<ErrorAnswer>().message, `${key}=${String(value)}`).toMatch(/\S/);
    }
    const right = await putUser(
      accessToken,
      options([
        { key: 'howDidYouHear', value: 'instagram' },
        { key: 'birthDate', value: '1990-02-28' },
        { key: 'newsletter', value: false },
        { key: 'city', value: 'Sevilla' },
        { key: 'phone', value: '+34 600 000 000' },
        { key: 'photographyInterest', value: '' },
      ]),
    );
    expect(right.statusCode).toBe(200);
  });

  it('still refuses unknown keys', async () => {
    const { accessToken } = await signUp(ctx.app);
    const res = await putUser(accessToken, options([{ key: 'role', value: 'admin' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().message).toBe(msg.profileOptionsUnknown);
  });
});

describe('multipart bodies', () => {
  it('refuses multipart without a boundary with 400, in Spanish', async () => {
    const { accessToken } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { ...bearer(accessToken), 'content-type': 'multipart/form-data' },
      payload: 'name=Ana',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().error).toBe('invalid_data');
    expect(res.body).not.toMatch(/fastify|FST_/i);
  });

  it('refuses a truncated multipart body with 400', async () => {
    const { accessToken } = await signUp(ctx.app);
    const form = multipart([{ name: 'name', value: 'Ana María' }]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { ...bearer(accessToken), ...form.headers },
      payload: form.payload.subarray(0, form.payload.length - 20),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().error).toBe('invalid_data');
  });
});

describe('billing', () => {
  const billing = spanishBusinessBilling;

  it('refuses a NUL byte or a lone surrogate in any field, naming the field', async () => {
    const { accessToken } = await signUp(ctx.app);
    for (const key of ['fiscalName', 'address', 'city', 'province', 'country'] as const) {
      for (const bad of ['\u0000', '\ud800']) {
        const res = await putBilling(accessToken, { ...billing, [key]: `Madrid${bad}` });
        expectInvalid(res, `billingData.${key}`);
      }
    }
  });

  it('checks the tax id and the postal code in Spain, with Spanish messages', async () => {
    const { accessToken } = await signUp(ctx.app);
    for (const country of ['España', 'spain', 'ES']) {
      const badId = await putBilling(accessToken, { ...billing, country, taxId: '12345678A' });
      expectInvalid(badId, 'billingData.taxId');
      expect(badId.json<ErrorAnswer>().details).toContainEqual({
        path: 'billingData.taxId',
        message: spanishIdMessages.taxId,
      });
    }
    const badCode = await putBilling(accessToken, { ...billing, postalCode: '99999' });
    expectInvalid(badCode, 'billingData.postalCode');
    expect(badCode.json<ErrorAnswer>().details).toContainEqual({
      path: 'billingData.postalCode',
      message: spanishIdMessages.postalCode,
    });
    const good = await putBilling(accessToken, { ...billing, taxId: '12345678-z' });
    expect(good.statusCode).toBe(200);
  });

  it('checks only the shape elsewhere', async () => {
    const { accessToken } = await signUp(ctx.app);
    const res = await putBilling(accessToken, {
      ...billing,
      country: 'Portugal',
      taxId: 'PT 123456789',
      postalCode: '1000-001',
    });
    expect(res.statusCode).toBe(200);
  });
});
