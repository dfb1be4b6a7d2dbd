import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { photoUploadFieldsSchema } from '@shop/contracts';
import type { PhotosService } from './photos.service';

interface Scene {
  title: string;
  description: string;
  tags: string;
  location: string;
  price: string;
  sky: [string, string];
  sun: string;
  land: [string, string];
}

const scenes: Scene[] = [
  {
    title: 'Atardecer en la costa',
    description: 'La última luz sobre el Atlántico.',
    tags: 'mar, atardecer',
    location: 'Cádiz',
    price: '45',
    sky: ['#2b2350', '#f2a65a'],
    sun: '#ffd27a',
    land: ['#1d4d63', '#0f2d3d'],
  },
  {
    title: 'Niebla en la sierra',
    description: 'Mañana de otoño entre pinos.',
    tags: 'montaña, niebla',
    location: 'Sierra de Guadarrama',
    price: '39,90',
    sky: ['#9fb4c7', '#e6e9ec'],
    sun: '#ffffff',
    land: ['#4b5d52', '#26332b'],
  },
  {
    title: 'Dunas al mediodía',
    description: 'Sombras cortas y arena infinita.',
    tags: 'desierto',
    location: 'Tabernas',
    price: '',
    sky: ['#4a90c2', '#bfe0f2'],
    sun: '#fff6d5',
    land: ['#d9a86c', '#a86b3c'],
  },
  {
    title: 'Noche en la ciudad',
    description: 'Luces de Madrid desde la azotea.',
    tags: 'ciudad, noche',
    location: 'Madrid',
    price: '55',
    sky: ['#05060f', '#1c2350'],
    sun: '#f4f1c9',
    land: ['#15151c', '#050507'],
  },
  {
    title: 'Campos de lavanda',
    description: 'Julio en la meseta.',
    tags: 'campo, verano',
    location: 'Brihuega',
    price: '42',
    sky: ['#7fa7d9', '#f3d9e6'],
    sun: '#fff3c4',
    land: ['#8b6bb8', '#4e3a73'],
  },
  {
    title: 'Amanecer en el lago',
    description: 'Agua quieta antes del viento.',
    tags: 'lago, amanecer',
    location: 'Sanabria',
    price: '49',
    sky: ['#f6c8a8', '#fde9d9'],
    sun: '#ffb36b',
    land: ['#6f8fa8', '#3b5266'],
  },
];

function sceneSvg(s: Scene, width: number, height: number) {
  const horizon = height * 0.62;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient>
<linearGradient id="land" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.land[0]}"/><stop offset="1" stop-color="${s.land[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="${width * 0.68}" cy="${horizon - height * 0.08}" r="${height * 0.09}" fill="${s.sun}" opacity="0.9"/>
<path d="M0 ${horizon} Q ${width * 0.25} ${horizon - height * 0.12} ${width * 0.5} ${horizon} T ${width} ${horizon - height * 0.05} V ${height} H 0 Z" fill="url(#land)"/>
</svg>`;
}

/**
 * On an empty database, a handful of generated landscapes go through the real upload
 * pipeline so a newcomer sees a gallery; returns their ids (none when the library had
 * photos). SEED_DEMO=false turns it off.
 */
export async function seedDemoPhotos(photos: PhotosService, tmpDir: string): Promise<string[]> {
  if ((await photos.count()) > 0) return [];
  const ids: string[] = [];
  await mkdir(tmpDir, { recursive: true });
  for (const scene of scenes) {
    const file = path.join(tmpDir, `${randomUUID()}.demo.jpg`);
    try {
      await sharp(Buffer.from(sceneSvg(scene, 1600, 1067)))
        .jpeg({ quality: 88 })
        .toFile(file);
      const { size } = await sharp(file).metadata();
      // The same form fields, under the same contract, as an admin's upload.
      const fields = photoUploadFieldsSchema.parse({
        title: scene.title,
        description: scene.description,
        tags: scene.tags,
        location: scene.location,
        price: scene.price,
      });
      ids.push((await photos.create(fields, { file, bytes: size ?? 0 }))._id);
    } finally {
      await rm(file, { force: true });
    }
  }
  return ids;
}
