import type { OrderLineRequest, OrderRequestValues, Pricing } from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { StoredRecipient } from '#src/db/schema/index';
import type { HoldRequest, NewOrderItem } from '#src/modules/orders/orders.port';

/** A line as its kind prices it; its IVA is shared when the order's lines are all known. */
export type UntaxedLine = NewOrderItem;

/** What one kind's lines of an order come to. */
export interface PricedKind {
  lines: UntaxedLine[];
  /** Summary cents of the order: the goods before IVA, shipping, the lab's tax and fees. */
  cents: { items: number; shipping: number; taxFees: number };
  /** Who receives what is shipped (prints). */
  recipient?: StoredRecipient;
  /** Its lines carry their own IVA (prices with IVA included: tickets); else it is shared. */
  ivaIncluded?: boolean;
  /** Stock to hold until the payment (tickets' seats). */
  holds: HoldRequest[];
  /** In the order's transaction, before its stock is held: seats offered to the buyer taken up. */
  claim?: (tx: Database, orderId: string) => Promise<void>;
  /** In the order's transaction, after its stock is held: offers' remainders passed on. */
  afterHolds?: (tx: Database) => Promise<void>;
  /** For the payment's description: 'impresión GLOBAL-FAP-16X24 × 2'. */
  description: string;
  /** One print's pricing as the quote showed it (the one-print route answers it). */
  pricing?: Pricing;
}

export interface CheckoutContext {
  /** The signed-in buyer; null for a guest. */
  buyer: { id: string; email: string } | null;
  recipient?: OrderRequestValues['recipient'];
  shippingMethod?: string;
}

/**
 * Each kind of line priced by its own rule (docs/rules/checkout-and-payments.md#pricing-rule
 * for prints): a new kind does not compile until it says how it is priced.
 */
export type LinePricing = {
  [K in OrderLineRequest['kind']]: {
    price(
      lines: Extract<OrderLineRequest, { kind: K }>[],
      context: CheckoutContext,
    ): Promise<PricedKind>;
  };
};
