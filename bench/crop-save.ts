// Saving a print-asset crop (POST …/variants/{id}/asset, as the admin's crop modal sends it):
// a 2016 x 3024 portrait crop of a 12 MP original rendered to a 16 x 24 in print file
// (4800 x 7200, the product's recommended pixels), with the browser's preview JPEG of that
// size. The original as JPEG is the baseline; as HEIC, cold (its first crop decodes it),
// warm (the next crops of the same photo find the decode in the cache), and as the admin
// meets it: the modal's opening asks the server to decode the original (POST …/prepare),
// and the crop is saved once framed (FRAMING_MS later; the save alone is timed).
// Run: npx tsx bench/crop-save.ts [rounds]
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { clearDecodedHeics } from '../apps/server/src/modules/photos/decoded-heic-cache';
import { benchApp, multipartBody } from './bench-app';
import { cameraPhotos, median, timed } from './camera-photos';

const rounds = Number(process.argv[2] ?? 3);
/** How long after the modal opens the crop is saved: choosing a frame takes an admin longer. */
const FRAMING_MS = 3000;
const files = cameraPhotos();
const { app, token } = await benchApp();
const auth = { authorization: `Bearer ${token}` };

const product = (
  await app.inject({
    method: 'POST',
    url: '/api/prodigi/catalog',
    headers: auth,
    payload: {
      sku: 'GLOBAL-FAP-16X24',
      name: 'Lámina 16×24',
      productDimensions: { width: 16, height: 24, units: 'in' },
      printAreaPixels: { width: 4800, height: 7200 },
    },
  })
).json<{ _id: string }>();

/** The photo uploaded, and one variant of the 16 x 24 print. */
async function photoWithVariant(file: string) {
  const body = multipartBody({ title: 'Bench' }, await readFile(file));
  const photo = await app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { ...auth, 'content-type': body.contentType },
    payload: body.payload,
  });
  const photoId = photo.json<{ _id: string }>()._id;
  const variant = await app.inject({
    method: 'POST',
    url: `/api/prodigi/admin/photos/${photoId}/variants`,
    headers: auth,
    payload: { catalogProductId: product._id },
  });
  return { photoId, variantId: variant.json<{ id: string }>().id };
}

// What the modal sends as its preview: the crop of the 2048 px derivative drawn at 4800 x 7200.
const browserJpeg = await sharp(files.jpeg)
  .resize(2048)
  .extract({ left: 512, top: 0, width: 1024, height: 1536 })
  .resize(4800, 7200)
  .jpeg({ quality: 95 })
  .toBuffer();

function cropForm() {
  const boundary = '----crop' + Date.now().toString(16);
  const fields = {
    cropX: '1008',
    cropY: '0',
    cropWidth: '2016',
    cropHeight: '3024',
    rotation: '0',
    outputWidth: '4800',
    outputHeight: '7200',
  };
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="asset"; filename="asset.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      browserJpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function saveCrop(target: { photoId: string; variantId: string }) {
  const form = cropForm();
  const res = await app.inject({
    method: 'POST',
    url: `/api/prodigi/admin/photos/${target.photoId}/variants/${target.variantId}/asset`,
    headers: { ...auth, 'content-type': form.contentType },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`crop failed: ${res.statusCode} ${res.body}`);
}

const fromJpeg = await photoWithVariant(files.jpeg);
const fromHeic = await photoWithVariant(files.heic);
const rows: Record<string, { wall: number[]; cpu: number[] }> = {};
const note = (name: string, t: { wall: number; cpu: number }) => {
  rows[name] ??= { wall: [], cpu: [] };
  rows[name].wall.push(t.wall);
  rows[name].cpu.push(t.cpu);
};
for (let i = 0; i < rounds; i++) {
  note('crop of the JPEG (baseline)', await timed(() => saveCrop(fromJpeg)));
  clearDecodedHeics();
  note('crop of the HEIC, cold', await timed(() => saveCrop(fromHeic)));
  note('crop of the HEIC, next one', await timed(() => saveCrop(fromHeic)));
  clearDecodedHeics();
  const opened = await app.inject({
    method: 'POST',
    url: `/api/photos/${fromHeic.photoId}/prepare`,
    headers: auth,
  });
  if (opened.statusCode !== 202) throw new Error(`prepare failed: ${opened.statusCode}`);
  await new Promise((resolve) => setTimeout(resolve, FRAMING_MS));
  note('HEIC, modal opened 3 s before', await timed(() => saveCrop(fromHeic)));
}
await app.close();

const base = median(rows['crop of the JPEG (baseline)']?.wall ?? []);
console.log(`rounds: ${rounds} (medians; wall time, and CPU time of all the process's threads)`);
for (const [name, { wall, cpu }] of Object.entries(rows)) {
  console.log(
    `${name.padEnd(30)} ${median(wall).toFixed(0).padStart(6)} ms wall  ${median(cpu).toFixed(0).padStart(6)} ms CPU  ${(median(wall) / base).toFixed(2)}x baseline`,
  );
}
