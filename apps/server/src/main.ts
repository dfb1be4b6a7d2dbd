import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { controlCommands } from './cli/commands';
import { serveControlSocket } from './cli/control-socket';
import { ConfigError, loadConfig } from './config';
import { MigrationError } from './db/client';
import { startMemoryRelief } from './infra/memory-relief';
import { createDemoAdminIfEmpty } from './modules/auth/admin-accounts';

async function main() {
  // Everything under DATA_DIR (database, originals, mail with live links) is the owner's only.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  // On the embedded database this process owns the files: CLIs reach it through this socket.
  const control =
    app.database.kind === 'pglite'
      ? await serveControlSocket(config.dataDir, app.database, controlCommands, (err) =>
          app.log.error({ err }, 'control command failed'),
        )
      : null;
  const stopMemoryRelief = startMemoryRelief();
  let closing = false;
  const grace = closeWithGrace(
    { delay: 10_000, skip: ['SIGTERM'] },
    // Closed by hand (`grace.close()`) only on SIGTERM, below.
    async ({ signal = 'SIGTERM', err }) => {
      closing = true;
      stopMemoryRelief();
      if (err) app.log.error({ err }, 'closing after an unexpected error');
      else app.log.info({ signal }, 'closing');
      await control?.close();
      await app.close();
    },
  );
  // systemd and Docker send SIGTERM again while the server drains: the requests in flight
  // still finish (README). A second Ctrl+C (SIGINT) still ends it at once.
  process.on('SIGTERM', () => {
    if (closing) {
      app.log.warn(
        'SIGTERM ignorada: el servidor ya se está cerrando y termina las peticiones en curso',
      );
      return;
    }
    closing = true;
    grace.close();
  });

  if (config.seedDemo) {
    const admin = await createDemoAdminIfEmpty(app.userAccounts);
    if (admin) {
      // Printed once, on the first start: the password is stored only as a hash.
      console.log(
        `\n  Admin de demostración creado (guárdalo, no se volverá a mostrar):\n` +
          `    email:      ${admin.email}\n    contraseña: ${admin.password}\n` +
          `  Crea el tuyo con: npm run admin:create -- --email <email> --password '<contraseña>'\n`,
      );
    }
  }
  await app.listen({ host: config.host, port: config.port });
  const where = config.webDistDir ? 'la tienda' : 'la API';
  app.log.info(
    `Sirviendo ${where} en ${config.publicUrl} (base de datos: ${config.database.kind})`,
  );
}

main().catch((err: unknown) => {
  // A failed migration says what failed and that nothing changed; anything else, its stack.
  console.error(err instanceof MigrationError ? err.message : err);
  process.exit(1);
});
