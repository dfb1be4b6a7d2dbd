import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

/**
 * The server's one signing secret, and keys derived from it for each use (access tokens,
 * the print files' signed URLs, Prodigi's callback URL), so that one setting is shared by
 * every process and a key leaked from one use says nothing of another.
 */
export interface Secrets {
  /** JWT_SECRET, or the secret generated once in DATA_DIR (the access tokens' key). */
  readonly root: string;
  /** A key of its own for `purpose` (HMAC-SHA256 of the purpose under the root secret). */
  derive(purpose: string): Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Infrastructure: the signing secret and the keys derived from it. */
    secrets: Secrets;
  }
}

/**
 * JWT_SECRET, or on the embedded default a secret generated once and kept in DATA_DIR, so
 * restarts keep people signed in and signed links valid without any setting.
 */
export async function resolveRootSecret(configured: string | null, dataDir: string) {
  if (configured) return configured;
  return keptInDataDir(
    dataDir,
    'jwt-secret',
    () => randomBytes(48).toString('base64url'),
    (kept) => kept.length >= 32,
  );
}

/**
 * A value made once and kept in DATA_DIR/`name` (owner-only), read back on later starts:
 * the embedded defaults' secrets and keys, which must outlive a restart.
 */
export async function keptInDataDir(
  dataDir: string,
  name: string,
  make: () => string,
  isValid: (kept: string) => boolean,
): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (isValid(existing)) return existing;
  } catch {
    // first start
  }
  const value = make();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, value, { mode: 0o600 });
  return value;
}

export function createSecrets(root: string): Secrets {
  return {
    root,
    derive: (purpose) => createHmac('sha256', root).update(`shop:${purpose}`).digest(),
  };
}

/** HMAC-SHA256 of `message` under `key`, base64url. */
export function sign(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

/** Compares two strings in constant time (for signatures and secrets in URLs). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const secretsPlugin = fp(
  async (app) => {
    const { auth, dataDir } = app.config;
    app.decorate('secrets', createSecrets(await resolveRootSecret(auth.jwtSecret, dataDir)));
  },
  { name: 'secrets', dependencies: ['config'], fastify: '5.x' },
);
