import {
  paidOrderStatuses,
  reconciliationMessages as msg,
  type OrderMoney,
  type OrderStatus,
} from '@shop/contracts';
import type { Order as ProdigiOrder } from '@shop/prodigi';
import type { PaymentProvider, ProviderPayment } from '#src/infra/payment-provider';
import type { Fulfilment } from '#src/modules/fulfilment/fulfilment.port';
import type { Order } from '#src/modules/orders/orders.port';
import type { NewFinding } from './reconciliation.repository';

/**
 * A payment notice normally arrives within seconds: an unpaid order whose payment Stripe
 * took is only taken for a lost notice once it has been left like that for this long.
 */
export const LOST_NOTICE_AFTER_MS = 10 * 60_000;

const isPaid = (status: OrderStatus) => (paidOrderStatuses as readonly string[]).includes(status);

/** The ledger's refunds as a comparable summary (amounts and each refund's state). */
const refundsSignature = (money: OrderMoney) =>
  [
    money.refundedCents,
    money.pendingRefundCents,
    ...money.refunds.map((r) => `${r.id}:${r.status}`).sort(),
  ].join('|');

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/**
 * The checks of one order against Stripe and Prodigi, each repair through the domain that
 * owns it: a lost payment notice applied by the payments domain, refunds synced by its
 * ledger, a lost submission queued again and Prodigi's view applied by fulfilment.
 */
export function createOrderChecks(deps: {
  provider: Pick<PaymentProvider, 'retrievePayment'>;
  payments: {
    mismatch: (order: Order, payment: ProviderPayment) => string | null;
    applyPayment: (orderId: string) => Promise<'paid' | 'flagged' | 'unserved' | 'not_a_move'>;
  };
  ledger: {
    money: (orderId: string) => Promise<OrderMoney>;
    syncRefunds: (paymentId: string) => Promise<OrderMoney | null>;
  };
  fulfilment: Pick<Fulfilment, 'resubmitLost' | 'syncWithProdigi' | 'watchLab'>;
  now: () => Date;
}) {
  /** Stripe's word on the order's payment: taken as we have it, refunds in the ledger. */
  async function payment(order: Order, paymentIntentId: string): Promise<NewFinding[]> {
    const at = (kind: NewFinding['kind'], repaired: boolean, detail: NewFinding['detail']) => ({
      orderId: order.id,
      kind,
      repaired,
      detail: { paymentIntentId, ...detail },
    });
    const taken = await deps.provider.retrievePayment(paymentIntentId);
    if (!isPaid(order.status)) {
      const quiet = deps.now().getTime() - order.updatedAt.getTime() >= LOST_NOTICE_AFTER_MS;
      if (taken.status !== 'succeeded' || !quiet) return [];
      const outcome = await deps.payments.applyPayment(order.id);
      // Not a move: its notice arrived meanwhile.
      if (outcome === 'not_a_move') return [];
      const findings = [
        at('payment_missed', true, { message: msg.paymentMissed(paymentIntentId), outcome }),
      ];
      const mismatch = deps.payments.mismatch(order, taken);
      if (mismatch) {
        findings.push(
          at('amount_mismatch', false, {
            message: mismatch,
            receivedCents: taken.amountReceivedCents,
            totalCents: order.totalCents,
          }),
        );
      }
      return findings;
    }
    const findings: NewFinding[] = [];
    const mismatch =
      taken.status === 'succeeded'
        ? deps.payments.mismatch(order, taken)
        : msg.notTaken(paymentIntentId, taken.status);
    if (mismatch) {
      findings.push(
        at('amount_mismatch', false, {
          message: mismatch,
          receivedCents: taken.amountReceivedCents,
          totalCents: order.totalCents,
        }),
      );
    }
    const before = await deps.ledger.money(order.id);
    const after = await deps.ledger.syncRefunds(paymentIntentId);
    if (after && refundsSignature(after) !== refundsSignature(before)) {
      findings.push(
        at('refund_missing', true, {
          message: msg.refundMissing(before.refundedCents, after.refundedCents),
          refundedCents: { from: before.refundedCents, to: after.refundedCents },
        }),
      );
    }
    return findings;
  }

  /** Prodigi's orders for ours: one, in line with ours, or ours sent when it has none. */
  async function prints(order: Order, atProdigi: readonly ProdigiOrder[]): Promise<NewFinding[]> {
    const print = order.print;
    if (!print) return [];
    const findings: NewFinding[] = [];
    const at = (kind: NewFinding['kind'], repaired: boolean, detail: NewFinding['detail']) =>
      findings.push({ orderId: order.id, kind, repaired, detail });
    const ids = atProdigi.map((o) => o.id);
    if (ids.length > 1)
      at('duplicate', false, { message: msg.duplicate(ids), prodigiOrderIds: ids });
    const ours =
      print.prodigiOrderId !== null
        ? atProdigi.find((o) => o.id === print.prodigiOrderId)
        : atProdigi.length === 1
          ? atProdigi[0]
          : undefined;
    if (ours) {
      const sync = await deps.fulfilment.syncWithProdigi(ours);
      // Orders sent before the watch existed, or while it was off, are watched from now on.
      if (sync.result === 'handled') await deps.fulfilment.watchLab(order.id);
      if (sync.result !== 'handled' || !sync.changed) return findings;
      const moved = sync.status.from !== sync.status.to || sync.stage.from !== sync.stage.to;
      if (moved || sync.newTracking.length === 0) {
        at('stage_drift', true, {
          message: msg.stageDrift(sync.status.from, sync.status.to, sync.stage.to),
          status: sync.status,
          stage: sync.stage,
          prodigiOrderIds: [ours.id],
        });
      }
      if (sync.newTracking.length > 0) {
        at('tracking_drift', true, {
          message: msg.trackingDrift(sync.newTracking),
          trackingNumbers: sync.newTracking,
          prodigiOrderIds: [ours.id],
        });
      }
      return findings;
    }
    if (print.prodigiOrderId !== null) {
      at('missing_at_prodigi', false, {
        message: msg.missingAtProdigi(print.prodigiOrderId),
        prodigiOrderIds: [print.prodigiOrderId],
      });
      return findings;
    }
    // Several at Prodigi and none recorded as ours: which one counts is the admin's call.
    if (ids.length > 1) return findings;
    if (print.status === 'failed') {
      at('submission_failed', false, { message: msg.submissionFailed(print.problem) });
    } else if ((await deps.fulfilment.resubmitLost(order.id)) === 'queued') {
      at('not_submitted', true, { message: msg.resubmitted });
    }
    return findings;
  }

  /**
   * Every check of the order (`atProdigi`: Prodigi's orders carrying it as reference, read
   * for paid orders only). A check that cannot ask its provider is a finding of its own.
   */
  return async function check(
    order: Order,
    atProdigi: readonly ProdigiOrder[],
  ): Promise<NewFinding[]> {
    const failed = (err: unknown): NewFinding[] => [
      {
        orderId: order.id,
        kind: 'check_failed',
        repaired: false,
        detail: { message: msg.checkFailed(reasonOf(err)) },
      },
    ];
    const wasPaid = isPaid(order.status);
    const found: NewFinding[] = [];
    if (order.paymentIntentId) {
      found.push(...(await payment(order, order.paymentIntentId).catch(failed)));
    }
    // An order paid only now has its submission just queued: nothing at Prodigi to compare.
    if (wasPaid) found.push(...(await prints(order, atProdigi).catch(failed)));
    return found;
  };
}

export type OrderCheck = ReturnType<typeof createOrderChecks>;
