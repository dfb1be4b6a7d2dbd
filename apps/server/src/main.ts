import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDemoAdminIfEmpty } from './modules/auth/admin-accounts';

async function main() {
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
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'closing');
    await app.close();
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
  console.error(err);
  process.exit(1);
});
