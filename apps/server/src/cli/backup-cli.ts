import type { AppConfig } from '#src/config';
import { ConfigError } from '#src/config';
import { BackupError } from '#src/backup/backup-error';
import type { BucketLister } from '#src/backup/backup';
import type { Manifest } from '#src/backup/manifest';
import { DataDirBusyError } from '#src/db/data-dir-lock';
import { createS3Storages } from '#src/lib/s3-storage';
import { CommandError } from './control-socket';

/** The bucket whose objects a backup lists, when media and originals live in one. */
export function bucketOf(config: AppConfig): BucketLister | null {
  if (!config.s3) return null;
  const storages = createS3Storages(config.s3);
  return {
    name: config.s3.bucket,
    list: () => storages.listAll(),
    download: (key, file) => storages.download(key, file),
    upload: (key, file) => storages.upload(key, file),
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function describeBackup(manifest: Manifest) {
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, manifest.database.size);
  const bucket = manifest.bucket
    ? `, ${manifest.bucket.objects.length} objetos del bucket listados`
    : '';
  return `base de datos ${manifest.database.kind} ${megabytes(manifest.database.size)}, ${manifest.files.length} archivos, ${megabytes(bytes)} en total${bucket}`;
}

/** Errors meant for the person at the terminal are printed alone; others with their stack. */
export function exitWithMessage(err: unknown) {
  const known =
    err instanceof BackupError ||
    err instanceof CommandError ||
    err instanceof ConfigError ||
    err instanceof DataDirBusyError;
  console.error(known ? err.message : err);
  process.exit(1);
}
