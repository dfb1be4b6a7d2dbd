// npm run admin:create -- --email ana@estudio.es --password 'Segura#2026' [--name 'Ana']
// Works while the shop runs, also on the embedded database (through the server).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#src/config';
import { DataDirBusyError } from '#src/db/data-dir-lock';
import { CommandError } from './control-socket';
import { runCommand } from './run-command';

async function main() {
  process.umask(0o077);
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
  const result = await runCommand(config, 'admin:create', {
    email: values.email,
    password: values.password,
    name: values.name,
  });
  console.log(
    result.created
      ? `Administrador creado: ${result.email}`
      : `La cuenta ${result.email} ahora es administradora (contraseña actualizada).`,
  );
}

main().catch((err: unknown) => {
  if (
    err instanceof CommandError ||
    err instanceof ConfigError ||
    err instanceof DataDirBusyError
  ) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
