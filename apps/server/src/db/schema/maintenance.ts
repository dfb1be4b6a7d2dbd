import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who runs a maintenance task this period: the first process to take the lease runs the
 * round, the others skip it until the lease runs out (infra/maintenance-leases.repository.ts).
 */
export const maintenanceLeases = pgTable('maintenance_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
