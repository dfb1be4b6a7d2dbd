import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BackupError } from './backup-error';

export const MANIFEST = 'manifest.json';
const FORMAT = 'tienda-fotografia-backup' as const;

const entrySchema = z.object({
  /** Inside the backup folder, with forward slashes. */
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  /** The migrations the database had (the last one's tag): a restore runs the newer ones. */
  database: entrySchema.extend({ kind: z.enum(['pglite', 'postgres']) }),
  files: z.array(entrySchema),
  /** Files removed between the database's dump and their copy (a sweep, a deleted photo). */
  vanished: z.array(z.string()).default([]),
  /** Objects of the bucket, when media and originals live there: listed, or also copied. */
  bucket: z
    .object({
      name: z.string(),
      copied: z.boolean(),
      objects: z.array(
        z.object({
          key: z.string().min(1),
          size: z.number().int().nonnegative(),
          /** Where the copy keeps it, and its SHA-256 (a copied bucket only). */
          path: z.string().optional(),
          sha256: z.string().optional(),
        }),
      ),
    })
    .nullable(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entrySchema>;
export type BucketObject = NonNullable<Manifest['bucket']>['objects'][number];

export const manifestHeader = () => ({ format: FORMAT, version: 1 as const });

/** A file's size and SHA-256, read as a stream. */
export async function fingerprint(file: string) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** A path of the manifest, resolved inside the backup folder (never outside it). */
export function insideBackup(folder: string, entryPath: string) {
  const resolved = path.resolve(folder, entryPath);
  if (!resolved.startsWith(path.resolve(folder) + path.sep)) {
    throw new BackupError(`La copia nombra un archivo fuera de su carpeta: ${entryPath}`);
  }
  return resolved;
}

/**
 * Reads the manifest and checks every file it lists (present, same size, same SHA-256)
 * before anything is restored: a damaged or partial backup is refused, naming what is wrong.
 */
export async function verifyBackup(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(
      `${folder} no es una copia completa: falta ${MANIFEST} (se escribe al final; ¿se interrumpió la copia?).`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupError(
      `${MANIFEST} no es el índice de una copia de esta tienda, o está dañado.`,
    );
  }
  const problems: string[] = [];
  const copiedObjects = (manifest.bucket?.objects ?? []).flatMap((o) =>
    o.path && o.sha256 ? [{ path: o.path, size: o.size, sha256: o.sha256 }] : [],
  );
  for (const entry of [manifest.database, ...manifest.files, ...copiedObjects]) {
    const file = insideBackup(folder, entry.path);
    // lstat: a link in a crafted copy is not followed out of it.
    const found = await lstat(file).catch(() => null);
    if (!found?.isFile()) {
      problems.push(`falta ${entry.path}`);
      continue;
    }
    if (found.size !== entry.size) {
      problems.push(`${entry.path} mide ${found.size} bytes y debería medir ${entry.size}`);
      continue;
    }
    if ((await fingerprint(file)).sha256 !== entry.sha256) {
      problems.push(`${entry.path} está dañado (su suma SHA-256 no coincide)`);
    }
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('\n  - ');
    const more = problems.length > 10 ? `\n  … y ${problems.length - 10} más` : '';
    throw new BackupError(
      `La copia está dañada o incompleta; no se ha restaurado nada:\n  - ${shown}${more}`,
    );
  }
  return manifest;
}
