import {
  checkoutMessages as msg,
  eventMessages,
  orderNumber,
  PRICING_CURRENCY,
  taxLines,
  type OrderCheckoutResponse,
  type OrderLineRequest,
  type OrderRequestValues,
  type PrintLineRequest,
  type TicketLineRequest,
} from '@shop/contracts';
import type { PaymentProvider, ProviderPayment } from '#src/infra/payment-provider';
import { AppError, conflict } from '#src/lib/errors';
import { StockUnavailable, type Order, type OrderCreation } from '#src/modules/orders/orders.port';
import type { CheckoutContext, LinePricing, PricedKind } from './line-pricing';

export interface CheckoutResult {
  order: Order;
  /** The provider's payment; null when there was nothing to pay. */
  payment: ProviderPayment | null;
  /** What each kind priced (the one-print route answers the print's `pricing`). */
  parts: Partial<Record<OrderLineRequest['kind'], PricedKind>>;
  /** Until when its stock is held for the payment; null when nothing is held or it is paid. */
  holdUntil: Date | null;
}

/** Who is buying, when signed in: the order is theirs, and tickets need them. */
export interface Buyer {
  id: string;
  email: string;
  /** Seats taken for nothing need a confirmed email (docs/rules/events.md#buying). */
  emailConfirmed: boolean;
}

/**
 * Checkout of any lines (docs/rules/checkout-and-payments.md#money-flow): each kind prices its
 * lines on the server, each line carries its own IVA, the order is
 * written pending payment with its stock held, and its payment opened; an order with nothing
 * to pay is settled at once by the path a card payment takes, without the provider.
 */
export function createOrderCheckout(deps: {
  pricing: LinePricing;
  orders: Pick<OrderCreation, 'open' | 'attachPaymentIntent'>;
  provider: Pick<PaymentProvider, 'createPayment'>;
  settleFree: (orderId: string) => Promise<unknown>;
  /** The order's signed receipt page, for the buyer who opens it. */
  receiptPath: (orderId: string) => string;
  /** The trading name as it is now (the business identity). */
  siteName: () => Promise<string>;
  /** The /legal/terms version in force: the order keeps it as what the buyer accepted. */
  termsVersion: string;
  holdMinutes: number;
  /**
   * The account whose confirmed email a guest wrote, if any: the order joins it, as guest
   * orders join an account when its email is confirmed (docs/rules/accounts.md#guest-purchases).
   */
  confirmedAccountOf: (email: string) => Promise<string | null>;
  log: { error(obj: unknown, message: string): void };
}) {
  async function priceKinds(request: OrderRequestValues, buyer: Buyer | null) {
    const context: CheckoutContext = { ...request, buyer };
    const prints = request.items.filter((line): line is PrintLineRequest => line.kind === 'print');
    const tickets = request.items.filter(
      (line): line is TicketLineRequest => line.kind === 'ticket',
    );
    const parts: CheckoutResult['parts'] = {};
    if (tickets.length > 0) parts.ticket = await deps.pricing.ticket.price(tickets, context);
    if (prints.length > 0) parts.print = await deps.pricing.print.price(prints, context);
    return parts;
  }

  async function checkout(request: OrderRequestValues, buyer: Buyer | null) {
    const parts = await priceKinds(request, buyer);
    const priced = Object.values(parts);
    // IVA per line (cart-pricing.ts): lines with IVA included keep theirs, the others get
    // theirs on their own base, so no line's price moves with another.
    const lines = [
      ...priced.filter((part) => part.ivaIncluded).flatMap((part) => part.lines),
      ...taxLines(priced.filter((part) => !part.ivaIncluded).flatMap((part) => part.lines)),
    ];
    const recipient = priced.find((part) => part.recipient)?.recipient;
    const email = recipient?.email ?? buyer?.email;
    if (!email) throw new Error('an order needs someone to write to');
    const sum = (pick: (part: PricedKind) => number) =>
      priced.reduce((total, part) => total + pick(part), 0);
    const iva = lines.reduce((total, line) => total + line.vatCents, 0);
    const total = lines.reduce((total, line) => total + line.baseCents + line.vatCents, 0);
    const holds = priced.flatMap((part) => part.holds);
    const claims = priced.flatMap((part) => (part.claim ? [part.claim] : []));
    const afterHolds = priced.flatMap((part) => (part.afterHolds ? [part.afterHolds] : []));
    // A free registration takes its seats for good with no payment to vouch for the buyer:
    // only a confirmed mailbox may (docs/rules/events.md#buying).
    if (total === 0 && parts.ticket && !buyer?.emailConfirmed) {
      throw new AppError('email_unconfirmed', eventMessages.confirmEmailForFree);
    }

    const holdUntil = new Date(Date.now() + deps.holdMinutes * 60_000);
    let order: Order;
    try {
      order = await deps.orders.open({
        userId: buyer?.id ?? (await deps.confirmedAccountOf(email)),
        email,
        currency: PRICING_CURRENCY,
        itemsCents: sum((part) => part.cents.items),
        shippingCents: sum((part) => part.cents.shipping),
        taxFeesCents: sum((part) => part.cents.taxFees),
        ivaCents: iva,
        totalCents: total,
        recipient,
        isTest: false,
        termsVersion: deps.termsVersion,
        items: lines,
        holds,
        holdUntil,
        beforeHolds: async (tx, orderId) => {
          for (const claim of claims) await claim(tx, orderId);
        },
        afterHolds: async (tx) => {
          for (const after of afterHolds) await after(tx);
        },
      });
    } catch (err) {
      if (err instanceof StockUnavailable) throw conflict(msg.soldOut);
      throw err;
    }

    if (total === 0) {
      await deps.settleFree(order.id);
      return { order, payment: null, parts, holdUntil: null } satisfies CheckoutResult;
    }
    let payment: ProviderPayment;
    try {
      payment = await deps.provider.createPayment({
        amountCents: total,
        currency: PRICING_CURRENCY,
        description: `${await deps.siteName()}: ${priced.map((p) => p.description).join(', ')}`,
        metadata: { orderId: order.id, kind: Object.keys(parts).join(',') },
        // The order id: a retried request never opens a second payment for it.
        idempotencyKey: `order-${order.id}`,
      });
    } catch (err) {
      deps.log.error({ err, orderId: order.id }, 'payment provider: payment not created');
      throw new AppError('provider_failed', msg.paymentIntentFailed);
    }
    await deps.orders.attachPaymentIntent(order.id, payment.id);
    if (!payment.clientSecret) throw new AppError('provider_failed', msg.paymentIntentFailed);
    return {
      order,
      payment,
      parts,
      holdUntil: holds.length > 0 ? holdUntil : null,
    } satisfies CheckoutResult;
  }

  return {
    checkout,
    receiptPath: deps.receiptPath,
    /** POST /checkout/orders. */
    async answer(request: OrderRequestValues, buyer: Buyer | null): Promise<OrderCheckoutResponse> {
      const { order, payment, holdUntil } = await checkout(request, buyer);
      return {
        orderId: order.id,
        status: payment ? 'pending_payment' : 'paid',
        amount: order.totalCents,
        currency: PRICING_CURRENCY,
        lines: order.items.map((line) => ({
          kind: line.kind,
          quantity: line.quantity,
          baseCents: line.baseCents,
          vatRateBp: line.vatRateBp,
          vatCents: line.vatCents,
        })),
        clientSecret: payment?.clientSecret ?? null,
        paymentIntentId: payment?.id ?? null,
        orderNumber: orderNumber(order.id),
        receiptPath: deps.receiptPath(order.id),
        holdExpiresAt: holdUntil ? holdUntil.toISOString() : null,
        holdSeconds: holdUntil
          ? Math.max(0, Math.floor((holdUntil.getTime() - Date.now()) / 1000))
          : null,
      };
    },
  };
}

export type OrderCheckout = ReturnType<typeof createOrderCheckout>;
