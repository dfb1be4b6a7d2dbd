// A process manager stops the server with SIGTERM, and systemd and Docker send it again while
// the server drains: the request in flight must still get its answer (README: 'it finishes
// in-flight requests first'). A real server process, on the embedded database.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '#src/paths';
import { freePort } from '#test/purchase';
import { waitUntil } from '#test/wait';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
});

describe('stopping the server', () => {
  it('ignores a second SIGTERM while it drains: the request in flight gets its answer', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-stop-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')],
      {
        env: {
          // eslint-disable-next-line no-restricted-properties -- the child needs the PATH to run
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          JWT_SECRET: 'stop-test-secret-'.padEnd(40, 'x'),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    cleanup.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    });
    const seen = (text: string, what: string, timeoutMs = 10_000) =>
      waitUntil(
        () => log.includes(text) || child.exitCode !== null,
        () => `${what} (log: ${log.slice(-2000)})`,
        timeoutMs,
      ).then(() => {
        if (!log.includes(text)) throw new Error(`exited (${child.exitCode}) before ${what}`);
      });
    await seen('Sirviendo', 'the server to listen', 120_000);

    // A sign-in whose body is still arriving when the stop begins.
    const body = JSON.stringify({ email: 'nadie@example.com', password: 'Incorrecta#2026' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login/user',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      cleanup.push(async () => req.destroy());
      void seen('"url":"/api/auth/login/user"', 'the request to arrive')
        .then(async () => {
          child.kill('SIGTERM');
          await seen('"msg":"closing"', 'the server to start closing');
          child.kill('SIGTERM');
          await seen('SIGTERM ignorada', 'the second SIGTERM to be ignored');
          req.end(body.slice(10));
        }, reject)
        .catch(reject);
    });

    const { status, body: text } = await answer;
    expect(status).toBe(401);
    expect(JSON.parse(text)).toMatchObject({ error: 'unauthenticated' });
    expect(await exited).toBe(0);
  }, 180_000);
});
