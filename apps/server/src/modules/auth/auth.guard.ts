import type { FastifyRequest } from 'fastify';
import { accountMessages as msg } from '@shop/contracts';
import type { Authenticator } from '#src/infra/access-control';
import { AppError } from '#src/lib/errors';
import type { UserAccounts } from '#src/modules/users/user-accounts.port';
import type { AccessTokens } from './access-tokens';
import type { SessionsRepository } from './sessions.repository';

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
};

/**
 * Who is calling (STYLE 9), for infra/access-control's guards. The token alone is not
 * trusted: the user must still exist with the same auth version (a password reset bumps it)
 * and the session family must be live (logout and replay revoke it), so both end access at
 * once, not after 15 minutes.
 */
export function createAuthenticator(deps: {
  accessTokens: AccessTokens;
  accounts: UserAccounts;
  sessions: SessionsRepository;
}): Authenticator {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthenticated');
    const claims = await deps.accessTokens.verify(token);
    if (!claims) throw new AppError('unauthenticated', msg.sessionExpired);
    const user = await deps.accounts.findById(claims.userId);
    if (user?.authVersion !== claims.version) {
      throw new AppError('unauthenticated', msg.sessionExpired);
    }
    if (!(await deps.sessions.isFamilyActive(claims.familyId, user.id))) {
      throw new AppError('unauthenticated', msg.sessionExpired);
    }
    return { id: user.id, role: user.role, email: user.email, familyId: claims.familyId };
  };
}
