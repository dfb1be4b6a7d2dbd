// A 12 MP iPhone-size HEIC (4032 x 3024) uploaded through POST /api/photos: time until the
// photo is ready (every AVIF/WebP/JPEG rendition and the ThumbHash stored), against the same
// picture as JPEG in the same run (the baseline). Three HEIC cases: cold (nothing decoded
// before), and after the admin form's preview of the same file (POST /api/photos/preview,
// what the page asks for a HEIC it cannot draw), which leaves the decode in the cache.
// Also the longest event-loop stall during a cold HEIC upload (the decode runs in a worker).
// Run: npx tsx bench/heic-ready.ts [rounds]
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { clearDecodedHeics } from '../apps/server/src/modules/photos/decoded-heic-cache';
import { benchApp, multipartBody } from './bench-app';
import { cameraPhotos, median, timed } from './camera-photos';

const rounds = Number(process.argv[2] ?? 3);
const files = cameraPhotos();
const jpeg = await readFile(files.jpeg);
const heic = await readFile(files.heic);
console.log(
  `input: 4032x3024, JPEG ${(jpeg.length / 1e6).toFixed(1)} MB, HEIC ${(heic.length / 1e6).toFixed(1)} MB`,
);

const { app, token } = await benchApp();
const headers = (contentType: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': contentType,
});
async function upload(image: Buffer) {
  const body = multipartBody({ title: 'Bench' }, image);
  const res = await app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: headers(body.contentType),
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
}
async function preview(image: Buffer) {
  const body = multipartBody({}, image);
  const res = await app.inject({
    method: 'POST',
    url: '/api/photos/preview',
    headers: headers(body.contentType),
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`preview failed: ${res.statusCode}`);
}

const rows: Record<string, { wall: number[]; cpu: number[] }> = {};
const note = (name: string, t: { wall: number; cpu: number }) => {
  rows[name] ??= { wall: [], cpu: [] };
  rows[name].wall.push(t.wall);
  rows[name].cpu.push(t.cpu);
};
const stalls: number[] = [];
for (let i = 0; i < rounds; i++) {
  note('JPEG upload (baseline)', await timed(() => upload(jpeg)));
  clearDecodedHeics();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  note('HEIC upload, cold', await timed(() => upload(heic)));
  loop.disable();
  stalls.push(loop.max / 1e6);
  clearDecodedHeics();
  note('HEIC preview (480 px)', await timed(() => preview(heic)));
  note('HEIC upload after its preview', await timed(() => upload(heic)));
}
await app.close();

const base = median(rows['JPEG upload (baseline)']?.wall ?? []);
console.log(`rounds: ${rounds} (medians; wall time, and CPU time of all the process's threads)`);
for (const [name, { wall, cpu }] of Object.entries(rows)) {
  console.log(
    `${name.padEnd(32)} ${median(wall).toFixed(0).padStart(6)} ms wall  ${median(cpu).toFixed(0).padStart(6)} ms CPU  ${(median(wall) / base).toFixed(2)}x baseline`,
  );
}
console.log(`longest event-loop stall during a cold HEIC upload: ${median(stalls).toFixed(0)} ms`);
