import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariableNames, loadConfig } from './config';
import { prodigiEnvironmentOf } from './infra/prodigi';

describe('loadConfig', () => {
  it('gives working embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('./data/db'),
    });
    expect(config.webDistDir).toBeNull();
    expect(config.site.contactEmail).toBe('hola@example.com');
  });

  it('links to the port it listens on when only PORT is set', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://tienda.example.com/' }).publicUrl).toBe(
      'https://tienda.example.com',
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/shop' });
  });

  it('treats blank values as unset, as a copied .env.example has them', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', CONTACT_EMAIL: '' });
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
  });

  it('serves the built web app in production only, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(loadConfig({ NODE_ENV: 'production' }, { serveWeb: false }).webDistDir).toBeNull();
  });

  it('refuses to start a production shop on a real database with its simulators', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop',
      JWT_SECRET: 'x'.repeat(32),
    };
    const problems = () => {
      try {
        loadConfig(production);
      } catch (err) {
        return (err as ConfigError).problems;
      }
      return [];
    };
    expect(problems().map((p) => p.split(':')[0])).toEqual([
      'STRIPE_SECRET_KEY',
      'PRODIGI_API_KEY',
    ]);
    expect(loadConfig({ ...production, ALLOW_SIMULATORS: 'true' }).stripe.mode).toBe('embedded');
    const real = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      PRODIGI_API_KEY: 'key',
      PRODIGI_ENV: 'live',
    });
    expect([real.stripe.mode, real.prodigi.mode]).toEqual(['remote', 'remote']);
    // npm start on the embedded database keeps its simulators.
    expect(loadConfig({ NODE_ENV: 'production' }).stripe.mode).toBe('embedded');
  });

  it("says which Prodigi it talks to: the simulator, Prodigi's sandbox or Prodigi's live API", () => {
    const environmentOf = (env: Record<string, string>) =>
      prodigiEnvironmentOf(loadConfig(env).prodigi);
    expect(environmentOf({})).toBe('simulator');
    expect(environmentOf({ PRODIGI_API_KEY: 'key' })).toBe('sandbox');
    expect(environmentOf({ PRODIGI_API_KEY: 'key', PRODIGI_ENV: 'live' })).toBe('live');
    // Live also pointed elsewhere (a simulator standing in for it).
    const elsewhere = { PRODIGI_API_KEY: 'key', PRODIGI_BASE_URL: 'http://127.0.0.1:4010/v4.0' };
    expect(environmentOf({ ...elsewhere, PRODIGI_ENV: 'live' })).toBe('live');
    expect(environmentOf(elsewhere)).toBe('sandbox');
    // Prodigi's live URL under the default PRODIGI_ENV is still live: it bills.
    expect(
      environmentOf({ PRODIGI_API_KEY: 'key', PRODIGI_BASE_URL: 'https://API.prodigi.com/v4.0/' }),
    ).toBe('live');
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x/y', CONTACT_EMAIL: 'no-es-email' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('CONTACT_EMAIL');
  });

  it('reconciles every hour by default, every N minutes, or only on demand with 0', () => {
    expect(loadConfig({}).reconciliation).toEqual({ everyMinutes: 60 });
    expect(loadConfig({ RECONCILIATION_EVERY_MINUTES: '15' }).reconciliation.everyMinutes).toBe(15);
    expect(loadConfig({ RECONCILIATION_EVERY_MINUTES: '0' }).reconciliation.everyMinutes).toBe(0);
    for (const value of ['-1', '1441', '2.5', 'cada hora']) {
      expect(() => loadConfig({ RECONCILIATION_EVERY_MINUTES: value }), value).toThrow(
        /RECONCILIATION_EVERY_MINUTES: (entre 0 \(sin programar\) y 1440 minutos|debe ser un número entero de minutos)/,
      );
    }
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://tienda.example.com/' }).publicUrl).toBe(
      'https://tienda.example.com',
    );
  });
});

describe('TRUST_PROXY', () => {
  const problemsOf = (value: string) => {
    try {
      loadConfig({ TRUST_PROXY: value, PORT: 'abc' });
    } catch (err) {
      return (err as ConfigError).problems;
    }
    return [];
  };

  it('trusts no proxy by default, nor with false or 0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a number of proxy hops', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes a comma-separated list of proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'loopback',
    ]);
  });

  it('refuses true, saying why and what to write, alongside the other problems', () => {
    const problems = problemsOf('true');
    expect(problems.join('\n')).toMatch(/TRUST_PROXY: .*X-Forwarded-For.*TRUST_PROXY=1/);
    expect(problems.join('\n')).toContain('PORT');
  });

  it('refuses entries that are not addresses or CIDRs', () => {
    expect(problemsOf('10.0.0.0/40,proxy.example.com').join('\n')).toMatch(
      /TRUST_PROXY: .*10\.0\.0\.0\/40.*proxy\.example\.com/,
    );
  });
});

describe('configuration documentation', () => {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const documented = (file: string, pattern: RegExp) =>
    new Set(
      [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(pattern)].map((m) => m[1]),
    );

  it('.env.example lists exactly the variables config.ts reads', () => {
    const inExample = documented('.env.example', /^([A-Z][A-Z0-9_]*)=/gm);
    expect([...inExample].sort()).toEqual([...configVariableNames].sort());
  });

  it("the README's configuration table names every variable", () => {
    const inReadme = documented('README.md', /`([A-Z][A-Z0-9_]+)`/g);
    const missing = configVariableNames.filter((name) => !inReadme.has(name));
    expect(missing).toEqual([]);
  });
});

/** What loadConfig refuses in `env`, one problem a line ('' when it takes it). */
function problemsIn(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as ConfigError).problems.join('\n');
  }
  return '';
}

describe('METRICS_ADDRESS', () => {
  const problemsOf = (value: string) => problemsIn({ METRICS_ADDRESS: value });

  it('is off by default and takes an IP address with its port', () => {
    expect(loadConfig({}).metricsAddress).toBeNull();
    expect(loadConfig({ METRICS_ADDRESS: '127.0.0.1:9464' }).metricsAddress).toEqual({
      host: '127.0.0.1',
      port: 9464,
    });
    expect(loadConfig({ METRICS_ADDRESS: '[::1]:9464' }).metricsAddress).toEqual({
      host: '::1',
      port: 9464,
    });
  });

  it('refuses every interface, names and ports out of range, in Spanish', () => {
    expect(problemsOf('0.0.0.0:9464')).toMatch(/^METRICS_ADDRESS: .*dirección local/);
    expect(problemsOf('[::]:9464')).toMatch(/dirección local/);
    for (const everywhere of ['[0:0:0:0:0:0:0:0]:9464', '[::0]:9464', '[::ffff:0.0.0.0]:9464']) {
      expect(problemsOf(everywhere), everywhere).toMatch(/dirección local/);
    }
    expect(problemsOf('203.0.113.7:9464')).toMatch(/ni en una pública/);
    expect(loadConfig({ METRICS_ADDRESS: '10.1.2.3:9464' }).metricsAddress).toEqual({
      host: '10.1.2.3',
      port: 9464,
    });
    expect(problemsOf('metrics.internal:9464')).toMatch(/se espera dirección IP y puerto/);
    expect(problemsOf('127.0.0.1:70000')).toMatch(/se espera dirección IP y puerto/);
    expect(problemsOf('127.0.0.1')).toMatch(/se espera dirección IP y puerto/);
  });
});

describe('STRIPE_API_URL', () => {
  const keys = (secret: string) => ({
    STRIPE_SECRET_KEY: secret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_API_URL: 'http://127.0.0.1:3091',
  });
  const problemsOf = problemsIn;

  it('points test keys at a simulator of its own process', () => {
    const { stripe } = loadConfig(keys('sk_test_x'));
    expect(stripe).toMatchObject({ mode: 'remote', apiUrl: 'http://127.0.0.1:3091' });
    expect(loadConfig({ ...keys('sk_test_x'), STRIPE_API_URL: '' }).stripe).toMatchObject({
      apiUrl: null,
    });
  });

  it('never sends a live key anywhere but Stripe, and needs keys', () => {
    expect(problemsOf(keys('sk_live_x'))).toMatch(/^STRIPE_API_URL: solo con claves de prueba/);
    expect(problemsOf({ STRIPE_API_URL: 'http://127.0.0.1:3091' })).toMatch(
      /STRIPE_SECRET_KEY: obligatorio con STRIPE_API_URL/,
    );
  });
});
