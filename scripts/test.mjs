// `npm test`: every test. Vitest (contracts, server on PGlite, server again on PostgreSQL
// when TEST_DATABASE_URL is set, web), then the browser tests on Debian's Chromium against
// the built server. Without Chromium the browser tests are skipped, loudly. Ends with one
// plain line that sums both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = path.resolve('test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

const started = Date.now();
const run = (command, args, env = {}) => {
  const at = Date.now();
  const status =
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  console.log(`(${command} ${args[0]}: ${Math.round((Date.now() - at) / 1000)} s)`);
  return status;
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

function finish(status) {
  console.log(
    `\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped ` +
      `(${Math.round((Date.now() - started) / 1000)} s)`,
  );
  process.exit(status);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
}
const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (vitestStatus !== 0) totals.failed += 1;
if (vitestStatus !== 0) finish(vitestStatus);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!! BROWSER TESTS SKIPPED: no Chromium at ${chromium}.\n` +
      '!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH.\n' +
      `${bar}\n`,
  );
  finish(0);
}

const buildStatus = run('npm', ['run', 'build']);
if (buildStatus !== 0) finish(buildStatus);
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const e2eReport = path.join(reports, 'e2e.json');
const e2eStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
  CHROMIUM_PATH: chromium,
  E2E_DATA_DIR: dataDir,
  PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
});
rmSync(dataDir, { recursive: true, force: true });
const e2e = readJson(e2eReport);
if (e2e) {
  totals.passed += e2e.stats.expected + e2e.stats.flaky;
  totals.failed += e2e.stats.unexpected;
  totals.skipped += e2e.stats.skipped;
} else if (e2eStatus !== 0) totals.failed += 1;
finish(e2eStatus);
