// A production server on a real database must not take customers' money into a simulator.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '#src/paths';

const run = promisify(execFile);

describe('starting in production', () => {
  it('stops with a clear message when Stripe and Prodigi keys are missing', async () => {
    const env = {
      // eslint-disable-next-line no-restricted-properties -- the child needs the PATH to run
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // Never reached: the configuration is refused before any connection.
      DATABASE_URL: 'postgres://tienda@127.0.0.1:1/tienda',
      JWT_SECRET: 'x'.repeat(40),
    };
    const failure = await run(
      process.execPath,
      ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')],
      { env, timeout: 60_000 },
    ).then(
      () => null,
      (err: unknown) => err as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('STRIPE_SECRET_KEY: obligatorio en producción');
    expect(failure?.stderr).toContain('PRODIGI_API_KEY: obligatorio en producción');
    expect(failure?.stderr).toContain('ALLOW_SIMULATORS=true');
  }, 90_000);
});
