// Fails when the Drizzle schema and the committed migrations disagree: generates into a
// copy of the migrations folder and looks for anything new.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'apps/server/src/db/migrations');
const scratch = mkdtempSync(path.join(tmpdir(), 'migrations-check-'));
cpSync(committed, scratch, { recursive: true });

const list = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
const before = list(scratch);
const result = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts'],
  // drizzle-kit mangles absolute `out` paths, so give it one relative to the repo root.
  {
    cwd: root,
    env: { ...process.env, DRIZZLE_OUT: path.relative(root, scratch) },
    encoding: 'utf8',
  },
);
const after = list(scratch);
rmSync(scratch, { recursive: true, force: true });

// drizzle-kit may exit 0 after an error: require one of its two known outcomes.
const output = `${result.stdout}${result.stderr}`;
const recognised = /No schema changes|Your SQL migration file/.test(output);
if (result.status !== 0 || !recognised) {
  console.error(result.stdout, result.stderr);
  console.error('drizzle-kit generate failed');
  process.exit(1);
}
const added = after.filter((f) => !before.includes(f));
if (added.length > 0) {
  console.error(
    `The schema has changes without a migration (${added.join(', ')}).\n` +
      'Run "npm run db:generate -- --name <what-changed>" and commit the result.',
  );
  process.exit(1);
}
console.log(`Migrations match the schema (${before.length} migration files).`);
