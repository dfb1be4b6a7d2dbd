// Writes a noisy JPEG for the upload benchmarks (6000x4000 = 24 MP unless told), in its own
// process so making it does not count in the benchmark's memory.
// Usage: node bench/make-photo.mjs FILE [WIDTH HEIGHT [NOISE_SIGMA]]
import sharp from 'sharp';

const [file, w = '6000', h = '4000', sigma = '30'] = process.argv.slice(2);
const width = Number(w);
const height = Number(h);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4d63"/><stop offset="1" stop-color="#f2a65a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.round(height * 0.225)}" fill="#ffd27a"/></svg>`;
const noise = await sharp({
  create: {
    width,
    height,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: Number(sigma) },
  },
})
  .png()
  .toBuffer();
await sharp(Buffer.from(svg))
  .composite([{ input: noise, blend: 'overlay' }])
  .jpeg({ quality: 90 })
  .toFile(file);
