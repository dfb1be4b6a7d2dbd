import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#src/config';
import { resolveSimulatorWebhookSecret } from './payments';

const keys = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('payments configuration', () => {
  it('runs the embedded simulator without keys, and OSS off by default', () => {
    const config = loadConfig({});
    expect(config.stripe).toEqual({ mode: 'embedded' });
    expect(config.vat).toEqual({ ossEnabled: false });
    expect(loadConfig({ OSS_ENABLED: 'true' }).vat.ossEnabled).toBe(true);
  });

  it('takes all three Stripe values together', () => {
    expect(loadConfig(keys).stripe).toEqual({
      mode: 'remote',
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: null,
    });
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: obligatorio con STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET: obligatorio con STRIPE_SECRET_KEY',
    ]);
    expect(problemsOf({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toHaveLength(1);
  });

  it('refuses keys swapped between variables', () => {
    const problems = problemsOf({
      STRIPE_SECRET_KEY: 'pk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'abc',
    });
    expect(problems).toHaveLength(3);
  });
});

describe('the simulator’s webhook secret', () => {
  it('is generated once, private, and the same after a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-payments-'));
    try {
      const first = await resolveSimulatorWebhookSecret(dir);
      expect(first).toMatch(/^whsec_[0-9a-f]{48}$/);
      expect(await resolveSimulatorWebhookSecret(dir)).toBe(first);
      const mode = (await stat(path.join(dir, 'stripe-webhook-secret'))).mode & 0o777;
      expect(mode).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
