import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenResponseSchema,
  accountMessages as msg,
  changePasswordBodySchema,
  confirmEmailParamsSchema,
  confirmEmailResponseSchema,
  emailBodySchema,
  errorBodySchema,
  googleSignInBodySchema,
  messageResponseSchema,
  resendResponseSchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  tokenParamsSchema,
} from '@shop/contracts';
import { AppError } from '#src/lib/errors';
import { callerOf, type Authenticator } from '#src/infra/access-control';
import type { AuthService, IssuedSession } from './auth.service';
import { refreshCookieName } from '#src/lib/session-cookie';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };
const tags = ['auth'];

/**
 * The refresh cookie: HttpOnly, SameSite=Strict, scoped to /api/auth (refresh and logout
 * only), Secure with the __Secure- prefix where the browser allows it. Persistent only with
 * 'Remember me'; otherwise it ends with the browser session.
 */
export const refreshCookiePath = '/api/auth';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  /** Who is calling, when a public route wants to know (throws without a valid session). */
  identify: Authenticator;
}> = async (app, { auth, identify }) => {
  const secure = app.config.auth.secureCookies;
  const cookieName = refreshCookieName(secure);
  const publicOrigin = new URL(app.config.publicUrl).origin;

  const setSessionCookie = (reply: FastifyReply, session: Omit<IssuedSession, 'accessToken'>) =>
    reply.setCookie(cookieName, session.refreshToken, {
      path: refreshCookiePath,
      httpOnly: true,
      secure,
      sameSite: 'strict',
      ...(session.persistent ? { expires: session.expiresAt } : {}),
    });
  const clearSessionCookie = (reply: FastifyReply) =>
    reply.clearCookie(cookieName, {
      path: refreshCookiePath,
      httpOnly: true,
      secure,
      sameSite: 'strict',
    });

  /**
   * Cookie-authenticated calls come from our own origin only: a page on a sibling subdomain
   * is `same-site` and may not rotate or end a session. Fetch Metadata first, then Origin.
   */
  const assertSameOrigin = (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') {
      if (site !== 'same-origin' && site !== 'none') {
        throw new AppError('not_allowed', msg.crossSiteRefused);
      }
      return;
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== publicOrigin) {
      throw new AppError('not_allowed', msg.crossSiteRefused);
    }
  };

  app.post(
    '/auth/signup/user',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Creates an account, sends its confirmation email and signs it in',
        body: signUpBodySchema,
        response: { 201: signUpResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.signUp(request.body, request.clientAddress);
      setSessionCookie(reply, session);
      return reply.code(201).send({
        status: 'success' as const,
        accessToken: session.accessToken,
        message: msg.signUpSuccess,
      });
    },
  );

  app.post(
    '/auth/login/user',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Signs in with email and password: an access token, and the refresh cookie',
        body: signInBodySchema,
        response: { 200: accessTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.signIn(request.body, request);
      setSessionCookie(reply, session);
      return { accessToken: session.accessToken };
    },
  );

  app.post(
    '/auth/google/user',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Signs in (or up) with a Google ID token',
        body: googleSignInBodySchema,
        response: { 200: accessTokenResponseSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.signInWithGoogle(request.body.token, request);
      setSessionCookie(reply, session);
      return { accessToken: session.accessToken };
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A new access token for the refresh cookie (rotated on each use)',
        response: { 200: accessTokenResponseSchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      try {
        const session = await auth.refresh(request.cookies[cookieName], request);
        setSessionCookie(reply, session);
        return { accessToken: session.accessToken };
      } catch (err) {
        clearSessionCookie(reply);
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Ends the session of the refresh cookie and clears it (also served at /api/auth/logout/)',
        response: { 204: z.null(), 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      await auth.logout(request.cookies[cookieName]);
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/confirm-email/:type/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Confirms the account's email with the link's token",
        params: confirmEmailParamsSchema,
        response: { 200: confirmEmailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Public: a signed-in caller is only read to recognise its own, already used link.
      const caller = await identify(request).catch(() => null);
      const result = await auth.confirmEmail(
        request.params.token,
        request.clientAddress,
        caller?.id ?? null,
      );
      void reply.header('cache-control', 'no-store');
      if (result.status === 'already_confirmed') {
        return { status: result.status, message: result.message };
      }
      setSessionCookie(reply, result.session);
      return { message: result.message, accessToken: result.session.accessToken };
    },
  );

  app.post(
    '/auth/send-confirmation-email/user',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sends the confirmation email again to an unconfirmed address',
        body: emailBodySchema,
        response: { 200: resendResponseSchema, ...errors },
      },
    },
    async (request) => auth.resendConfirmationByEmail(request.body.email, request.clientAddress),
  );

  app.post(
    '/auth/resend-confirmation',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Sends the signed-in caller's confirmation email again",
        body: z.object({ email: z.string().optional() }).optional(),
        response: { 200: resendResponseSchema, ...errors },
      },
    },
    async (request) => auth.resendConfirmation(callerOf(request).id),
  );

  app.post(
    '/auth/request-password-reset/user',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Emails a password reset link (the same answer whether the address has an account or not)',
        body: emailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => auth.requestPasswordReset(request.body.email, request.clientAddress),
  );

  app.get(
    '/auth/validate-reset-token/user/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether a password reset link can still be used',
        params: tokenParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return auth.validateResetToken(request.params.token, request.clientAddress);
    },
  );

  app.post(
    '/auth/reset-password/user/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sets a new password with a reset link; every session of the account ends',
        params: tokenParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      auth.resetPassword(request.params.token, request.body.newPassword, request.clientAddress),
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Changes the caller's password with the current one; other sessions end",
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return auth.changePassword({ userId: caller.id, familyId: caller.familyId }, request.body);
    },
  );
};
