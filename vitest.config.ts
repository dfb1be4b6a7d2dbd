import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverFiles = ['src/**/*.test.ts', 'test/**/*.test.ts'];
// The server's test files share their worker's modules (isolate: false): each builds its own
// app on its own database (test/test-app.ts), nothing is mocked, and the server keeps no state
// in its modules but caches. Loading fastify, sharp, pg-boss and the domains once per worker
// rather than once per file took the server suite from 310 s to about 190 s on 2 cores.

// Node 25+ has its own global localStorage, which shadows jsdom's in the web tests; turn it
// off there (the flag exists from Node 22 on, and Node 20 has no such global).
const nodeMajor = Number(process.versions.node.split('.')[0]);
const jsdomExecArgv = nodeMajor >= 22 ? ['--no-experimental-webstorage'] : [];

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
  {
    // The Prodigi client, and contract tests against its simulator over real HTTP.
    test: {
      name: 'prodigi',
      root: 'packages/prodigi',
      include: ['src/**/*.test.ts'],
      testTimeout: 20_000,
    },
  },
  {
    // The Stripe simulator, driven by the official SDK over real HTTP.
    test: {
      name: 'stripe-sim',
      root: 'packages/stripe-sim',
      include: ['src/**/*.test.ts'],
      testTimeout: 20_000,
    },
  },
  {
    // Server suite on PGlite. Race tests (*.pg.test.ts) need real connections: see server-pg.
    test: {
      name: 'server',
      root: 'apps/server',
      include: serverFiles,
      exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
      globalSetup: ['./test/global-setup.ts'],
      isolate: false,
    },
  },
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      execArgv: jsdomExecArgv,
      setupFiles: ['./test/setup.ts'],
      // A form filled key by key in jsdom takes 1-2 s alone, and several times that while the
      // other workers hold both cores: the ceiling is for a loaded machine, not a target.
      testTimeout: 15_000,
    },
  },
];

// The same server suite again on the PostgreSQL server, plus the race tests.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'server-pg',
      root: 'apps/server',
      include: [...serverFiles, 'src/**/*.pg.test.ts'],
      // Tests of the embedded database itself (*.pglite.test.ts) run once, in `server`.
      exclude: ['**/*.pglite.test.ts', '**/node_modules/**'],
      env: { TEST_DB: 'postgres' },
      testTimeout: 20_000,
      hookTimeout: 60_000,
      globalSetup: ['./test/global-setup.ts'],
      isolate: false,
    },
  });
}

// Vitest's default is one worker fewer than the CPUs: one worker on a 2-core CI machine. The
// server's files spend much of their time waiting (PostgreSQL, child processes, job polling),
// so three keep both cores busy.
export default defineConfig({ test: { projects, maxWorkers: 3 } });
