import type { PrintStatus } from '@shop/contracts';
import { ProdigiError, type ProdigiClient } from '@shop/prodigi';
import type { Jobs } from '#src/infra/jobs';
import type { PrintOrders } from '#src/modules/orders/orders.port';
import { fulfilmentQueues as queues } from './fulfilment.port';
import type { createProdigiOrderSync } from './prodigi-callbacks';

/** Our prints' statuses while the order is at the lab and may still change there. */
const IN_FLIGHT: readonly PrintStatus[] = ['submitted', 'in_production', 'shipped'];
/** An order still in flight this long after its submission is left to the reconciliation. */
export const WATCH_DAYS = 30;
/** Attempts after the first of one reading (the database out of reach); Prodigi's are caught. */
const WATCH_RETRIES = 3;

interface WatchJob {
  orderId: string;
}

/**
 * The lab watch (docs/rules/checkout-and-payments.md#money-flow): Prodigi sends no callback
 * when production starts, and a callback can be lost, so each order in flight at the lab is
 * read every `everySeconds` and applied by the callbacks' own path, until it is complete,
 * cancelled or WATCH_DAYS old. Each reading is a durable job that queues the next one, so the
 * watch survives restarts; `start` adds none while one is waiting. Off when `everySeconds` is 0.
 */
export function createLabWatch(deps: {
  everySeconds: number;
  jobs: Pick<Jobs, 'send' | 'isPending' | 'work'>;
  orders: Pick<PrintOrders, 'findById'>;
  prodigi: Pick<ProdigiClient, 'orders'>;
  sync: ReturnType<typeof createProdigiOrderSync>;
  log: { warn(obj: object, message: string): void };
  now: () => Date;
}) {
  const { everySeconds, jobs } = deps;
  const retry = { retryLimit: WATCH_RETRIES, retryDelay: everySeconds, retryBackoff: true };
  const next = (orderId: string) =>
    jobs.send(queues.watchLab, { orderId }, { ...retry, startAfter: everySeconds });

  /** The Prodigi order to read, or null when the watch of this order is over. */
  async function watched(orderId: string): Promise<string | null> {
    const print = (await deps.orders.findById(orderId))?.print;
    if (!print?.prodigiOrderId || !IN_FLIGHT.includes(print.status)) return null;
    const since = print.submittedAt ?? print.createdAt;
    const ageMs = deps.now().getTime() - since.getTime();
    return ageMs > WATCH_DAYS * 24 * 60 * 60_000 ? null : print.prodigiOrderId;
  }

  async function read(orderId: string): Promise<void> {
    const prodigiOrderId = await watched(orderId);
    if (!prodigiOrderId) return;
    try {
      await deps.sync(await deps.prodigi.orders.get(prodigiOrderId));
    } catch (err) {
      if (!(err instanceof ProdigiError)) throw err;
      // An order Prodigi does not know will not come back: the reconciliation reports it.
      if (err.httpStatus === 404) {
        deps.log.warn({ orderId, prodigiOrderId }, 'lab watch: Prodigi does not know the order');
        return;
      }
      // Prodigi out of reach for now: the next reading tries again.
      deps.log.warn({ orderId, err }, 'lab watch: Prodigi not read');
    }
    if (await watched(orderId)) await next(orderId);
  }

  return {
    /** Works the watch's queue (every process declares it; workers read). */
    async register() {
      await jobs.work<WatchJob>(queues.watchLab, (job) => read(job.data.orderId));
    },
    /** Starts watching an order sent to Prodigi, unless its watch is already under way. */
    async start(orderId: string): Promise<void> {
      if (everySeconds <= 0) return;
      if (await jobs.isPending(queues.watchLab, { orderId })) return;
      if (await watched(orderId)) await next(orderId);
    },
  };
}

export type LabWatch = ReturnType<typeof createLabWatch>;
