import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverFiles = ['src/**/*.test.ts', 'test/**/*.test.ts'];

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
    },
  });
}

export default defineConfig({ test: { projects } });
