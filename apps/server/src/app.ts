import { secretsPlugin } from './infra/secrets';
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { accessControlPlugin } from './infra/access-control';
import { changeNotifierPlugin } from './infra/change-notifier';
import { configPlugin } from './infra/config';
import { databasePlugin } from './infra/database';
import { httpPlugin } from './infra/http';
import { isInternalRequest } from './infra/internal-api';
import { jobsPlugin } from './infra/jobs';
import { mailerPlugin } from './infra/mailer';
import { metricsPlugin } from './infra/metrics';
import { openApiPlugin } from './infra/openapi';
import { paymentsPlugin } from './infra/payments';
import { pageHeadPlugin } from './infra/page-head';
import { prodigiPlugin } from './infra/prodigi';
import { rateLimiterPlugin } from './infra/rate-limiter';
import { sitemapPlugin } from './infra/sitemap';
import { staticFilesPlugin } from './infra/static-files';
import { storagePlugin } from './infra/storage';
import { clientAddressDecorator, proxyTrust } from './lib/trust-proxy';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors';
import { createUrlRedactor, requestSerializer, serializeError } from './lib/log-serializers';
import { domains } from './modules';
import { paidOrderWorkflow } from './workflows/paid-order';
import { ordersDeskWorkflow } from './workflows/orders-desk/orders-desk.plugin';
import { buyerOrdersWorkflow } from './workflows/buyer-orders/buyer-orders.plugin';
import { providerOrdersWorkflow } from './workflows/provider-orders/provider-orders.plugin';
import { reconciliationWorkflow } from './workflows/reconciliation/reconciliation.plugin';
import { salesOverviewWorkflow } from './workflows/sales-overview/sales-overview.plugin';

export interface BuildAppOptions {
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
}

/**
 * Builds the whole application as one Fastify instance: what tests use through `inject`,
 * and what main.ts listens with. Infrastructure, then domains, then the static shell; each
 * plugin declares what it needs (docs/decisions/006-domain-plugins.md).
 */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // Routes with a token in their path teach the request serializer what to hide.
  const urls = createUrlRedactor();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Never a value a person sent: no query parameters of database errors, no tokens.
      serializers: { err: serializeError, req: requestSerializer(urls) },
      ...(options.logStream ? { stream: options.logStream } : {}),
      ...(config.prettyLogs && !options.logStream
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
        : {}),
    },
    // The page render's own API calls (infra/internal-api.ts) are part of the page's line.
    logController: new LogController({ disableRequestLogging: isInternalRequest }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // For X-Forwarded-Proto and -Host only: the client's address is request.clientAddress.
    trustProxy: config.trustProxy === false ? false : proxyTrust(config.trustProxy),
    requestTimeout: 120_000,
    // The embedded database's first start (creating it, then migrating) outlasts Fastify's
    // 10 s on a slow or busy machine.
    pluginTimeout: 60_000,
    // Logout is called as /auth/logout/ (docs/rules/accounts.md#session-state) and documented
    // without the slash (decision 036): accept both.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // The router's and the HTTP parser's refusals, in the shop's error shape.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Who the client is, read from X-Forwarded-For here: Fastify's request.ip takes any value
  // there for an address (lib/trust-proxy.ts).
  app.decorateRequest('clientAddress', clientAddressDecorator(config.trustProxy));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => urls.learn(route.url));

  // Infrastructure
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database: options.database });
  await app.register(secretsPlugin);
  await app.register(metricsPlugin);
  await app.register(changeNotifierPlugin);
  await app.register(jobsPlugin);
  await app.register(httpPlugin);
  await app.register(mailerPlugin);
  await app.register(prodigiPlugin);
  await app.register(paymentsPlugin);
  await app.register(storagePlugin);
  await app.register(rateLimiterPlugin);
  await app.register(accessControlPlugin);
  await app.register(openApiPlugin);
  await app.register(pageHeadPlugin);
  await app.register(sitemapPlugin);
  // Domains
  for (const domain of domains) await app.register(domain);
  // Workflows: flows across domains, after the domains whose ports they call
  await app.register(paidOrderWorkflow);
  await app.register(providerOrdersWorkflow);
  await app.register(ordersDeskWorkflow);
  await app.register(salesOverviewWorkflow);
  await app.register(reconciliationWorkflow);
  await app.register(buyerOrdersWorkflow);
  // The web shell and media, with the 404 answers
  await app.register(staticFilesPlugin);

  await app.ready();
  return app;
}
