// (b) GET /api/photos/public?limit=9 (9 photos, real app on PGlite) against a bare Fastify
// route answering a constant JSON of the same size, measured with autocannon in one run.
// Run: npx tsx bench/public-photos.ts [seconds]
import autocannon from 'autocannon';
import Fastify from 'fastify';
import sharp from 'sharp';
import { benchApp, multipartBody } from './bench-app';

const seconds = Number(process.argv[2] ?? 10);
const { app, token } = await benchApp();
const image = await sharp({
  create: { width: 2400, height: 1600, channels: 3, background: '#557799' },
})
  .jpeg()
  .toBuffer();
for (let i = 0; i < 9; i++) {
  const body = multipartBody({ title: `Foto ${i}`, price: '40' }, image);
  const res = await app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
}
const sample = (await app.inject({ method: 'GET', url: '/api/photos/public?limit=9' })).body;
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async (_req, reply) => reply.type('application/json').send(sample));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { address: () => unknown }) => {
  const address = server.address() as { port?: number } | null;
  return address?.port ?? 0;
};
async function run(url: string) {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const bareResult = await run(`http://127.0.0.1:${port(bare.server)}/bare`);
const appResult = await run(`http://127.0.0.1:${port(app.server)}/api/photos/public?limit=9`);
console.log(`response size: ${sample.length} bytes; ${seconds} s per target, 10 connections`);
console.log(
  `bare Fastify route:      ${bareResult.rps.toFixed(0)} req/s, p50 ${bareResult.p50} ms, p99 ${bareResult.p99} ms, errors ${bareResult.errors}`,
);
console.log(
  `/api/photos/public?limit=9: ${appResult.rps.toFixed(0)} req/s, p50 ${appResult.p50} ms, p99 ${appResult.p99} ms, errors ${appResult.errors}`,
);
console.log(`ratio (app / bare): ${(appResult.rps / bareResult.rps).toFixed(2)}`);
await app.close();
await bare.close();
