// `npm start`: builds whatever is missing or older than its sources, then serves the shop
// (API, media and the built web app) from one process in production mode.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverMemoryEnv } from './server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function needsBuild(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

const contracts = 'packages/contracts/src';
const targets = [
  {
    workspace: '@shop/web',
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', contracts],
  },
  {
    workspace: '@shop/server',
    output: path.join(root, 'apps/server/dist/main.js'),
    sources: ['apps/server/src', contracts],
  },
];

for (const target of targets) {
  if (!needsBuild(target.output, target.sources)) continue;
  console.log(`Compilando ${target.workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A .env file beside package.json is read by Node itself (see .env.example).
const nodeArgs = ['--enable-source-maps'];
if (existsSync(path.join(root, '.env'))) nodeArgs.push('--env-file=.env');
const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...serverMemoryEnv,
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
