import { z } from 'zod';
import { AdminAccountError, upsertAdmin } from '#src/modules/auth/admin-accounts';
import { dumpEmbeddedDatabase } from '#src/backup/database-copy';
import { verifyInvoiceChain } from '#src/modules/invoices/invoice-chain';
import { createUserAccounts } from '#src/modules/users/user-accounts.port';
import { CommandError, type ControlCommand } from './control-socket';

const adminArgs = z.object({
  email: z.string(),
  password: z.string(),
  name: z.string().optional(),
});

/**
 * Every command a CLI can run, by name. Run in the CLI's own process on PostgreSQL or an
 * idle embedded database, or inside the running server through its control socket.
 */
export const controlCommands = {
  'admin:create': async ({ db }, args) => {
    try {
      return await upsertAdmin(createUserAccounts(db), adminArgs.parse(args));
    } catch (err) {
      if (err instanceof AdminAccountError) throw new CommandError(err.message);
      throw err;
    }
  },
  'invoices:verify': async ({ db }) => verifyInvoiceChain(db),
  'backup:database': async (database, args) =>
    dumpEmbeddedDatabase(database, z.object({ file: z.string() }).parse(args).file),
} satisfies Record<string, ControlCommand>;

export type CommandName = keyof typeof controlCommands;
export type CommandResult<K extends CommandName> = Awaited<ReturnType<(typeof controlCommands)[K]>>;
