// (d) The visitor's JavaScript on the first view of `/` and of a photo page, in Debian's
// Chromium at 390x844 (a phone): every script the page loads until the network is idle
// (the buy form's chunks included, not the card step's, which load only on 'Ir al pago
// seguro'). Sizes as gzip -9 of each file, the measure of issue 9's figures (the server sends
// a precompressed .br or .gz of each larger file), and the bytes the browser received (brotli).
// Baseline in the same run: the whole app's JavaScript (every chunk in dist), gzip.
// Needs `npm run build` first. Run: npx tsx bench/first-view-js.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server';

const dist = path.resolve('apps/web/dist');
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const gzipOf = (url: string) => gzipSize(path.join(dist, new URL(url).pathname));
const allGzip = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gzipSize(path.join(dist, 'assets', f)), 0);

const server = await startBuiltServer(3111);
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const photos = (await (await fetch(`${server.base}/api/photos/public?limit=1`)).json()) as {
    _id: string;
  }[];
  const pages = { home: '/', photo: `/photo/${photos[0]?._id ?? ''}` };
  const kb = (n: number) => `${(n / 1000).toFixed(2)} kB`;
  for (const [name, url] of Object.entries(pages)) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, string>();
    const received = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (scripts.has(e.requestId)) received.set(e.requestId, e.encodedDataLength);
    });
    await page.goto(`${server.base}${url}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const urls = [...scripts.values()];
    const gzip = urls.reduce((sum, u) => sum + gzipOf(u), 0);
    const onWire = [...received.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${name.padEnd(6)} ${String(urls.length).padStart(2)} scripts: ${kb(gzip)} gzip (${kb(onWire)} received)`,
    );
    for (const u of urls.sort())
      console.log(`         ${kb(gzipOf(u)).padStart(9)}  ${path.basename(u)}`);
    await page.close();
  }
  console.log(`baseline: all of the app's JavaScript, ${kb(allGzip)} gzip`);
  await browser.close();
} finally {
  await server.stop();
}
