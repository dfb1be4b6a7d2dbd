// npm run admin:create -- --email ana@estudio.es --password 'Segura#2026' [--name 'Ana']
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AdminAccountError, upsertAdmin } from '../modules/auth/admin-accounts';
import { createUserAccounts } from '../modules/users/user-accounts.port';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    console.error(
      "Uso: npm run admin:create -- --email <email> --password '<contraseña>' [--name <nombre>]",
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const result = await upsertAdmin(createUserAccounts(database.db), {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.log(
      result.created
        ? `Administrador creado: ${result.email}`
        : `La cuenta ${result.email} ahora es administradora (contraseña actualizada).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof AdminAccountError || err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
