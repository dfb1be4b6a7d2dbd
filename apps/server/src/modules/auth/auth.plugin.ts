import fp from 'fastify-plugin';
import { EMAIL_DIGEST_KEY } from '#src/lib/security-events';
import { emailBrand } from '#src/lib/email-layout';
import { createAccessTokens } from './access-tokens';
import { createAuthenticator } from './auth.guard';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createGoogleVerifier } from './google-id-token';
import { createSessionsRepository } from './sessions.repository';

/**
 * Domain: sign-up, sign-in (password, Google), sessions, email confirmation and password
 * reset/change. Reaches accounts only through the users port; provides the authenticator
 * behind every 'user' and 'admin' route.
 */
export const authDomain = fp(
  async (app) => {
    const { config, database } = app;
    const accessTokens = createAccessTokens(app.secrets.root, config.publicUrl);
    const sessions = createSessionsRepository(database.db);
    const accounts = app.userAccounts;
    const identify = createAuthenticator({ accessTokens, accounts, sessions });
    app.accessControl.useAuthenticator(identify);

    const auth = createAuthService({
      db: database.db,
      accounts,
      sessions,
      rateLimiter: app.rateLimiter,
      accessTokens,
      google: config.auth.googleClientId
        ? createGoogleVerifier(config.auth.googleClientId, config.auth.googleJwksUrl)
        : null,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      brand: async () => emailBrand(await app.businessIdentity.current(), config.publicUrl),
      log: app.log,
      emailDigestKey: app.secrets.derive(EMAIL_DIGEST_KEY),
      refreshSuccessorKey: app.secrets.derive('refresh-successor'),
    });
    await app.register(authRoutes, { prefix: '/api', auth, identify });
  },
  {
    name: 'auth',
    dependencies: [
      'site',
      'secrets',
      'config',
      'database',
      'mailer',
      'rate-limiter',
      'access-control',
      'users',
    ],
    fastify: '5.x',
  },
);
