import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Debian's Chromium: nothing here ever downloads a browser.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 3100);
// Workers inherit the environment of the main process: set it once so the server and the
// tests (which read the emails the server writes there) agree on the folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export const e2eAdmin = { email: 'admin@e2e.example.com', password: 'E2e#Admin2026' };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  // The built server, as `npm start` runs it, on a data folder of its own.
  webServer: {
    // An admin for the admin-area tests, made with the real CLI before the server starts.
    command: `npx tsx apps/server/src/cli/create-admin.ts --email ${e2eAdmin.email} --password '${e2eAdmin.password}' && node --enable-source-maps apps/server/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // The tests' own proxy: each test's calls say which visitor they are (e2e/fixtures.ts).
      TRUST_PROXY: '127.0.0.1',
      CONTACT_EMAIL: 'estudio@example.org',
      CONTACT_PHONE: '+34 911 222 333',
      // A shop configured as the README asks before going live: the legal pages name it.
      BUSINESS_LEGAL_NAME: 'Lucía Ferrer Campos',
      BUSINESS_TAX_ID: '12345678Z',
      BUSINESS_ADDRESS: 'Calle del Pez 27, 28004 Madrid',
    },
  },
});
