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
 * Who is calling, for infra/access-control's guards. The token alone is not trusted
 * (docs/rules/accounts.md#tokens): logout, replay and a reset end access at once.
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
    return {
      id: user.id,
      role: user.role,
      email: user.email,
      emailConfirmed: user.mailConfirmed,
      familyId: claims.familyId,
    };
  };
}
