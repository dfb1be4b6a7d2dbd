// (c) Bytes transferred by the home page's first view at 1440x900 with 9 photos, in
// Debian's Chromium (CDP encodedDataLength), by type. Baseline in the same run: the bytes
// of the 9 originals, what a gallery serving the uploaded files would send.
// Needs `npm run build` first. Run: npx tsx bench/home-weight.ts
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { multipartBody } from './bench-app';

const port = 3210;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-weight-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
};
const admin = { email: 'bench@example.com', password: 'Bench#Fotos2026' };
execFileSync(
  'npx',
  [
    'tsx',
    'apps/server/src/cli/create-admin.ts',
    '--email',
    admin.email,
    '--password',
    admin.password,
  ],
  { env },
);
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { env, stdio: 'inherit' });
try {
  for (let i = 0; i < 60; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const login = await fetch(`${base}/api/auth/login/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };

  let originals = 0;
  for (let i = 0; i < 9; i++) {
    const noise = await sharp({
      create: {
        width: 3000,
        height: 2000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 25 },
      },
    })
      .png()
      .toBuffer();
    const image = await sharp({
      create: {
        width: 3000,
        height: 2000,
        channels: 3,
        background: { r: 40 + i * 20, g: 90, b: 160 - i * 10 },
      },
    })
      .composite([{ input: noise, blend: 'soft-light' }])
      .jpeg({ quality: 90 })
      .toBuffer();
    originals += image.length;
    const body = multipartBody({ title: `Foto ${i + 1}`, price: '45' }, image);
    const res = await fetch(`${base}/api/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': body.contentType },
      body: body.payload,
    });
    if (res.status !== 201) throw new Error(await res.text());
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const bytes: Record<string, number> = {};
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await browser.close();

  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  const images = [...urls.values()].filter((u) => u.includes('/media/'));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`home first view at 1440x900, 9 photos uploaded (3000x2000 JPEG each)`);
  for (const [type, n] of Object.entries(bytes).sort((a, b) => b[1] - a[1]))
    console.log(`  ${type.padEnd(10)} ${kb(n)}`);
  console.log(`  total      ${kb(total)}`);
  console.log(
    `image requests: ${images.length} (${[...new Set(images.map((u) => path.extname(u)))].join(', ')}); any original served: ${images.some((u) => u.includes('original'))}`,
  );
  console.log(
    `baseline, the 9 originals: ${kb(originals)}; first view / baseline = ${(total / originals).toFixed(3)}`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
