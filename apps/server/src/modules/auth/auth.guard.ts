import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountMessages as msg } from '@shop/contracts';
import { AppError } from '../../lib/errors';
import { createUsersRepository } from '../users/users.repository';
import type { AccessTokens } from './access-tokens';
import { createSessionsRepository } from './sessions.repository';

export interface Caller {
  id: string;
  role: 'user' | 'partner' | 'admin';
  email: string;
  familyId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid access token of a live session, or 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: requireUser and the admin role, or 403. Every admin route uses it. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The caller of a route guarded by requireUser/requireAdmin. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('unauthenticated');
  return request.caller;
}

/**
 * Authorization in one place (STYLE 9). The token alone is not trusted: the user must still
 * exist with the same auth version (a password reset bumps it) and the session family must
 * be live (logout and replay revoke it), so both end access at once, not after 15 minutes.
 */
export function registerAuthGuards(app: FastifyInstance, accessTokens: AccessTokens) {
  const users = createUsersRepository(app.database.db);
  const sessions = createSessionsRepository(app.database.db);
  app.decorateRequest('caller', null);

  const requireUser = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
    if (!token) throw new AppError('unauthenticated');
    const claims = await accessTokens.verify(token);
    if (!claims) throw new AppError('unauthenticated', msg.sessionExpired);
    const user = await users.findById(claims.userId);
    if (user?.authVersion !== claims.version) {
      throw new AppError('unauthenticated', msg.sessionExpired);
    }
    if (!(await sessions.isFamilyActive(claims.familyId, user.id))) {
      throw new AppError('unauthenticated', msg.sessionExpired);
    }
    request.caller = { id: user.id, role: user.role, email: user.email, familyId: claims.familyId };
  };

  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.caller?.role !== 'admin') throw new AppError('not_allowed', msg.adminOnly);
  });
}
