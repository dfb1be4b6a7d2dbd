import {
  orderNumber,
  paidOrderStatuses,
  reconciliationFindingKinds,
  reconciliationMessages as msg,
  type ReconciliationCounts,
  type ReconciliationFinding,
  type ReconciliationReport,
  type ReconciliationTrigger,
} from '@shop/contracts';
import { ProdigiError, type Order as ProdigiOrder, type ProdigiClient } from '@shop/prodigi';
import { conflict } from '#src/lib/errors';
import type { Order, OrderReconciliation } from '#src/modules/orders/orders.port';
import type { OrderCheck } from './order-checks';
import type {
  FindingRow,
  NewFinding,
  ReconciliationRepository,
  RunRow,
} from './reconciliation.repository';

/** Orders made this long ago or less are compared (older ones have settled). */
export const WINDOW_DAYS = 60;
/** Orders read at a time, and merchant references per Prodigi list call. */
const PAGE = 50;
/** Prodigi's largest page. */
const PRODIGI_TOP = 100;
/** Orders checked at once (each asks Stripe, some Prodigi). */
const CONCURRENCY = 4;
/** A run whose heartbeat is older than this died with its process. */
const STALE_SECONDS = 5 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The service the app decorates as `app.reconciliation`. */
export interface Reconciliation {
  /** Runs now and answers its report; a conflict (409) while another run is under way. */
  run(trigger: ReconciliationTrigger): Promise<ReconciliationReport>;
  /** The last run that ended (an error included), or null before the first. */
  latest(): Promise<ReconciliationReport | null>;
  /**
   * The findings not repaired by the last complete run, by order id (orders without one are
   * absent): what makes an order "need attention", with the reason.
   */
  openFindingsByOrder(orderIds: readonly string[]): Promise<Map<string, ReconciliationFinding[]>>;
}

const kindRank = (kind: FindingRow['kind']) => reconciliationFindingKinds.indexOf(kind);

export function findingBody(row: Pick<FindingRow, keyof NewFinding>): ReconciliationFinding {
  return {
    orderId: row.orderId,
    orderNumber: orderNumber(row.orderId),
    kind: row.kind,
    detail: row.detail,
    repaired: row.repaired,
  };
}

function reportOf(run: RunRow, findings: FindingRow[]): ReconciliationReport {
  // Open ones first, then by kind and order: the same report reads the same way each time.
  const sorted = [...findings].sort(
    (a, b) =>
      Number(a.repaired) - Number(b.repaired) ||
      kindRank(a.kind) - kindRank(b.kind) ||
      a.orderId.localeCompare(b.orderId),
  );
  return {
    id: run.id,
    trigger: run.trigger,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    error: run.error,
    counts: run.counts,
    findings: sorted.map(findingBody),
  };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The reconciliation (docs/rules/admin.md#reconciliation): our orders of the last
 * WINDOW_DAYS whose money arrived or may have, a page at a time (keyset on the id), each
 * compared with Stripe's PaymentIntent and with Prodigi's orders carrying it as merchant
 * reference (read in one list call per page). What can be repaired is, through the domain
 * that owns it, idempotently; the rest is reported. One run at a time across processes.
 */
export function createReconciliation(deps: {
  orders: OrderReconciliation;
  prodigi: Pick<ProdigiClient, 'orders'>;
  check: OrderCheck;
  repository: ReconciliationRepository;
  log: { error(obj: unknown, message: string): void };
  now: () => Date;
}): Reconciliation {
  const { repository } = deps;

  /** Prodigi's orders for these merchant references (ours: order ids), by reference. */
  async function prodigiOrdersOf(orderIds: readonly string[]) {
    const byReference = new Map<string, ProdigiOrder[]>();
    if (orderIds.length === 0) return byReference;
    for (let skip = 0; ; skip += PRODIGI_TOP) {
      const page = await deps.prodigi.orders.list({
        merchantReferences: [...orderIds],
        top: PRODIGI_TOP,
        skip,
      });
      for (const order of page.orders) {
        const reference = order.merchantReference;
        if (reference === null || !orderIds.includes(reference)) continue;
        byReference.set(reference, [...(byReference.get(reference) ?? []), order]);
      }
      if (!page.hasMore || page.orders.length === 0) return byReference;
    }
  }

  const withPrints = (order: Order) =>
    order.print !== null && (paidOrderStatuses as readonly string[]).includes(order.status);

  async function go(run: RunRow): Promise<void> {
    const counts: ReconciliationCounts = { orders: 0, findings: 0, repaired: 0, open: 0 };
    let error: string | null = null;
    try {
      const since = new Date(deps.now().getTime() - WINDOW_DAYS * 24 * 60 * 60_000);
      let afterId: string | undefined;
      for (;;) {
        const page = await deps.orders.findWithPayment(since, PAGE, afterId);
        if (page.length === 0) break;
        const atProdigi = await prodigiOrdersOf(page.filter(withPrints).map((o) => o.id));
        const findings: NewFinding[] = [];
        await eachLimited(page, CONCURRENCY, async (order) => {
          findings.push(...(await deps.check(order, atProdigi.get(order.id) ?? [])));
        });
        await repository.addFindings(run.id, findings);
        counts.orders += page.length;
        counts.findings += findings.length;
        counts.repaired += findings.filter((f) => f.repaired).length;
        counts.open += findings.filter((f) => !f.repaired).length;
        await repository.heartbeat(run.id, counts);
        afterId = page.at(-1)?.id;
        if (page.length < PAGE) break;
      }
    } catch (err) {
      deps.log.error({ err, runId: run.id }, 'reconciliation stopped');
      error = err instanceof ProdigiError ? msg.prodigiDown : msg.failed;
    }
    await repository.finish(run.id, counts, error);
  }

  async function report(runId: string): Promise<ReconciliationReport> {
    const run = await repository.findRun(runId);
    if (!run) throw new Error(`reconciliation run ${runId} is gone`);
    return reportOf(run, await repository.findingsOf(runId));
  }

  return {
    async run(trigger) {
      const run = await repository.start(trigger, STALE_SECONDS, msg.interrupted);
      if (!run) throw conflict(msg.running);
      await go(run);
      return report(run.id);
    },

    async latest() {
      const run = await repository.lastFinished();
      return run ? reportOf(run, await repository.findingsOf(run.id)) : null;
    },

    async openFindingsByOrder(orderIds) {
      const rows = await repository.openFindings(orderIds.filter((id) => UUID.test(id)));
      const byOrder = new Map<string, ReconciliationFinding[]>();
      for (const row of rows) {
        byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), findingBody(row)]);
      }
      return byOrder;
    },
  };
}
