// `redocly lint` of docs/openapi.json under the rules in redocly.yaml (recommended, two off
// with their reasons), run by `npm run openapi:check`. Nothing goes over the network: the
// usage data and the update check are off (REDOCLY_TELEMETRY, REDOCLY_SUPPRESS_NOTIFICATIONS).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

const result = spawnSync(
  process.execPath,
  [cli, 'lint', 'docs/openapi.json', '--config', 'redocly.yaml'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    },
  },
);
process.exit(result.status ?? 1);
