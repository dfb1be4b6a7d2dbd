import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountMessages as msg } from '@shop/contracts';
import { bearer, signUp, spanishBusinessBilling, putUserForm } from '#test/accounts';
import type { Part } from '#test/multipart';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();

const png = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 40 } } })
    .png()
    .toBuffer();

const putUser = (token: string, parts: Part[]) => putUserForm(ctx.app, token, parts);

const mediaFile = (url: string) => path.join(ctx.dataDir, 'media', url.replace(/^\/media\//, ''));

describe('profile', () => {
  it('updates name, options and picture; the picture is re-encoded to a 256 px WebP', async () => {
    const { accessToken } = await signUp(ctx.app);
    const res = await putUser(accessToken, [
      { name: 'name', value: '  Ana María López ' },
      {
        name: 'options',
        value: JSON.stringify([
          { key: 'city', value: 'Sevilla' },
          { key: 'newsletter', value: true },
        ]),
      },
      {
        name: 'profilePicture',
        filename: 'yo.png',
        contentType: 'image/png',
        data: await png(800, 600),
      },
    ]);
    expect(res.statusCode).toBe(200);
    const profile = res.json<{ name: string; options: unknown; profilePicture: string }>();
    expect(profile.name).toBe('Ana María López');
    expect(profile.options).toEqual([
      { key: 'city', value: 'Sevilla' },
      { key: 'newsletter', value: true },
    ]);
    expect(profile.profilePicture).toMatch(/^\/media\/avatars\/[\w-]+-[0-9a-f]{16}\.webp$/);
    const meta = await sharp(mediaFile(profile.profilePicture)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const served = await ctx.app.inject({ method: 'GET', url: profile.profilePicture });
    expect(served.statusCode).toBe(200);
  });

  it('keeps only one picture: a new one deletes the old file', async () => {
    const { accessToken } = await signUp(ctx.app);
    const first = (
      await putUser(accessToken, [
        {
          name: 'profilePicture',
          filename: 'a.png',
          contentType: 'image/png',
          data: await png(300, 300),
        },
      ])
    ).json<{ profilePicture: string }>();
    const second = (
      await putUser(accessToken, [
        { name: 'profilePictureOld', value: first.profilePicture },
        {
          name: 'profilePicture',
          filename: 'b.png',
          contentType: 'image/png',
          data: await png(400, 200, 30),
        },
      ])
    ).json<{ profilePicture: string }>();
    expect(second.profilePicture).not.toBe(first.profilePicture);
    expect(existsSync(mediaFile(first.profilePicture))).toBe(false);
    expect(existsSync(mediaFile(second.profilePicture))).toBe(true);

    const kept = (
      await putUser(accessToken, [
        { name: 'name', value: 'Ana' },
        { name: 'profilePictureOld', value: second.profilePicture },
      ])
    ).json<{ profilePicture: string }>();
    expect(kept.profilePicture).toBe(second.profilePicture);
  });

  it('decides by content: a text file named .png is refused with 422', async () => {
    const { accessToken } = await signUp(ctx.app);
    const res = await putUser(accessToken, [
      {
        name: 'profilePicture',
        filename: 'foto.png',
        contentType: 'image/png',
        data: Buffer.from('no soy una imagen'),
      },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'unprocessable', message: msg.profilePictureNotImage });
  });

  it('refuses a picture over 2 MB with 413', async () => {
    const { accessToken } = await signUp(ctx.app);
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const res = await putUser(accessToken, [
      { name: 'profilePicture', filename: 'grande.jpg', contentType: 'image/jpeg', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'too_large', message: msg.profilePictureTooLarge });
  });

  it('requires a name', async () => {
    const { accessToken } = await signUp(ctx.app);
    const res = await putUser(accessToken, [{ name: 'name', value: '   ' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: msg.nameRequired });
  });

  it('refuses options that are not JSON, or name fields that do not exist', async () => {
    const { accessToken } = await signUp(ctx.app);
    const notJson = await putUser(accessToken, [{ name: 'options', value: '{roto' }]);
    expect(notJson.statusCode).toBe(400);
    const unknown = await putUser(accessToken, [
      { name: 'options', value: JSON.stringify([{ key: 'role', value: 'admin' }]) },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ details: { unknown: ['role'] } });
  });

  it('needs a session, and never lets one user touch another', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(anonymous.statusCode).toBe(401);
    const ana = await signUp(ctx.app, { name: 'Ana' });
    const bea = await signUp(ctx.app, { name: 'Bea' });
    await putUser(bea.accessToken, [{ name: 'name', value: 'Bea cambiada' }]);
    const anaProfile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(ana.accessToken),
    });
    expect(anaProfile.json()).toMatchObject({ name: 'Ana', email: ana.email });
  });
});

describe('billing', () => {
  const billing = {
    ...spanishBusinessBilling,
    phone: '+34 911 222 333',
    email: 'facturas@lumen.es',
  };

  it.each(['business', 'personal'])(
    'saves %s billing data and returns the profile',
    async (type) => {
      const { accessToken } = await signUp(ctx.app);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/billing',
        headers: bearer(accessToken),
        payload: { billingData: { ...billing, type } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ billingData: { ...billing, type } });
    },
  );

  it('refuses an unknown type or a bad billing email', async () => {
    const { accessToken } = await signUp(ctx.app);
    for (const billingData of [
      { ...billing, type: 'empresa' },
      { ...billing, email: 'no-es-email' },
    ]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/billing',
        headers: bearer(accessToken),
        payload: { billingData },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('GET /api/form-fields/profile', () => {
  it('lists the Spanish default fields in order, as data.data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/form-fields/profile' });
    expect(res.statusCode).toBe(200);
    const fields = res.json<{ data: { key: string; type: string; label: string }[] }>().data;
    expect(fields.map((f) => f.key)).toEqual([
      'phone',
      'city',
      'birthDate',
      'howDidYouHear',
      'photographyInterest',
      'newsletter',
    ]);
    expect(fields[0]).toMatchObject({
      type: 'phone',
      label: 'Teléfono',
      isRecommendedForProfile: true,
    });
    expect(fields.find((f) => f.key === 'howDidYouHear')).toMatchObject({
      type: 'select',
      options: expect.arrayContaining([{ value: 'instagram', label: 'Instagram' }]) as unknown,
    });
  });
});
