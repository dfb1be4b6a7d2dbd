import {
  formatEuros,
  moneySummary,
  refundMessages as msg,
  type MoneySummary,
  type OrderMoney,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { RefundOrigin } from '#src/db/schema/index';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
  type RefundReason,
} from '#src/infra/payment-provider';
import { AppError, conflict, invalidData, notFound } from '#src/lib/errors';
import type { OrderPayments } from '#src/modules/orders/orders.port';
import {
  createLedgerRepository,
  type PaymentRow,
  type PaymentSnapshot,
  type RefundRow,
} from './ledger.repository';

const paymentStatusOf = (payment: ProviderPayment): PaymentSnapshot['status'] =>
  payment.status === 'succeeded'
    ? 'succeeded'
    : payment.status === 'canceled'
      ? 'canceled'
      : 'pending';

/** The ledger's view of a provider payment of an order. */
export const paymentSnapshot = (orderId: string, payment: ProviderPayment): PaymentSnapshot => ({
  orderId,
  providerPaymentId: payment.id,
  amountCents: payment.amountCents,
  receivedCents: payment.amountReceivedCents,
  currency: payment.currency,
  status: paymentStatusOf(payment),
  card: payment.card,
});

/** A refund as the API shows it. */
export const refundBody = (r: RefundRow) => ({
  id: r.id,
  amountCents: r.amountCents,
  currency: r.currency,
  status: r.status,
  origin: r.origin,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
});

function summarize(payments: PaymentRow[], refunds: RefundRow[]): MoneySummary {
  const received = payments
    .filter((p) => p.status === 'succeeded')
    .reduce((sum, p) => sum + p.receivedCents, 0);
  const sumOf = (status: RefundRow['status']) =>
    refunds.filter((r) => r.status === status).reduce((sum, r) => sum + r.amountCents, 0);
  return moneySummary(received, sumOf('succeeded'), sumOf('pending'));
}

export interface RefundRequest {
  orderId: string;
  /** Absent: everything left. */
  amountCents?: number;
  reason: RefundReason | null;
  origin: Exclude<RefundOrigin, 'provider'>;
  requestedBy: string | null;
  /**
   * A key the caller will give again on a retry (a job's): the refund it named is found, and
   * finished if the provider's answer was lost, never made twice.
   */
  key?: string;
}

/**
 * The payments ledger: money in (payments, as the provider reports them) and out (refunds).
 * A refund is written pending under a lock on its payment before the provider is asked,
 * with its own id as the idempotency key, so refunds asked at once never exceed what was
 * taken, and a retry never refunds twice. Refunds made in the provider's dashboard come in
 * through `syncRefunds`. An order refunded in full moves to `refunded`.
 */
export function createPaymentsLedger(deps: {
  db: Database;
  provider: PaymentProvider;
  orders: Pick<OrderPayments, 'findById' | 'moveTo'>;
  log: { error(obj: unknown, message: string): void };
  /** After an order's refunds were brought up to date (its buyer hears of each once). */
  refundsSettled?: (orderId: string) => Promise<void>;
  /** Once, when an order moves to refunded in full (its tickets and stock go back). */
  fullyRefunded?: (orderId: string) => Promise<void>;
}) {
  const repository = createLedgerRepository(deps.db);
  const within = <T>(work: (repo: ReturnType<typeof createLedgerRepository>) => Promise<T>) =>
    deps.db.transaction((tx) => work(createLedgerRepository(tx as unknown as Database)));

  async function refreshPayment(row: PaymentRow): Promise<PaymentRow> {
    const fresh = await deps.provider.retrievePayment(row.providerPaymentId);
    return repository.upsertPayment(paymentSnapshot(row.orderId, fresh));
  }

  async function syncRefundsOf(payment: PaymentRow) {
    const found = await deps.provider.listRefunds(payment.providerPaymentId);
    for (const refund of found) {
      await repository.applyProviderRefund(payment, {
        providerRefundId: refund.id,
        ledgerRefundId: refund.ledgerRefundId,
        amountCents: refund.amountCents,
        status: refund.status,
        reason: refund.reason,
      });
    }
  }

  async function money(orderId: string): Promise<OrderMoney> {
    const order = await deps.orders.findById(orderId);
    if (!order) throw notFound(msg.orderNotFound);
    const [payments, refunds] = await Promise.all([
      repository.paymentsOf(orderId),
      repository.refundsOf(orderId),
    ]);
    const paid = payments.find((p) => p.status === 'succeeded');
    return {
      orderId,
      currency: order.currency,
      ...summarize(payments, refunds),
      card:
        paid?.cardBrand && paid.cardLast4 ? { brand: paid.cardBrand, last4: paid.cardLast4 } : null,
      refunds: refunds.map(refundBody),
    };
  }

  /**
   * Asks the provider for a refund written pending, its own id the idempotency key (a retry
   * never refunds twice), and settles the row with the answer.
   */
  async function ask(refund: RefundRow, payment: PaymentRow, reason: RefundReason | null) {
    try {
      const answer = await deps.provider.refund({
        paymentId: payment.providerPaymentId,
        amountCents: refund.amountCents,
        reason,
        ledgerRefundId: refund.id,
      });
      return await repository.settleRefund(refund.id, {
        providerRefundId: answer.id,
        status: answer.status,
      });
    } catch (err) {
      if (err instanceof PaymentProviderError) {
        await repository.settleRefund(refund.id, { status: 'failed', failure: err.message });
        throw new AppError('provider_failed', msg.refused(err.message));
      }
      // Unknown outcome (the network): the row stays pending; a retry with the same key
      // (syncRefunds, the provider's webhook, or the caller's key) settles it.
      deps.log.error({ err, refundId: refund.id }, 'refund asked, answer lost');
      throw new AppError('provider_failed', msg.providerDown);
    }
  }

  /** The order's status follows its money (a move the order rule may refuse). */
  async function followOrder(orderId: string) {
    try {
      await deps.refundsSettled?.(orderId);
    } catch (err) {
      deps.log.error({ err, orderId }, 'refund emails not queued');
    }
    const state = await money(orderId);
    if (state.state === 'refunded' || state.state === 'partially_refunded') {
      const moved = await deps.orders.moveTo(orderId, state.state);
      if (moved.moved && state.state === 'refunded') {
        try {
          await deps.fullyRefunded?.(orderId);
        } catch (err) {
          deps.log.error({ err, orderId }, 'refunded order: its tickets and stock not given back');
        }
      }
    }
    return state;
  }

  return {
    money,

    /** Each order's card and what went back to it, for many orders in two reads. */
    async summaries(orderIds: readonly string[]) {
      const { payments, refunds } = await repository.ofOrders(orderIds);
      return new Map(
        orderIds.map((orderId) => {
          const paid = payments.find((p) => p.orderId === orderId && p.status === 'succeeded');
          const own = refunds.filter((r) => r.orderId === orderId);
          return [
            orderId,
            {
              card:
                paid?.cardBrand && paid.cardLast4
                  ? { brand: paid.cardBrand, last4: paid.cardLast4 }
                  : null,
              ...summarize(
                payments.filter((p) => p.orderId === orderId),
                own,
              ),
            },
          ];
        }),
      );
    },

    /** Records a payment of an order as the provider reports it (within `tx` when given). */
    async recordPayment(orderId: string, payment: ProviderPayment, tx?: Database) {
      const repo = tx ? createLedgerRepository(tx) : repository;
      return repo.upsertPayment(paymentSnapshot(orderId, payment));
    },

    /** The provider's refunds of a payment brought into the ledger (its webhook said so). */
    async syncRefunds(providerPaymentId: string): Promise<OrderMoney | null> {
      const payment = await repository.findPayment(providerPaymentId);
      if (!payment) return null;
      await syncRefundsOf(payment);
      return followOrder(payment.orderId);
    },

    async refund(request: RefundRequest): Promise<{ refund: RefundRow; money: OrderMoney }> {
      const order = await deps.orders.findById(request.orderId);
      if (!order) throw notFound(msg.orderNotFound);
      const asked = request.key ? await repository.findRefundByKey(request.key) : null;
      if (asked) {
        const payment = (await repository.paymentsOf(order.id)).find(
          (p) => p.id === asked.paymentId,
        );
        if (asked.status === 'pending' && payment) await ask(asked, payment, request.reason);
        const now = (await repository.findRefund(asked.id)) ?? asked;
        return { refund: now, money: await followOrder(order.id) };
      }
      const stored = (await repository.paymentsOf(order.id)).find((p) => p.status === 'succeeded');
      if (!stored) throw conflict(msg.nothingPaid);
      // The provider's word first: what it took, and refunds made in its dashboard.
      const payment = await refreshPayment(stored);
      await syncRefundsOf(payment);

      const refund = await within(async (repo) => {
        const locked = await repo.lockPayment(payment.id);
        if (locked?.status !== 'succeeded') throw conflict(msg.nothingPaid);
        const left = locked.receivedCents - (await repo.holdingRefundCents(locked.id));
        if (left <= 0) throw conflict(msg.nothingLeft);
        const amount = request.amountCents ?? left;
        if (amount > left) {
          throw invalidData(msg.tooMuch(formatEuros(left)), [
            { path: 'amountCents', message: msg.tooMuch(formatEuros(left)) },
          ]);
        }
        return repo.insertRefund({
          paymentId: locked.id,
          orderId: order.id,
          amountCents: amount,
          currency: locked.currency,
          reason: request.reason,
          origin: request.origin,
          requestedBy: request.requestedBy,
          requestKey: request.key ?? null,
        });
      });

      const settled = await ask(refund, payment, request.reason);
      return { refund: settled ?? refund, money: await followOrder(order.id) };
    },
  };
}

export type PaymentsLedger = ReturnType<typeof createPaymentsLedger>;
