import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type {
  ReconciliationCounts,
  ReconciliationDetail,
  ReconciliationFindingKind,
  ReconciliationTrigger,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import { reconciliationFindings, reconciliationRuns } from '#src/db/schema/index';

export type RunRow = typeof reconciliationRuns.$inferSelect;
export type FindingRow = typeof reconciliationFindings.$inferSelect;

export interface NewFinding {
  orderId: string;
  kind: ReconciliationFindingKind;
  detail: ReconciliationDetail;
  repaired: boolean;
}

/** The only SQL on reconciliation_runs and reconciliation_findings. */
export function createReconciliationRepository(db: Database) {
  /** The last run that ended (`clean`: without an error), or null. */
  async function lastFinished(clean: boolean): Promise<RunRow | null> {
    const [row] = await db
      .select()
      .from(reconciliationRuns)
      .where(
        and(
          isNotNull(reconciliationRuns.finishedAt),
          clean ? isNull(reconciliationRuns.error) : undefined,
        ),
      )
      .orderBy(desc(reconciliationRuns.startedAt), desc(reconciliationRuns.id))
      .limit(1);
    return row ?? null;
  }

  return {
    /**
     * A new run, or null while another runs (the unique index on running runs decides, so of
     * two processes starting at once one gets null). A run unseen for `staleSeconds` died
     * with its process: it is closed with `interrupted` first.
     */
    async start(
      trigger: ReconciliationTrigger,
      staleSeconds: number,
      interrupted: string,
    ): Promise<RunRow | null> {
      await db
        .update(reconciliationRuns)
        .set({ finishedAt: sql`now()`, error: interrupted })
        .where(
          and(
            isNull(reconciliationRuns.finishedAt),
            lt(reconciliationRuns.heartbeatAt, sql`now() - ${staleSeconds} * interval '1 second'`),
          ),
        );
      const [row] = await db
        .insert(reconciliationRuns)
        .values({ trigger })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** The run is alive, and has counted this far. */
    async heartbeat(runId: string, counts: ReconciliationCounts) {
      await db
        .update(reconciliationRuns)
        .set({ heartbeatAt: sql`now()`, counts })
        .where(eq(reconciliationRuns.id, runId));
    },

    async addFindings(runId: string, findings: readonly NewFinding[]) {
      if (findings.length === 0) return;
      await db.insert(reconciliationFindings).values(findings.map((f) => ({ ...f, runId })));
    },

    async finish(runId: string, counts: ReconciliationCounts, error: string | null) {
      await db
        .update(reconciliationRuns)
        .set({ finishedAt: sql`now()`, heartbeatAt: sql`now()`, counts, error })
        .where(eq(reconciliationRuns.id, runId));
    },

    async findRun(runId: string): Promise<RunRow | null> {
      const [row] = await db
        .select()
        .from(reconciliationRuns)
        .where(eq(reconciliationRuns.id, runId));
      return row ?? null;
    },

    /** The last run that ended, with or without an error. */
    lastFinished: () => lastFinished(false),

    async findingsOf(runId: string): Promise<FindingRow[]> {
      return db
        .select()
        .from(reconciliationFindings)
        .where(eq(reconciliationFindings.runId, runId))
        .orderBy(asc(reconciliationFindings.createdAt), asc(reconciliationFindings.id));
    },

    /**
     * The findings not repaired of the last run that went through every order (one that
     * stopped on an error did not look at them all), for these orders.
     */
    async openFindings(orderIds: readonly string[]): Promise<FindingRow[]> {
      if (orderIds.length === 0) return [];
      const run = await lastFinished(true);
      if (!run) return [];
      return db
        .select()
        .from(reconciliationFindings)
        .where(
          and(
            eq(reconciliationFindings.runId, run.id),
            inArray(reconciliationFindings.orderId, [...orderIds]),
            eq(reconciliationFindings.repaired, false),
          ),
        )
        .orderBy(asc(reconciliationFindings.createdAt), asc(reconciliationFindings.id));
    },
  };
}

export type ReconciliationRepository = ReturnType<typeof createReconciliationRepository>;
