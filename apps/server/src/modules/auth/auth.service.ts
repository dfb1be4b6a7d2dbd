import type { FastifyBaseLogger } from 'fastify';
import { accountMessages as msg } from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { RateLimiter } from '#src/infra/rate-limiter';
import { AppError } from '#src/lib/errors';
import type { EmailBrand } from '#src/lib/email-layout';
import type { Mailer } from '#src/lib/mail';
import { emailDigest, securityEvent } from '#src/lib/security-events';
import { generateToken, hashToken, successorToken } from '#src/lib/tokens';
import type { UserAccount, UserAccounts } from '#src/modules/users/user-accounts.port';
import type { AccessTokens } from './access-tokens';
import { confirmationEmail, passwordChangedEmail, resetEmail } from './auth.emails';
import { limits } from './auth.limits';
import type { GoogleVerifier } from './google-id-token';
import { createOneTimeTokensRepository } from './one-time-tokens.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hashing';
import { assertAcceptablePassword } from './password-policy';
import type { SessionsRepository } from './sessions.repository';
import { createSignInThrottle } from './sign-in-throttle';

import {
  CONFIRM_EMAIL_TTL_SECONDS,
  REFRESH_GRACE_SECONDS,
  RESET_PASSWORD_TTL_SECONDS,
  SESSION_TTL,
} from './token-lifetimes';

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  persistent: boolean;
  expiresAt: Date;
}

export interface AuthServiceDeps {
  /** For auth's own tables (one-time tokens); sessions come built, shared with the guard. */
  db: Database;
  accounts: UserAccounts;
  sessions: SessionsRepository;
  rateLimiter: RateLimiter;
  accessTokens: AccessTokens;
  google: GoogleVerifier | null;
  mailer: Mailer;
  publicUrl: string;
  /** Who signs the emails (the business identity as it is now). */
  brand: () => Promise<EmailBrand>;
  log: FastifyBaseLogger;
  /** Keys the email digest of security events (lib/security-events.ts). */
  emailDigestKey: Buffer;
  /** Keys each refresh token's successor (lib/tokens.ts#successorToken). */
  refreshSuccessorKey: Buffer;
}

/**
 * Who is asking: the client's address (a request is one: `request.clientAddress`, never
 * `request.ip`), and the request's logger so security events carry its id.
 */
export interface Client {
  clientAddress: string;
  log: FastifyBaseLogger;
}

const unauthenticated = (message: string) => new AppError('unauthenticated', message);

/** Only same-site paths: anything else (//evil.example, https://...) becomes /profile. */
export function safeRedirect(target: string | undefined): string {
  return target && /^\/(?![/\\])/.test(target) ? target : '/profile';
}

export function createAuthService(deps: AuthServiceDeps) {
  const { accessTokens, mailer, log, sessions } = deps;
  const users = deps.accounts;
  const oneTime = createOneTimeTokensRepository(deps.db);
  const limiter = deps.rateLimiter;
  const signInThrottle = createSignInThrottle(limiter);

  async function startSession(user: UserAccount, persistent: boolean): Promise<IssuedSession> {
    const refreshToken = generateToken();
    const ttl = persistent ? SESSION_TTL.persistentSeconds : SESSION_TTL.browserSeconds;
    const expiresAt = new Date(Date.now() + ttl * 1000);
    const family = await sessions.createFamily(
      user.id,
      persistent,
      expiresAt,
      hashToken(refreshToken),
    );
    const accessToken = await accessTokens.sign({
      userId: user.id,
      familyId: family.id,
      version: user.authVersion,
    });
    return { accessToken, refreshToken, persistent, expiresAt };
  }

  async function sendConfirmation(user: UserAccount, redirectTo?: string) {
    const token = generateToken();
    await oneTime.replace(user.id, 'confirm_email', hashToken(token), CONFIRM_EMAIL_TTL_SECONDS);
    const url = `${deps.publicUrl}/confirm-email/user/${token}?redirect=${encodeURIComponent(safeRedirect(redirectTo))}`;
    await mailer.send(confirmationEmail(user.email, user.name, url, await deps.brand()));
  }

  /** Email is a side effect: a failure is logged, never turned into a lost sign-up. */
  const sendSafely = (what: string, work: () => Promise<void>) =>
    work().catch((err: unknown) => log.error({ err }, `could not send ${what} email`));

  return {
    async signUp(
      input: { name: string; email: string; password: string; redirectTo?: string },
      ip: string,
    ) {
      await limiter.enforce([[limits.signUpPerIp, ip]], msg.tooManyRequests);
      assertAcceptablePassword(input.password, 'sign-up');
      if (await users.findByEmail(input.email)) throw new AppError('conflict', msg.emailTaken);
      let user: UserAccount;
      try {
        user = await users.create({
          name: input.name,
          email: input.email,
          passwordHash: await hashPassword(input.password),
        });
      } catch (err) {
        // The same email signing up twice at once: the unique index decides.
        if (await users.findByEmail(input.email)) throw new AppError('conflict', msg.emailTaken);
        throw err;
      }
      await sendSafely('confirmation', () => sendConfirmation(user, input.redirectTo));
      return startSession(user, false);
    },

    async signIn(
      input: { email: string; password: string; remember: boolean },
      { clientAddress: ip, log: requestLog }: Client,
    ) {
      await signInThrottle.admit(input.email, ip);
      const user = await users.findByEmail(input.email);
      if (!user?.passwordHash) {
        await verifyAgainstDummy(input.password);
        securityEvent(
          requestLog,
          'auth.sign_in_failed',
          user
            ? { ip, userId: user.id, reason: 'no_password' }
            : {
                ip,
                emailDigest: emailDigest(input.email, deps.emailDigestKey),
                reason: 'unknown_email',
              },
        );
        throw unauthenticated(msg.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        securityEvent(requestLog, 'auth.sign_in_failed', {
          ip,
          userId: user.id,
          reason: 'wrong_password',
        });
        throw unauthenticated(msg.invalidCredentials);
      }
      await signInThrottle.succeeded(input.email, ip);
      const session = await startSession(user, input.remember);
      securityEvent(requestLog, 'auth.sign_in_succeeded', { ip, userId: user.id, via: 'password' });
      return session;
    },

    async signInWithGoogle(idToken: string, { clientAddress: ip, log: requestLog }: Client) {
      if (!deps.google) throw new AppError('not_found', msg.googleDisabled);
      await limiter.enforce([[limits.googlePerIp, ip]], msg.tooManySignIns);
      const identity = await deps.google(idToken);
      if (!identity) {
        securityEvent(requestLog, 'auth.google_failed', { ip, reason: 'invalid_token' });
        throw unauthenticated(msg.googleTokenInvalid);
      }
      if (!identity.emailVerified) {
        securityEvent(requestLog, 'auth.google_failed', {
          ip,
          emailDigest: emailDigest(identity.email, deps.emailDigestKey),
          reason: 'email_not_verified',
        });
        throw unauthenticated(msg.googleEmailNotVerified);
      }
      const email = identity.email.trim().toLowerCase();
      let user = await users.findByGoogleSub(identity.sub);
      if (!user) {
        // Link to an existing account only through Google's verified email.
        const existing = await users.findByEmail(email);
        user = existing
          ? await users.update(existing.id, { googleSub: identity.sub, mailConfirmed: true })
          : await users.create({
              email,
              name: identity.name ?? email.split('@')[0] ?? 'Usuario',
              googleSub: identity.sub,
              mailConfirmed: true,
            });
      }
      if (!user) throw new AppError('internal');
      const session = await startSession(user, true);
      securityEvent(requestLog, 'auth.sign_in_succeeded', { ip, userId: user.id, via: 'google' });
      return session;
    },

    async refresh(
      refreshToken: string | undefined,
      { clientAddress: ip, log: requestLog }: Client,
    ) {
      if (!refreshToken) throw unauthenticated(msg.sessionExpired);
      // Every caller presenting this token is given the same successor: a refresh that
      // raced the winner (another tab) gets what the winner got, and no second live token.
      const next = successorToken(deps.refreshSuccessorKey, refreshToken);
      const result = await sessions.rotate(
        hashToken(refreshToken),
        hashToken(next),
        REFRESH_GRACE_SECONDS,
      );
      if (result.outcome === 'replayed') {
        // A rotated token came back after its grace: someone holds a copy. End the session.
        await sessions.revokeFamily(result.familyId);
        securityEvent(requestLog, 'auth.refresh_replayed', {
          ip,
          userId: result.userId,
          familyId: result.familyId,
        });
        throw unauthenticated(msg.sessionExpired);
      }
      if (result.outcome !== 'rotated' && result.outcome !== 'concurrent') {
        throw unauthenticated(msg.sessionExpired);
      }
      const user = await users.findById(result.family.userId);
      if (!user) throw unauthenticated(msg.sessionExpired);
      const accessToken = await accessTokens.sign({
        userId: user.id,
        familyId: result.family.id,
        version: user.authVersion,
      });
      return {
        accessToken,
        refreshToken: next,
        persistent: result.family.persistent,
        expiresAt: result.family.expiresAt,
      };
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const familyId = await sessions.familyOfToken(hashToken(refreshToken));
      if (familyId) await sessions.revokeFamily(familyId);
    },

    /**
     * Confirms with a fresh token and starts a session. A used link opened by the signed-in
     * account it belongs to (`callerId`), already confirmed, answers 'already_confirmed';
     * any other used, unknown or expired token is refused.
     */
    async confirmEmail(token: string, ip: string, callerId: string | null) {
      await limiter.enforce([[limits.tokenUsePerIp, ip]], msg.tooManyRequests);
      const tokenHash = hashToken(token);
      const row = await oneTime.consume(tokenHash, 'confirm_email');
      if (!row) {
        const used = callerId ? await oneTime.findUsed(tokenHash, 'confirm_email') : null;
        const owner = used?.userId === callerId && callerId ? await users.findById(callerId) : null;
        if (owner?.mailConfirmed) {
          return { status: 'already_confirmed' as const, message: msg.alreadyConfirmed };
        }
        throw new AppError('invalid_data', msg.tokenInvalid);
      }
      const user = await users.update(row.userId, { mailConfirmed: true });
      if (!user) throw new AppError('invalid_data', msg.tokenInvalid);
      const session = await startSession(user, false);
      return { status: 'confirmed' as const, message: msg.emailConfirmed, session };
    },

    async resendConfirmation(userId: string) {
      await limiter.enforce([[limits.resendPerAccount, userId]], msg.tooManyRequests);
      const user = await users.findById(userId);
      if (!user) throw unauthenticated(msg.sessionExpired);
      if (user.mailConfirmed) return { success: true, message: msg.alreadyConfirmed };
      await sendConfirmation(user);
      return { success: true, message: msg.resendSuccess };
    },

    /** Public resend by email: the same answer whether or not such an account exists. */
    async resendConfirmationByEmail(email: string, ip: string) {
      await limiter.enforce(
        [
          [limits.resetRequestPerIp, ip],
          [limits.resendPerAccount, email],
        ],
        msg.tooManyRequests,
      );
      const user = await users.findByEmail(email);
      if (user && !user.mailConfirmed)
        void sendSafely('confirmation', () => sendConfirmation(user));
      return { success: true, message: msg.resendSuccess };
    },

    /** Same answer, and no extra waiting, whether or not the email has an account. */
    async requestPasswordReset(email: string, ip: string) {
      await limiter.enforce(
        [
          [limits.resetRequestPerIp, ip],
          [limits.resetRequestPerAccount, email],
        ],
        msg.tooManyRequests,
      );
      void sendSafely('reset', async () => {
        const user = await users.findByEmail(email);
        if (!user) return;
        const token = generateToken();
        await oneTime.replace(
          user.id,
          'reset_password',
          hashToken(token),
          RESET_PASSWORD_TTL_SECONDS,
        );
        const url = `${deps.publicUrl}/reset-password/${token}`;
        await mailer.send(resetEmail(user.email, user.name, url, await deps.brand()));
      });
      return { message: msg.resetRequestAccepted };
    },

    async validateResetToken(token: string, ip: string) {
      await limiter.enforce([[limits.tokenUsePerIp, ip]], msg.tooManyRequests);
      if (!(await oneTime.peek(hashToken(token), 'reset_password'))) {
        throw new AppError('invalid_data', msg.tokenInvalid);
      }
      return { message: msg.tokenValid };
    },

    async resetPassword(token: string, newPassword: string, ip: string) {
      await limiter.enforce([[limits.tokenUsePerIp, ip]], msg.tooManyRequests);
      // Check the password first, so a refused password does not burn the link.
      assertAcceptablePassword(newPassword, 'reset');
      const row = await oneTime.consume(hashToken(token), 'reset_password');
      if (!row) throw new AppError('invalid_data', msg.tokenInvalid);
      // Following the link proves the mailbox is theirs; the old access tokens die now.
      const user = await users.setPassword(row.userId, await hashPassword(newPassword), {
        bumpVersion: true,
      });
      if (!user) throw new AppError('invalid_data', msg.tokenInvalid);
      await users.update(user.id, { mailConfirmed: true });
      await sessions.revokeAllForUser(user.id);
      await sendSafely('password changed', async () =>
        mailer.send(passwordChangedEmail(user.email, user.name, await deps.brand())),
      );
      return { message: msg.resetDone };
    },

    async changePassword(
      caller: { userId: string; familyId: string },
      input: { currentPassword: string; newPassword: string },
    ) {
      await limiter.enforce(
        [[limits.changePasswordPerAccount, caller.userId]],
        msg.tooManyRequests,
      );
      const user = await users.findById(caller.userId);
      if (!user) throw unauthenticated(msg.sessionExpired);
      // 400, not 401: a 401 would make the client refresh the session and log out.
      if (!user.passwordHash) throw new AppError('invalid_data', msg.noPasswordYet);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('invalid_data', msg.currentPasswordWrong);
      }
      if (input.newPassword === input.currentPassword) {
        throw new AppError('password_unchanged', msg.passwordUnchanged);
      }
      assertAcceptablePassword(input.newPassword, 'change');
      await users.setPassword(user.id, await hashPassword(input.newPassword), {
        bumpVersion: false,
      });
      await sessions.revokeAllForUser(user.id, caller.familyId);
      await sendSafely('password changed', async () =>
        mailer.send(passwordChangedEmail(user.email, user.name, await deps.brand())),
      );
      return { message: msg.passwordUpdated };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
