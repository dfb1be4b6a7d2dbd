// The built shop (`npm run build` first) as `npm start` runs it, on a fresh data folder, with
// an admin made by the real CLI and 9 photos uploaded through the API: noisy 3000x2000 JPEGs,
// or the camera files of a folder (the `photosDir` option or BENCH_PHOTOS_DIR) (JPEG, HEIC/HEIF, TIFF, PNG;
// taken in name order, again from the first when there are fewer than asked).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { multipartBody } from './bench-app';

export interface BuiltServer {
  base: string;
  /** Bytes of the uploaded originals. */
  originals: number;
  /** The admin's access token, for what a bench sets up through the API. */
  adminToken: string;
  stop(): Promise<void>;
}

const admin = { email: 'bench@example.com', password: 'Bench#Fotos2026' };

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function noisyPhoto(i: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 25 },
    },
  })
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: { r: 40 + i * 20, g: 90, b: 160 - i * 10 },
    },
  })
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const cameraTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.png': 'image/png',
};

function cameraFiles(dir: string) {
  const files = readdirSync(dir)
    .filter((name) => cameraTypes[path.extname(name).toLowerCase()])
    .sort();
  if (files.length === 0) throw new Error(`no camera files in ${dir}`);
  return files.map((name) => ({
    name,
    type: cameraTypes[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
    read: () => readFileSync(path.join(dir, name)),
  }));
}

async function photoToUpload(i: number, photosDir: string | undefined) {
  const dir = photosDir ?? process.env.BENCH_PHOTOS_DIR;
  if (!dir) return { image: await noisyPhoto(i), file: undefined };
  const files = cameraFiles(dir);
  const file = files[i % files.length];
  if (!file) throw new Error('no camera file');
  return { image: file.read(), file: { name: file.name, type: file.type } };
}

/**
 * Starts the built server on `port`. `env` overrides its environment (WEB_DIST_DIR, say);
 * `photos` uploads that many photos (0 keeps the demo photos out and the shop empty), from
 * `photosDir` (BENCH_PHOTOS_DIR by default) or generated.
 */
export async function startBuiltServer(
  port: number,
  {
    env: extra = {},
    photos = 9,
    photosDir,
  }: { env?: Record<string, string>; photos?: number; photosDir?: string } = {},
): Promise<BuiltServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  const cli = ['tsx', 'apps/server/src/cli/create-admin.ts', '--email', admin.email];
  execFileSync('npx', [...cli, '--password', admin.password], { env });
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], { env, stdio: 'inherit' });
  // The server writes its simulators' state while it closes: remove its folder after it exits.
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
    const login = await fetch(`${base}/api/auth/login/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    let originals = 0;
    for (let i = 0; i < photos; i++) {
      const { image, file } = await photoToUpload(i, photosDir);
      originals += image.length;
      const body = multipartBody({ title: `Foto ${i + 1}`, price: '45' }, image, file);
      const res = await fetch(`${base}/api/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': body.contentType },
        body: body.payload,
      });
      if (res.status !== 201) throw new Error(await res.text());
    }
    return { base, originals, adminToken: accessToken, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
