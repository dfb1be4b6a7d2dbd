import { describe, expect, it } from 'vitest';
import { createHealthChecks, type HealthProbes } from './health.checks';

const figures = { workersAlive: 1, overdue: 0, failedLastDay: 0 };

function probes(overrides: Partial<HealthProbes> = {}) {
  const down: { part: string; err: unknown }[] = [];
  const calls = { storage: 0 };
  const all: HealthProbes = {
    storage: {
      kind: 'bucket',
      ping: () => {
        calls.storage++;
        return Promise.resolve();
      },
    },
    jobs: () => Promise.resolve(figures),
    providers: { stripe: null, prodigi: null },
    reach: () => Promise.resolve(),
    onDown: (part, err) => down.push({ part, err }),
    ...overrides,
  };
  return { all, down, calls };
}

describe('the health checks', () => {
  it('count a part that does not answer in time as down, without waiting for it', async () => {
    const { all, down } = probes({
      storage: { kind: 'bucket', ping: () => new Promise<void>(() => undefined) },
    });
    const started = Date.now();
    const { status, checks } = await createHealthChecks(all)();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(status).toBe('degraded');
    expect(checks.storage).toEqual({ status: 'down', kind: 'bucket', reason: 'timeout' });
    expect(checks.jobs.status).toBe('ok');
    expect(down.map((d) => d.part)).toEqual(['storage']);
  });

  it("say only the kind of failure; its message goes to the log's side", async () => {
    const secret = new Error('connect ECONNREFUSED 10.0.3.4:9000');
    const { all, down } = probes({
      providers: { stripe: 'https://api.stripe.com', prodigi: null },
      reach: () => Promise.reject(secret),
    });
    const { checks } = await createHealthChecks(all)();
    expect(checks.stripe).toEqual({ status: 'down', kind: 'remote', reason: 'unreachable' });
    expect(JSON.stringify(checks)).not.toContain('10.0.3.4');
    expect(down).toEqual([{ part: 'stripe', err: secret }]);
  });

  it('ask the storage at most every few seconds', async () => {
    const { all, calls } = probes();
    const checks = createHealthChecks(all);
    await Promise.all([checks(), checks(), checks()]);
    await checks();
    expect(calls.storage).toBe(1);
  });
});
