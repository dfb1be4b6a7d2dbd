// npm run invoices:verify
// Walks the invoices' VERI*FACTU chain and names the first broken record; exits 1 if any.
// Works while the shop runs, also on the embedded database (through the server).
import { ConfigError, loadConfig } from '#src/config';
import { DataDirBusyError } from '#src/db/data-dir-lock';
import { CommandError } from './control-socket';
import { runCommand } from './run-command';

async function main() {
  const result = await runCommand(loadConfig(), 'invoices:verify', {});
  if (result.broken) {
    const { position, numSerie, reason } = result.broken;
    console.error(
      `Cadena rota en el registro ${position} (factura ${numSerie}): ${reason}. Los ${result.records} registros anteriores están bien.`,
    );
    process.exit(1);
  }
  console.log(`Cadena de facturas correcta: ${result.records} registros encadenados.`);
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
