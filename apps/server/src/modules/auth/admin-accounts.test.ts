import { describe, expect, it } from 'vitest';
import { signIn, signUp } from '#test/accounts';
import { setupTestApp } from '#test/test-app';
import { AdminAccountError, createDemoAdminIfEmpty, upsertAdmin } from './admin-accounts';

const ctx = setupTestApp();

describe('admin accounts', () => {
  it('creates a demo admin only on an empty database, with a password that signs in', async () => {
    const demo = await createDemoAdminIfEmpty(ctx.app.userAccounts);
    expect(demo?.email).toBe('admin@example.com');
    const res = await signIn(ctx.app, demo?.email ?? '', demo?.password ?? '');
    expect(res.statusCode).toBe(200);
    expect(await createDemoAdminIfEmpty(ctx.app.userAccounts)).toBeNull();
  });

  it('promotes an existing account and resets its password', async () => {
    const { email } = await signUp(ctx.app);
    const result = await upsertAdmin(ctx.app.userAccounts, { email, password: 'Jefa#Estudio2026' });
    expect(result).toEqual({ email, created: false });
    const res = await signIn(ctx.app, email, 'Jefa#Estudio2026');
    const token = res.json<{ accessToken: string }>().accessToken;
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('refuses a weak password', async () => {
    await expect(
      upsertAdmin(ctx.app.userAccounts, { email: 'x@example.com', password: 'admin' }),
    ).rejects.toBeInstanceOf(AdminAccountError);
  });
});
