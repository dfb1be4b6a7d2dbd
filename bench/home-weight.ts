// (c) Bytes transferred by the home page's first view at 1440x900 with 9 photos, in
// Debian's Chromium (CDP encodedDataLength), by type. Baseline in the same run: the bytes
// of the 9 originals, what a gallery serving the uploaded files would send.
// Needs `npm run build` first. Run: npx tsx bench/home-weight.ts
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server';

const server = await startBuiltServer(3110);
const { base, originals } = server;
try {
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
  await server.stop();
}
