// (a) A 24-megapixel JPEG uploaded through POST /api/photos: time until every derivative
// (AVIF, WebP, JPEG at 4 widths) and the ThumbHash exist, and peak RSS. Baseline in the
// same run: one plain sharp resize of the same file to a 1440 px JPEG.
// The input is made by bench/make-photo.mjs in a child process (kept in the temp folder).
// Run: npx tsx bench/photo-upload.ts [rounds]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { benchApp, multipartBody } from './bench-app';

const rounds = Number(process.argv[2] ?? 3);
const width = 6000;
const height = 4000;

const input = path.join(tmpdir(), 'shop-bench-24mp.jpg');
if (!existsSync(input)) execFileSync(process.execPath, ['bench/make-photo.mjs', input]);
const jpeg = await readFile(input);
console.log(`input: ${width}x${height} JPEG, ${(jpeg.length / 1e6).toFixed(1)} MB`);

const { app, token } = await benchApp();
const baselineTimes: number[] = [];
const uploadTimes: number[] = [];
const rssBefore = process.memoryUsage().rss;
for (let i = 0; i < rounds; i++) {
  let start = performance.now();
  await sharp(jpeg).resize({ width: 1440 }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  baselineTimes.push(performance.now() - start);

  const body = multipartBody({ title: `Bench ${i}` }, jpeg);
  start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  uploadTimes.push(performance.now() - start);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
}
await app.close();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const peakRss = process.resourceUsage().maxRSS / 1024; // kB -> MB
console.log(`rounds: ${rounds}`);
console.log(`baseline (one 1440 px JPEG):       median ${median(baselineTimes).toFixed(0)} ms`);
console.log(
  `upload -> 12 derivatives + hash:   median ${median(uploadTimes).toFixed(0)} ms  (${(median(uploadTimes) / median(baselineTimes)).toFixed(1)}x baseline)`,
);
console.log(
  `peak RSS of the process: ${peakRss.toFixed(0)} MB (RSS before uploads ${(rssBefore / 1e6).toFixed(0)} MB; the request body is held by inject, ${(jpeg.length / 1e6).toFixed(1)} MB)`,
);
