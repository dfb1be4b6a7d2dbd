// npm run restore -- <carpeta | archivo.tar de la copia>
// Onto an empty DATA_DIR (and an empty database with DATABASE_URL), with the shop stopped.
import { loadConfig } from '#src/config';
import { fromArchive, isArchivePath } from '#src/backup/backup-archive';
import { restoreBackup } from '#src/backup/backup';
import { bucketOf, describeBackup, exitWithMessage } from './backup-cli';

async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Uso: npm run restore -- <carpeta o archivo .tar de la copia>');
    process.exit(2);
  }
  process.umask(0o077);
  const config = loadConfig();
  const restore = (from: string) => restoreBackup(config, from, { bucket: bucketOf(config) });
  const manifest = isArchivePath(folder)
    ? await fromArchive(folder, restore)
    : await restore(folder);
  console.log(
    `Copia del ${manifest.createdAt} restaurada en ${config.dataDir} (${describeBackup(manifest)}). Arranca la tienda con npm start.`,
  );
}

main().catch(exitWithMessage);
