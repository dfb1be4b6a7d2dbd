import { createServer, type Server } from 'node:http';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { checkoutApi } from '@shop/contracts';

export interface Metrics {
  /** The Prometheus text of every metric of this process. */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** One lookup in a named in-memory cache. */
  cacheLookup(cache: string, result: 'hit' | 'miss'): void;
  /** A gauge a domain reads from its own data at each scrape (one reading per label set). */
  gauge(spec: {
    name: string;
    help: string;
    labelNames: string[];
    read: () => Promise<GaugeReading[]>;
  }): void;
}

export interface GaugeReading {
  labels: Record<string, string>;
  value: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Infrastructure: Prometheus metrics of this process (and the shop's state at scrape). */
    metrics: Metrics;
  }
}

/** Providers' calls into the shop, by their route: what a webhook's answer says of it. */
const WEBHOOKS = new Map([
  [`/api${checkoutApi.paymentsWebhook}`, 'stripe'],
  [`/api${checkoutApi.prodigiCallback}`, 'prodigi'],
]);

/**
 * The process's own figures (memory, CPU, event loop, GC), collected once per process: each
 * collection keeps observers running, and tests build many apps in one process.
 */
let processRegistry: Registry | null = null;
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const outcomeOf = (status: number) =>
  status < 300 ? 'accepted' : status < 500 ? 'refused' : 'failed';

/**
 * Request rates and latencies by route, webhook outcomes, cache lookups and the process's
 * memory, counted here; gauges the domains read from the database at each scrape (jobs by
 * queue and state, orders by status: the same for every process on one database). Served to admins at
 * GET /api/admin/metrics and, with METRICS_ADDRESS, without sign-in on that local address.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    const requests = new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer a request, by route (its pattern) and status class.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    });
    const webhooks = new Counter({
      name: 'shop_webhooks_total',
      help: "Providers' webhook calls by provider and outcome (accepted, refused, failed).",
      labelNames: ['provider', 'outcome'],
      registers: [registry],
    });
    const cacheLookups = new Counter({
      name: 'shop_cache_lookups_total',
      help: 'Lookups in in-memory caches, by cache and result (hit, miss).',
      labelNames: ['cache', 'result'],
      registers: [registry],
    });
    /** A gauge that cannot be read shows nothing rather than fail the whole scrape. */
    const gauge: Metrics['gauge'] = ({ name, help, labelNames, read }) => {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          try {
            for (const { labels, value } of await read()) this.set(labels, value);
          } catch (err) {
            app.log.warn({ err, gauge: name }, 'metrics: a gauge could not be read');
          }
        },
      });
    };

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === undefined) return;
      const status = reply.statusCode;
      requests.observe(
        { method: request.method, route, status: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      const provider = WEBHOOKS.get(route);
      if (provider) webhooks.inc({ provider, outcome: outcomeOf(status) });
    });

    const metrics: Metrics = {
      // Merged at each scrape: domains add their gauges after this plugin.
      async scrape() {
        const scraped = Registry.merge([processMetrics(), registry]);
        return { contentType: scraped.contentType, body: await scraped.metrics() };
      },
      cacheLookup: (cache, result) => cacheLookups.inc({ cache, result }),
      gauge,
    };
    app.decorate('metrics', metrics);

    const address = app.config.metricsAddress;
    if (address) {
      const server = await listenForScrapes(metrics, address, (err) =>
        app.log.error({ err }, 'metrics: scrape failed'),
      );
      app.log.info(`métricas en http://${address.host}:${address.port}/metrics`);
      app.addHook('onClose', () => new Promise<void>((done) => server.close(() => done())));
    }
  },
  { name: 'metrics', dependencies: ['config', 'database'], fastify: '5.x' },
);

/** A bare HTTP listener on a local address that answers GET /metrics and nothing else. */
function listenForScrapes(
  metrics: Metrics,
  address: { host: string; port: number },
  onError: (err: unknown) => void,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (err: unknown) => {
        onError(err);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve(server));
  });
}
