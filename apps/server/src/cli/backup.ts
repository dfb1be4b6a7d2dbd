// npm run backup -- [--bucket-copy] <carpeta | archivo.tar>
// A consistent copy of the shop (database, DATA_DIR's files, the bucket's object list),
// taken while it runs, also on the embedded database (through the server).
import { parseArgs } from 'node:util';
import { loadConfig } from '#src/config';
import { intoArchive, isArchivePath } from '#src/backup/backup-archive';
import { takeBackup } from '#src/backup/backup';
import { bucketOf, describeBackup, exitWithMessage } from './backup-cli';

async function main() {
  const { values, positionals } = parseArgs({
    options: { 'bucket-copy': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const folder = positionals[0];
  if (!folder) {
    console.error(
      'Uso: npm run backup -- [--bucket-copy] <carpeta nueva o vacía | archivo nuevo .tar>',
    );
    process.exit(2);
  }
  process.umask(0o077);
  const config = loadConfig();
  const started = Date.now();
  const take = (into: string) =>
    takeBackup(config, into, { bucket: bucketOf(config), copyBucket: values['bucket-copy'] });
  const manifest = isArchivePath(folder) ? await intoArchive(folder, take) : await take(folder);
  console.log(
    `Copia hecha en ${folder} (${describeBackup(manifest)}, ${Date.now() - started} ms).`,
  );
}

main().catch(exitWithMessage);
