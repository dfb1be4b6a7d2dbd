import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { registerErrorHandling } from './lib/error-handler';
import { createMailer, type Mailer } from './lib/mail';
import { createLocalMediaStorage, type MediaStorage } from './lib/media-storage';
import { createLocalOriginalStorage } from './lib/original-storage';
import { createS3Storages } from './lib/s3-storage';
import { registerOpenApi } from './lib/openapi';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerStaticFiles } from './lib/static-files';
import { apiModules } from './modules';
import { createAccessTokens, resolveJwtSecret } from './modules/auth/access-tokens';
import { registerAuthGuards } from './modules/auth/auth.guard';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createGoogleVerifier } from './modules/auth/google-id-token';
import { homePreloadTag } from './modules/photos/home-preload';
import { createPhotosService, type PhotosService } from './modules/photos/photos.service';
import { createUsersService, type UsersService } from './modules/users/users.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    mailer: Mailer;
    media: MediaStorage;
    auth: AuthService;
    users: UsersService;
    photos: PhotosService;
  }
}

export interface BuildAppOptions {
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
}

/**
 * Builds the whole application as one Fastify instance: what tests use through `inject`,
 * and what main.ts listens with. Opens and migrates the database; closing the app closes it.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(config.prettyLogs
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
        : {}),
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    requestTimeout: 120_000,
    // The spec calls /auth/logout/ with a trailing slash; accept both forms everywhere.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase(config.database, {
      onConnectionError: (err) => app.log.warn({ err }, 'database connection lost'),
    }));
  try {
    await database.migrate();
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  app.decorate('config', config);
  app.decorate('database', database);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  const mailer = createMailer(config.mail, app.log);
  const storages = config.s3
    ? createS3Storages(config.s3)
    : {
        media: createLocalMediaStorage(path.join(config.dataDir, 'media')),
        originals: createLocalOriginalStorage(path.join(config.dataDir, 'originals')),
      };
  const { media } = storages;
  const accessTokens = createAccessTokens(
    await resolveJwtSecret(config.auth.jwtSecret, config.dataDir),
    config.publicUrl,
  );
  const google = config.auth.googleClientId
    ? createGoogleVerifier(config.auth.googleClientId, config.auth.googleJwksUrl)
    : null;
  app.decorate('mailer', mailer);
  app.decorate('media', media);
  app.decorate(
    'auth',
    createAuthService({
      db: database.db,
      accessTokens,
      google,
      mailer,
      publicUrl: config.publicUrl,
      siteName: config.site.siteName,
      log: app.log,
    }),
  );
  app.decorate('users', createUsersService({ db: database.db, media }));
  app.decorate(
    'photos',
    createPhotosService({
      db: database.db,
      media,
      originals: storages.originals,
      maxPixels: config.photos.maxPixels,
    }),
  );

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  // HTML and API answers; built assets come precompressed. Brotli 4 is quick per request.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerAuthGuards(app, accessTokens);
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      for (const routes of apiModules) await api.register(routes);
    },
    { prefix: '/api' },
  );
  await registerStaticFiles(app, config, {
    headFor: async (pathname) => (pathname === '/' ? homePreloadTag(app.photos) : ''),
  });

  await app.ready();
  return app;
}
