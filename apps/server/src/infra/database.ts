import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import { createMaintenanceLeases, type MaintenanceLeases } from './maintenance-leases.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Infrastructure: the database. Only *.repository.ts files write SQL with it. */
    database: DatabaseHandle;
    /** Which process runs a maintenance round this period (lib/repeating.ts). */
    maintenanceLeases: MaintenanceLeases;
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
}

/** Opens (unless given one) and migrates the database; closing the app closes what it opened. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const owned = !options.database;
    const database =
      options.database ??
      (await openDatabase(app.config.database, {
        onConnectionError: (err) => app.log.warn({ err }, 'database connection lost'),
      }));
    try {
      await database.migrate();
    } catch (err) {
      if (owned) await database.close();
      throw err;
    }
    app.decorate('database', database);
    app.decorate('maintenanceLeases', createMaintenanceLeases(database.db));
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'database', dependencies: ['config'], fastify: '5.x' },
);
