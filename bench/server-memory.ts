// Memory of the server as a first `npm start` runs it (apps/server/dist/main.js on a new
// embedded database, which it creates, with the six demo photos): RSS at rest once the demo
// photos are in, the CPU it uses idle (user + system time of the one process: the database
// and the Stripe and Prodigi simulators run inside it) over `idleSeconds`, then after ten
// 24 MP photo uploads by the demo admin, and the peak.
// Runs the server twice in the same run: with glibc's default malloc arenas (the baseline)
// and with the malloc settings `npm start` sets (scripts/server-env.mjs), and prints the ratio.
// Run: npm run build -w @shop/server && npx tsx bench/server-memory.ts [uploads] [idleSeconds]
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverMemoryEnv } from '../scripts/server-env.mjs';

const uploads = Number(process.argv[2] ?? 10);
const idleSeconds = Number(process.argv[3] ?? 60);
const root = path.resolve(import.meta.dirname, '..');
const mainFile = path.join(root, 'apps/server/dist/main.js');
if (!existsSync(mainFile)) throw new Error('Build the server first: npm run build -w @shop/server');
const photo = path.join(tmpdir(), 'shop-bench-24mp.jpg');
if (!existsSync(photo)) execFileSync(process.execPath, ['bench/make-photo.mjs', photo]);
const jpeg = await readFile(photo);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** CPU seconds (user + system) the process has used, from /proc/<pid>/stat. */
async function cpuSecondsOf(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15)
  return ticks / 100; // USER_HZ on Linux
}

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error('server exited');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error('server did not start');
}

async function waitForDemoPhotos(base: string) {
  for (let i = 0; i < 240; i += 1) {
    const res = await fetch(`${base}/api/photos/public?limit=9`);
    if (res.ok && ((await res.json()) as unknown[]).length >= 6) return;
    await sleep(500);
  }
  throw new Error('demo photos did not appear');
}

async function measure(label: string, extraEnv: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-mem-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    ...extraEnv,
  };
  const child = spawn(process.execPath, [mainFile], { cwd: root, env, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', () => undefined);
  try {
    await waitForHealth(base, child);
    // The demo admin's password is printed once on the first start.
    const admin = {
      email: /email:\s+(\S+)/.exec(output)?.[1] ?? '',
      password: /contraseña:\s+(\S+)/.exec(output)?.[1] ?? '',
    };
    await waitForDemoPhotos(base);
    await sleep(5000);
    const idle = await memoryOf(child.pid ?? 0);
    const cpuBefore = await cpuSecondsOf(child.pid ?? 0);
    await sleep(idleSeconds * 1000);
    const idleCpu = ((await cpuSecondsOf(child.pid ?? 0)) - cpuBefore) / idleSeconds;
    const idleAfter = await memoryOf(child.pid ?? 0);
    const signIn = await fetch(`${base}/api/auth/login/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(admin),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    for (let i = 0; i < uploads; i += 1) {
      const form = new FormData();
      form.set('title', `Bench ${i}`);
      form.set('image', new Blob([jpeg], { type: 'image/jpeg' }), 'foto.jpg');
      const res = await fetch(`${base}/api/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
    }
    await sleep(5000);
    const after = await memoryOf(child.pid ?? 0);
    console.log(
      `${label.padEnd(34)} idle ${idle.rss.toFixed(0).padStart(5)} MB (${idleAfter.rss.toFixed(0)} MB after ${idleSeconds} s), CPU ${(idleCpu * 100).toFixed(2)} % of a core   after ${uploads} uploads ${after.rss.toFixed(0).padStart(5)} MB   peak ${after.peak.toFixed(0).padStart(5)} MB`,
    );
    return { idle: idle.rss, after: after.rss, cpu: idleCpu };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `server RSS on PGlite, ${uploads} uploads of a 24 MP JPEG (${(jpeg.length / 1e6).toFixed(1)} MB)`,
);
const baseline = await measure('glibc default arenas (baseline)', {});
const tuned = await measure("npm start's malloc settings", serverMemoryEnv);
console.log(
  `ratio tuned/baseline: idle ${(tuned.idle / baseline.idle).toFixed(2)}, after uploads ${(tuned.after / baseline.after).toFixed(2)}`,
);
