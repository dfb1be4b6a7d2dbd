import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  reconciliationFindingKinds,
  reconciliationTriggers,
  type ReconciliationCounts,
  type ReconciliationDetail,
  type ReconciliationFindingKind,
  type ReconciliationTrigger,
} from '@shop/contracts';
import { inList, orders } from './orders';

/**
 * One reconciliation of our paid orders with Stripe and Prodigi (workflows/reconciliation):
 * when, who started it, what it counted, and why it stopped if it did not end.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger').$type<ReconciliationTrigger>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while it runs. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Written as it goes: a run unseen for a while died with its process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    counts: jsonb('counts')
      .$type<ReconciliationCounts>()
      .notNull()
      .default({ orders: 0, findings: 0, repaired: 0, open: 0 }),
    error: text('error'),
  },
  (table) => [
    check(
      'reconciliation_runs_trigger_check',
      sql`${table.trigger} in (${inList(reconciliationTriggers)})`,
    ),
    // At most one run at a time, whichever process starts it.
    uniqueIndex('reconciliation_runs_running_key')
      .on(sql`(${table.finishedAt} is null)`)
      .where(sql`${table.finishedAt} is null`),
    index('reconciliation_runs_started_idx').on(table.startedAt),
  ],
);

/** What a run found on an order, and whether it repaired it (the others are open). */
export const reconciliationFindings = pgTable(
  'reconciliation_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReconciliationFindingKind>().notNull(),
    detail: jsonb('detail').$type<ReconciliationDetail>().notNull(),
    repaired: boolean('repaired').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'reconciliation_findings_kind_check',
      sql`${table.kind} in (${inList(reconciliationFindingKinds)})`,
    ),
    index('reconciliation_findings_run_idx').on(table.runId, table.orderId),
    index('reconciliation_findings_order_idx').on(table.orderId),
  ],
);
