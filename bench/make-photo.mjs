// Writes a noisy 6000x4000 (24 MP) JPEG for the upload benchmark, in its own process so
// making it does not count in the benchmark's memory. Usage: node bench/make-photo.mjs FILE
import sharp from 'sharp';

const [file] = process.argv.slice(2);
const width = 6000;
const height = 4000;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4d63"/><stop offset="1" stop-color="#f2a65a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="3000" cy="2000" r="900" fill="#ffd27a"/></svg>`;
const noise = await sharp({
  create: {
    width,
    height,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 30 },
  },
})
  .png()
  .toBuffer();
await sharp(Buffer.from(svg))
  .composite([{ input: noise, blend: 'overlay' }])
  .jpeg({ quality: 90 })
  .toFile(file);
