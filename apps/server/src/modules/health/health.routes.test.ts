import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HealthResponse } from '@shop/contracts';
import { buildApp } from '#src/app';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { freePort } from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';
import { createTestDatabase } from '#test/test-database';

const ctx = setupTestApp();

/** A second app on its own database, with some settings changed (what is unreachable). */
async function otherApp(change: (config: typeof ctx.config) => typeof ctx.config) {
  const second = await createTestDatabase();
  const database = await second.open();
  const app = await buildApp(change({ ...ctx.config, database: second.config }), { database });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await second.drop();
    },
  };
}

describe('GET /api/health', () => {
  it('answers 200 JSON with each part the shop needs when all of them answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      checks: {
        storage: { status: 'ok', kind: 'disk' },
        jobs: { status: 'ok', overdue: 0 },
        stripe: { status: 'ok', kind: 'simulator' },
        prodigi: { status: 'ok', kind: 'simulator' },
      },
    });
  });

  it('says degraded, and why, when a job has waited for a worker too long', async () => {
    await ctx.app.jobs.declare('health-check-probe');
    await ctx.app.jobs.send(
      'health-check-probe',
      {},
      { startAfter: new Date(Date.now() - 600_000) },
    );
    // Each part is asked at most every few seconds: wait for the next answer.
    let body: HealthResponse | undefined;
    await waitUntil(async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      body = res.json<HealthResponse>();
      return body.status === 'degraded';
    }, 'health to see the overdue job');
    if (!body) throw new Error('no answer');
    expect(body.checks.jobs).toMatchObject({ status: 'down', overdue: 1, workersAlive: 0 });
    expect(body.checks.jobs.reason).toBe('jobs overdue');
    await ctx.database.db.execute(sql`delete from pgboss.job where name = 'health-check-probe'`);
  });

  it('reports an unreachable bucket and provider as down, without failing liveness', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const other = await otherApp((config) => ({
      ...config,
      s3: {
        bucket: 'fotos',
        region: 'us-east-1',
        endpoint: closed,
        forcePathStyle: true,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        publicUrl: `${closed}/fotos`,
      },
      prodigi: { mode: 'remote', apiKey: 'sin-uso', baseUrl: closed, environment: 'sandbox' },
    }));
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      const body = res.json<HealthResponse>();
      expect(body.status).toBe('degraded');
      // Which part and what kind of failure; its message (an address) stays in the log.
      expect(body.checks.storage).toEqual({
        status: 'down',
        kind: 'bucket',
        reason: 'unreachable',
      });
      expect(body.checks.prodigi).toEqual({
        status: 'down',
        kind: 'remote',
        reason: 'unreachable',
      });
      expect(res.body).not.toContain('127.0.0.1');
      expect(body.checks.stripe).toMatchObject({ status: 'ok', kind: 'simulator' });
      expect(res.body).not.toContain('sin-uso');
      expect(res.body).not.toContain('S3RVER');
    } finally {
      await other.close();
    }
  });

  it('answers 503 unavailable when the database is gone', async () => {
    const second = await createTestDatabase();
    const database = await second.open();
    const app = await buildApp({ ...ctx.config, database: second.config }, { database });
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    await second.drop();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'unavailable',
      message: 'La base de datos no responde.',
    });
  });
});

describe('metrics', () => {
  /** The value of one sample line of the Prometheus text, or undefined. */
  const sample = (text: string, line: string) => {
    const found = text.split('\n').find((l) => l.startsWith(`${line} `));
    return found === undefined ? undefined : Number(found.slice(line.length + 1));
  };

  it('are for admins only at /api/admin/metrics', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/metrics' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await signUp(ctx.app);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/metrics',
      headers: bearer(customer.accessToken),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("count requests by route, webhooks by outcome, and read the queues and orders' states", async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const scrape = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/metrics',
        headers: bearer(admin.accessToken),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };
    const health =
      'shop_http_request_duration_seconds_count{method="GET",route="/api/health",status="2xx"}';
    const refusedWebhook = 'shop_webhooks_total{provider="stripe",outcome="refused"}';
    const before = await scrape();
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_forged"}',
    });
    expect(forged.statusCode).toBe(400);
    await ctx.app.jobs.declare('metrics-probe');
    await ctx.app.jobs.send('metrics-probe', {});
    const after = await scrape();
    expect((sample(after, health) ?? 0) - (sample(before, health) ?? 0)).toBe(2);
    expect((sample(after, refusedWebhook) ?? 0) - (sample(before, refusedWebhook) ?? 0)).toBe(1);
    expect(sample(after, 'shop_jobs{queue="metrics-probe",state="created"}')).toBe(1);
    expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(after).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    expect(after).toContain('# TYPE shop_orders gauge');
  });

  it('answer without sign-in on METRICS_ADDRESS, and nothing else there', async () => {
    const port = await freePort();
    const other = await otherApp((config) => ({
      ...config,
      metricsAddress: { host: '127.0.0.1', port },
    }));
    try {
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('# TYPE shop_http_request_duration_seconds histogram');
      const other404 = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(other404.status).toBe(404);
      await other404.body?.cancel();
    } finally {
      await other.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
