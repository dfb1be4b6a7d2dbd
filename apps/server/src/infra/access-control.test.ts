import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountMessages as msg } from '@shop/contracts';
import { bearer, signUp } from '#test/accounts';
import { setupTestApp } from '#test/test-app';
import { photosDomain } from '#src/modules/photos/photos.plugin';
import { accessControlPlugin } from './access-control';

const ctx = setupTestApp();

/** A concrete URL for a route pattern: every :param becomes a well-formed id. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '6f1c1c9e-8d1f-4e6b-9f0a-0c7d5e8b1a2c');

describe('declared access', () => {
  it('refuses to boot when an /api route declares no access, naming the route', async () => {
    const app = Fastify();
    await app.register(accessControlPlugin);
    // As a domain would: routes in a plugin under /api; boot (ready) is what fails.
    void app.register(
      async (api) => {
        api.get('/forgotten', async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(
      "Route GET /api/forgotten declares no access: add config: { access: 'public' | 'user' | 'admin' }",
    );
    await app.close().catch(() => undefined);
  });

  it('refuses to boot with guarded routes and no authenticator', async () => {
    const app = Fastify();
    await app.register(accessControlPlugin);
    await app.register(
      async (api) => {
        api.get('/mine', { config: { access: 'user' } }, async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(/no authenticator/);
    await app.close().catch(() => undefined);
  });

  it('refuses to boot a domain whose infrastructure is missing', async () => {
    const app = Fastify();
    await app.register(accessControlPlugin);
    await expect(app.register(photosDomain)).rejects.toThrow(
      /dependency 'config' of plugin 'photos' is not registered/,
    );
    await app.close().catch(() => undefined);
  });

  it('knows the access of every /api route of the shop', () => {
    const routes = ctx.app.accessControl.routes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/health', access: 'public' },
        { method: 'GET', url: '/api/user/profile', access: 'user' },
        { method: 'GET', url: '/api/admin/users', access: 'admin' },
        { method: 'POST', url: '/api/photos', access: 'admin' },
      ]),
    );
  });

  it('answers 401 without a token and 403 to a user on every admin route', async () => {
    const user = await signUp(ctx.app);
    const adminRoutes = ctx.app.accessControl.routes().filter((r) => r.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of adminRoutes) {
      const method = route.method as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
      const url = concrete(route.url);
      const anonymous = await ctx.app.inject({ method, url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await ctx.app.inject({ method, url, headers: bearer(user.accessToken) });
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      if (method !== 'HEAD') {
        expect(anonymous.json()).toMatchObject({ error: 'unauthenticated' });
        expect(forbidden.json()).toEqual({ error: 'not_allowed', message: msg.adminOnly });
      }
    }
  });

  it('answers 401 without a token on every user route', async () => {
    const userRoutes = ctx.app.accessControl.routes().filter((r) => r.access === 'user');
    expect(userRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of userRoutes) {
      const method = route.method as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
      const res = await ctx.app.inject({ method, url: concrete(route.url) });
      expect(res.statusCode, `${method} ${route.url}`).toBe(401);
    }
  });
});
