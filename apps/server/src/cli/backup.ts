// npm run backup -- <carpeta>
// A consistent copy of the shop (database, DATA_DIR's files, the bucket's object list),
// taken while it runs, also on the embedded database (through the server).
import { loadConfig } from '#src/config';
import { takeBackup } from '#src/backup/backup';
import { bucketOf, describeBackup, exitWithMessage } from './backup-cli';

async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Uso: npm run backup -- <carpeta nueva o vacía>');
    process.exit(2);
  }
  process.umask(0o077);
  const config = loadConfig();
  const started = Date.now();
  const manifest = await takeBackup(config, folder, { bucket: bucketOf(config) });
  console.log(
    `Copia hecha en ${folder} (${describeBackup(manifest)}, ${Date.now() - started} ms).`,
  );
}

main().catch(exitWithMessage);
