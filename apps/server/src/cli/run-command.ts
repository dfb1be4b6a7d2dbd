import type { AppConfig } from '#src/config';
import { openDatabase } from '#src/db/client';
import { DataDirBusyError } from '#src/db/data-dir-lock';
import { controlCommands, type CommandName, type CommandResult } from './commands';
import { sendControlCommand } from './control-socket';

/**
 * Runs a named command against the shop's database. On the embedded database, while the
 * server runs and owns the files, the command goes through the server's control socket
 * instead of opening them a second time.
 */
export async function runCommand<K extends CommandName>(
  config: AppConfig,
  name: K,
  args: unknown,
): Promise<CommandResult<K>> {
  const command = controlCommands[name];
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    try {
      return (await sendControlCommand(config.dataDir, {
        command: name,
        args,
      })) as CommandResult<K>;
    } catch (sendError) {
      const code = (sendError as NodeJS.ErrnoException).code;
      // A process holds the folder but does not answer: say who, not "connection refused".
      if (code === 'ENOENT' || code === 'ECONNREFUSED') throw err;
      throw sendError;
    }
  }
  try {
    await database.migrate();
    return (await command(database, args)) as CommandResult<K>;
  } finally {
    await database.close();
  }
}
