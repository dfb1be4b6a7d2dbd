import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { registerErrorHandling } from './lib/error-handler';
import { registerOpenApi } from './lib/openapi';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerStaticFiles } from './lib/static-files';
import { apiModules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
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

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      for (const routes of apiModules) await api.register(routes);
    },
    { prefix: '/api' },
  );
  await registerStaticFiles(app, config);

  await app.ready();
  return app;
}
