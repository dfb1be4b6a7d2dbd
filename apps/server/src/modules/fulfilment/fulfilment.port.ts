import type { Order as ProdigiOrder } from '@shop/prodigi';
import type { JobTransaction } from '#src/infra/jobs';
import type { ProdigiSync } from './prodigi-callbacks';

export type { ProdigiSync };

/** The durable jobs of fulfilment (pg-boss queue names). */
export const fulfilmentQueues = {
  submitToProdigi: 'fulfilment.submit-prodigi',
  shipmentEmail: 'fulfilment.email-shipment',
  /** One reading of an order in flight at the lab (lab-watch.ts), queueing the next. */
  watchLab: 'fulfilment.watch-lab',
} as const;

/** Attempts after the first: with the backoff (30 s doubling) that is about half an hour. */
export const SUBMIT_RETRIES = 5;
export const EMAIL_RETRIES = 5;

/** The fulfilment domain's port, for payments. */
export interface Fulfilment {
  /**
   * In the transaction that marks the order paid (the outbox): queues its submission to
   * Prodigi, committed with the payment or not at all.
   */
  afterPayment(orderId: string, tx: JobTransaction): Promise<void>;
  /** Once that transaction has committed: this process starts on the jobs at once. */
  paymentCommitted(): void;
  /** Sends a paid order's prints whose submission failed to Prodigi again (the admin's retry). */
  resubmit(orderId: string): Promise<void>;
  /**
   * For the reconciliation: queues the order's submission again when it was lost (paid, its
   * prints pending with no Prodigi order, and no submission job waiting or running). The
   * submission is idempotent, so one racing the first job never makes a second Prodigi order.
   */
  resubmitLost(orderId: string): Promise<'queued' | 'under_way' | 'not_needed'>;
  /**
   * Starts the lab watch of an order sent to Prodigi (lab-watch.ts), unless one is under way:
   * for the reconciliation, which finds orders in flight that nothing watches.
   */
  watchLab(orderId: string): Promise<void>;
  /** Brings our order in line with Prodigi's view of it, by the path its callbacks take. */
  syncWithProdigi(order: ProdigiOrder): Promise<ProdigiSync>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Port of the fulfilment domain (modules/fulfilment/fulfilment.port.ts). */
    fulfilment: Fulfilment;
  }
}
