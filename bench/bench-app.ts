import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import type { DatabasePluginOptions } from '../apps/server/src/infra/database';
import { loadConfig } from '../apps/server/src/config';
import { users } from '../apps/server/src/db/schema';

// FastifyInstance.database is declared beside the database plugin; naming the module keeps
// that declaration in view of this file.
export type { DatabasePluginOptions };

/** The real app on a fresh in-memory database and data folder, with an admin token. */
export async function benchApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-'.padEnd(40, 'x'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  // BENCH_DATABASE_URL: run on a PostgreSQL server (a scratch database) instead of PGlite.
  const url = process.env.BENCH_DATABASE_URL;
  const app = await buildApp({
    ...config,
    database: url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: 'memory://' },
  });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/signup/user',
    payload: { name: 'Bench', email: 'bench@example.com', password: 'Bench#Fotos2026' },
  });
  await app.database.db.update(users).set({ role: 'admin' });
  const token = signUp.json<{ accessToken: string }>().accessToken;
  return { app, token, dataDir };
}

export function multipartBody(
  fields: Record<string, string>,
  image: Buffer,
  file: { name: string; type: string } = { name: 'foto.jpg', type: 'image/jpeg' },
) {
  const boundary = '----bench' + Date.now().toString(16);
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const payload = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
