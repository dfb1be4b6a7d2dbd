// Anonymous server-rendered pages from memory (docs/decisions/029-page-cache-and-idle.md):
// the built server as `npm start` runs it (9 photos uploaded through the API), measured with
// autocannon in one run, as a browser asks (Accept-Encoding: br): a static file (the built
// stylesheet, precompressed) as the baseline; the home and a photo page as an anonymous
// visitor gets them (cached); and the same pages with a cookie, which are rendered for the
// request (the uncached render, a second baseline).
// Run: npm run build && npx tsx bench/page-cache.ts [seconds] [port]
import { readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from './built-server';

const seconds = Number(process.argv[2] ?? 10);
const port = Number(process.argv[3] ?? 3217);
const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
const css = readdirSync(assets).find((f) => f.endsWith('.css'));
if (!css) throw new Error('Build the web app first: npm run build');

const server = await startBuiltServer(port);
const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
try {
  const list = (await (await fetch(`${server.base}/api/photos/public?limit=9`)).json()) as {
    _id: string;
  }[];
  const photo = `/photo/${list[0]?._id ?? ''}`;
  // Uploads finish their work in the background, and each change clears the pages: wait
  // until the home page has stayed the same for 3 s.
  const etagOf = async (url: string) =>
    (await fetch(`${server.base}${url}`, { headers: browser })).headers.get('etag');
  for (let last = await etagOf('/'), i = 0; i < 40; i++) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const now = await etagOf('/');
    if (now === last) break;
    last = now;
  }

  // The cached answer is the uncached one: same bytes, same headers (but the request id).
  for (const url of ['/', photo]) {
    const [fresh, cached] = await Promise.all([
      fetch(`${server.base}${url}`, { headers: { ...browser, cookie: 'bench=1' } }),
      fetch(`${server.base}${url}`, { headers: browser }).then(() =>
        fetch(`${server.base}${url}`, { headers: browser }),
      ),
    ]);
    const a = await fresh.text();
    const b = await cached.text();
    if (
      fresh.status !== 200 ||
      a !== b ||
      fresh.headers.get('etag') !== cached.headers.get('etag')
    ) {
      throw new Error(`${url}: the cached page is not the rendered one`);
    }
  }

  async function run(url: string, headers: Record<string, string> = {}) {
    const result = await autocannon({
      url: `${server.base}${url}`,
      headers: { ...browser, ...headers },
      connections: 10,
      duration: seconds,
    });
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      bytes: result.throughput.average / Math.max(result.requests.average, 1),
    };
  }

  const targets: [string, string, Record<string, string>?][] = [
    ['static file (stylesheet, .br)', `/assets/${css}`],
    ['home, anonymous (cached)', '/'],
    ['photo page, anonymous (cached)', photo],
    ['home, with a cookie (rendered)', '/', { cookie: 'bench=1' }],
    ['photo page, with a cookie (rendered)', photo, { cookie: 'bench=1' }],
  ];
  const results = [];
  for (const [label, url, headers] of targets)
    results.push({ label, ...(await run(url, headers)) });
  const base = results[0]?.rps ?? 1;
  console.log(`${seconds} s per target, 10 connections, Accept-Encoding: br`);
  for (const r of results) {
    console.log(
      `${r.label.padEnd(38)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  ${(r.bytes / 1024).toFixed(1).padStart(5)} KB/answer  ${(r.rps / base).toFixed(2)} of static  errors ${r.errors}`,
    );
  }
  const [, home, page, homeRendered, pageRendered] = results;
  if (home && page && homeRendered && pageRendered) {
    console.log(
      `cached / rendered: home ${(home.rps / homeRendered.rps).toFixed(1)}x, photo ${(page.rps / pageRendered.rps).toFixed(1)}x`,
    );
  }
} finally {
  await server.stop();
}
