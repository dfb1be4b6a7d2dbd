// npm run openapi        writes docs/openapi.json from the routes' zod contracts
// npm run openapi:check  fails when docs/openapi.json differs from what the code describes
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#src/app';
import { loadConfig } from '#src/config';
import { repoRoot } from '#src/paths';

const documentPath = path.join(repoRoot, 'docs/openapi.json');

async function describeApi(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-openapi-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const app = await buildApp(config);
    try {
      return `${JSON.stringify(app.swagger(), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const check = process.argv.includes('--check');
  const current = await describeApi();
  if (!check) {
    await writeFile(documentPath, current);
    console.log(`OpenAPI written to ${path.relative(repoRoot, documentPath)}`);
    return;
  }
  const committed = await readFile(documentPath, 'utf8').catch(() => '');
  if (committed !== current) {
    console.error(
      "docs/openapi.json does not match the routes' contracts.\n" +
        'Run "npm run openapi" and commit the result.',
    );
    process.exit(1);
  }
  console.log('OpenAPI document matches the contracts.');
}

await main();
