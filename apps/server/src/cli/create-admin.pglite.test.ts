// The embedded database has one writer: the admin CLI run beside a live server must go
// through it, and the account must survive a restart. Real processes, real files.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '#src/paths';

const run = promisify(execFile);
const mainFile = path.join(serverRoot, 'src/main.ts');
const cliFile = path.join(serverRoot, 'src/cli/create-admin.ts');
const admin = { email: 'duena@estudio.example', password: 'Una#Clave2026' };

let dataDir: string;
let port: number;
let env: NodeJS.ProcessEnv;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function startServer(): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], { env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForHealth(server: { child: ChildProcess; output: () => string }) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve(child.exitCode);
      return;
    }
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function signIn() {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, rememberMe: false }),
  });
  return response.status;
}

async function createAdmin() {
  return run(
    process.execPath,
    ['--import', 'tsx', cliFile, '--email', admin.email, '--password', admin.password],
    {
      env,
    },
  );
}

async function modesUnder(dir: string): Promise<{ file: string; mode: number }[]> {
  const entries = await readdir(dir, { recursive: true });
  return Promise.all(
    entries.map(async (entry) => {
      const file = path.join(dir, entry);
      return { file: entry, mode: (await stat(file)).mode & 0o777 };
    }),
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-cli-'));
  port = await freePort();
  env = {
    // eslint-disable-next-line no-restricted-properties -- the child needs the same PATH
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
  };
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('admin:create beside a running server on the embedded database', () => {
  it('goes through the server, and the admin signs in before and after a restart', async () => {
    const first = startServer();
    try {
      await waitForHealth(first);
      const { stdout } = await createAdmin();
      expect(stdout).toContain(`Administrador creado: ${admin.email}`);
      expect(await signIn()).toBe(200);

      // A second server on the same files is refused at once, with a clear message.
      const second = startServer();
      const code = await new Promise<number | null>((resolve) =>
        second.child.once('exit', resolve),
      );
      expect(code).not.toBe(0);
      expect(second.output()).toContain('está abierta por otro proceso');
    } finally {
      expect(await stopServer(first.child)).toBe(0);
    }

    const again = startServer();
    try {
      await waitForHealth(again);
      expect(await signIn()).toBe(200);
    } finally {
      await stopServer(again.child);
    }

    // Without a server the CLI opens the files itself (and updates the same account).
    const { stdout } = await createAdmin();
    expect(stdout).toContain('ahora es administradora');
  }, 180_000);

  it('leaves DATA_DIR readable by the owner only', async () => {
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, 'db'))).mode & 0o777).toBe(0o700);
    const modes = await modesUnder(dataDir);
    expect(modes.length).toBeGreaterThan(10);
    // PGlite creates its files 0666 whatever the umask; its folder (0700, checked above)
    // keeps others out, and the files that existed at the last open were tightened.
    const open = modes.filter(({ mode }) => (mode & 0o077) !== 0);
    expect(open.filter(({ file }) => !file.startsWith(`db${path.sep}`))).toEqual([]);
    expect(open.length).toBeLessThan(modes.length / 10);
  });
});
