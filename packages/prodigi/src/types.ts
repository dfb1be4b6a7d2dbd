/**
 * What the client hands to its callers: the wire shapes of `wire-types.ts` with every `Cost`
 * converted to `Money` (integer minor units). Field names stay exactly as Prodigi sends them.
 */
import type { Money, WithMoney } from './money';
import type {
  ProductResponse,
  ShipmentUpdateResult,
  Sizing,
  WireCallback,
  WireCreateOrderRequest,
  WireOrder,
  WireOrderItemIn,
  WireQuote,
  OrderStatusFilter,
} from './wire-types';

export type Order = WithMoney<WireOrder>;
export type OrderItem = Order['items'][number];
export type OrderCharge = Order['charges'][number];
export type OrderShipment = Order['shipments'][number];
export type Quote = WithMoney<WireQuote>;
export type Callback = WithMoney<WireCallback>;

export interface OrderItemIn extends Omit<WireOrderItemIn, 'recipientCost'> {
  sizing?: Sizing;
  recipientCost?: Money;
}

export interface CreateOrderRequest extends Omit<WireCreateOrderRequest, 'items'> {
  items: OrderItemIn[];
}

export interface OrderResult {
  /** Created, CreatedWithIssues, OnHold or AlreadyExists (canonical casing). */
  outcome: string;
  /**
   * The order (for AlreadyExists, the one first created with that key). null only when Prodigi
   * answers without it: an account's pause window (`OnHold`, whose body is unconfirmed).
   */
  order: Order | null;
  orderId: string | null;
  traceParent: string | null;
}

export interface QuoteResult {
  /** Created, CreatedWithIssues or Ok. */
  outcome: string;
  issues: { errorCode: string; description: string }[];
  quotes: Quote[];
  traceParent: string | null;
}

export interface ListOrdersQuery {
  top?: number;
  skip?: number;
  status?: OrderStatusFilter;
  createdFrom?: Date | string;
  createdTo?: Date | string;
  orderIds?: string[];
  merchantReferences?: string[];
}

export interface OrderList {
  orders: Order[];
  hasMore: boolean;
  nextUrl: string | null;
  traceParent: string | null;
}

export interface ActionResult {
  outcome: string;
  order: Order;
  traceParent: string | null;
}

export interface ShipmentUpdateOutcome extends ActionResult {
  /** `shippingUpdateResults` or `shipmentUpdateResults`, whichever Prodigi sent. */
  shipmentUpdateResults: ShipmentUpdateResult[];
}

export type ProductResult = WithMoney<ProductResponse>['product'];
