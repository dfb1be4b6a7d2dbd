// npm run restore -- <carpeta de la copia>
// Onto an empty DATA_DIR (and an empty database with DATABASE_URL), with the shop stopped.
import { loadConfig } from '#src/config';
import { restoreBackup } from '#src/backup/backup';
import { bucketOf, describeBackup, exitWithMessage } from './backup-cli';

async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Uso: npm run restore -- <carpeta de la copia>');
    process.exit(2);
  }
  process.umask(0o077);
  const config = loadConfig();
  const manifest = await restoreBackup(config, folder, { bucket: bucketOf(config) });
  console.log(
    `Copia del ${manifest.createdAt} restaurada en ${config.dataDir} (${describeBackup(manifest)}). Arranca la tienda con npm start.`,
  );
}

main().catch(exitWithMessage);
