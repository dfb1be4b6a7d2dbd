import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { accountMessages as msg, type UserRole } from '@shop/contracts';
import { AppError } from '#src/lib/errors';
import { DOCS_PREFIX } from './openapi';

/**
 * Who may call a route: anyone, a signed-in account, or an admin. Every /api route declares
 * it in its options (`config: { access: 'admin' }`) and the guard follows from that
 * declaration: a route cannot say 'admin' and forget the check.
 */
export type RouteAccess = 'public' | 'user' | 'admin';
export const routeAccessLevels: readonly RouteAccess[] = ['public', 'user', 'admin'];

/** The account behind a request to a 'user' or 'admin' route. */
export interface Caller {
  id: string;
  role: UserRole;
  email: string;
  /** Whether the account's email was confirmed (docs/rules/accounts.md#unconfirmed-email). */
  emailConfirmed: boolean;
  familyId: string;
}

/** Proves who is calling (access token, live session) or throws 401. Provided by auth. */
export type Authenticator = (request: FastifyRequest) => Promise<Caller>;

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

export interface AccessControl {
  /** The one way to establish callers; auth calls it once, at boot. */
  useAuthenticator(authenticate: Authenticator): void;
  /** Every /api route with its declared access (for tests and documentation). */
  routes(): readonly DeclaredRoute[];
  /**
   * The caller of a public route when it sends valid credentials, else null (a guest): an
   * order made while signed in belongs to its buyer. Never throws for bad credentials.
   */
  callerIfSignedIn(request: FastifyRequest): Promise<Caller | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route: see infra/access-control.ts. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    accessControl: AccessControl;
  }
  interface FastifyRequest {
    /** Set on 'user' and 'admin' routes before the handler runs; read it with callerOf(). */
    caller: Caller | null;
  }
}

/** The caller of a 'user' or 'admin' route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('unauthenticated');
  return request.caller;
}

const API_PREFIX = '/api';

/**
 * The routes @fastify/swagger-ui adds under /api/docs cannot carry route config: they are
 * public by this explicit exemption, and nothing else is.
 */
const isDocsRoute = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
const isApiRoute = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

function declaredAccess(route: RouteOptions): RouteAccess {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  if (routeAccessLevels.includes(access as RouteAccess)) return access as RouteAccess;
  if (isDocsRoute(route.url)) return 'public';
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new Error(
    `Route ${methods} ${route.url} declares no access: add config: { access: 'public' | 'user' | 'admin' } to its options (infra/access-control.ts).`,
  );
}

/**
 * Infrastructure: route access. An onRoute hook reads each /api route's declared access,
 * refuses to boot when there is none, and installs the guard as the route's first onRequest
 * hook. Register it before any domain, so it sees every route.
 */
export const accessControlPlugin = fp(
  async (app) => {
    let authenticate: Authenticator | null = null;
    const declared: DeclaredRoute[] = [];

    const requireUser = async (request: FastifyRequest) => {
      if (!authenticate) throw new AppError('internal');
      request.caller = await authenticate(request);
    };
    const requireAdmin = async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.caller?.role !== 'admin') throw new AppError('not_allowed', msg.adminOnly);
    };

    app.decorateRequest('caller', null);
    app.decorate('accessControl', {
      useAuthenticator(next: Authenticator) {
        if (authenticate) throw new Error('An authenticator is already in use.');
        authenticate = next;
      },
      routes: () => declared,
      async callerIfSignedIn(request) {
        if (!authenticate || !request.headers.authorization) return null;
        return authenticate(request).catch(() => null);
      },
    } satisfies AccessControl);

    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) return;
      const access = declaredAccess(route);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) declared.push({ method, url: route.url, access });
      if (access === 'public') return;
      const guard = access === 'admin' ? requireAdmin : requireUser;
      const existing = route.onRequest;
      const others = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      // A new array: GET's automatic HEAD twin gets its own, from the original options.
      route.onRequest = [guard, ...others];
    });

    // Guarded routes without anything to establish callers would answer 500: refuse to boot.
    app.addHook('onReady', async () => {
      if (!authenticate && declared.some((r) => r.access !== 'public')) {
        throw new Error(
          'Some routes need a signed-in caller but no authenticator is in use: register the auth domain.',
        );
      }
    });
  },
  { name: 'access-control', fastify: '5.x' },
);
