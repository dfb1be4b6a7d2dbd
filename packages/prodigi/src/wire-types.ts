/**
 * Prodigi Print API v4 as it is sent on the wire (camelCase field names, PascalCase enum values,
 * money as decimal strings; docs/rules/catalogue-and-prints.md). The client hands these same
 * shapes to its callers with every `Cost` turned into `Money` (see `types.ts`).
 */

/** Prodigi's money: a decimal string such as "14.37" and an ISO-4217 code. */
export interface Cost {
  amount: string;
  currency: string;
}

export const shippingMethods = [
  'Budget',
  'Standard',
  'StandardPlus',
  'Express',
  'Overnight',
] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

export const orderStages = [
  'Draft',
  'AwaitingPayment',
  'InProgress',
  'Complete',
  'Cancelled',
] as const;
export type OrderStage = (typeof orderStages)[number];

/** The list filter's values, lowerCamel as the docs write them. */
export type OrderStatusFilter =
  'draft' | 'awaitingPayment' | 'inProgress' | 'complete' | 'cancelled';

export type DetailState = 'NotStarted' | 'InProgress' | 'Complete' | 'Error';
export type Sizing = 'fillPrintArea' | 'fitPrintArea' | 'stretchToPrintArea';
export type YesNo = 'Yes' | 'No';

/** One entry of a `ValidationFailed` body's `failures`, keyed by JSON path. */
export interface ProdigiFailure {
  code: string;
  providedValue: unknown;
  comparisonValue?: unknown;
  missingItems?: { attributes: { name: string; validValues: string[] }[] };
}
export type ProdigiFailures = Record<string, ProdigiFailure[]>;

// ---- requests ----

export interface AddressIn {
  line1: string;
  line2?: string | null;
  postalOrZipCode: string;
  countryCode: string;
  townOrCity: string;
  stateOrCounty?: string | null;
}

export interface RecipientIn {
  name: string;
  email?: string | null;
  phoneNumber?: string | null;
  address: AddressIn;
}

export interface AssetIn {
  printArea: string;
  url: string;
  md5Hash?: string;
  pageCount?: number;
}

export interface WireOrderItemIn {
  sku: string;
  copies: number;
  sizing?: Sizing;
  merchantReference?: string;
  attributes?: Record<string, string>;
  recipientCost?: Cost;
  assets: AssetIn[];
}

export interface WireCreateOrderRequest {
  shippingMethod: ShippingMethod;
  recipient: RecipientIn;
  items: WireOrderItemIn[];
  merchantReference?: string;
  idempotencyKey?: string;
  callbackUrl?: string;
  metadata?: Record<string, unknown>;
  packingSlip?: { url: string };
}

export interface QuoteItemIn {
  sku: string;
  copies: number;
  attributes?: Record<string, string>;
  assets: { printArea: string; pageCount?: number }[];
}

export interface QuoteRequest {
  destinationCountryCode: string;
  items: QuoteItemIn[];
  shippingMethod?: ShippingMethod;
  currencyCode?: string;
}

// ---- order ----

export interface Address {
  line1: string;
  line2: string | null;
  postalOrZipCode: string;
  countryCode: string;
  townOrCity: string;
  stateOrCounty: string | null;
}

export interface Recipient {
  name: string;
  email: string | null;
  phoneNumber: string | null;
  address: Address;
}

export interface Issue {
  objectId: string | null;
  errorCode: string;
  description: string;
  authorisationDetails: { authorisationUrl: string; paymentDetails: Cost } | null;
}

export interface OrderStatus {
  stage: OrderStage;
  issues: Issue[];
  details: {
    downloadAssets: DetailState;
    printReadyAssetsPrepared: DetailState;
    allocateProductionLocation: DetailState;
    inProduction: DetailState;
    shipping: DetailState;
  };
}

export interface Asset {
  id: string;
  printArea: string;
  md5Hash: string | null;
  url: string;
  thumbnailUrl?: string | null;
  pageCount?: number;
  status: 'InProgress' | 'Complete' | 'Error';
}

export interface Item {
  id: string;
  status: 'Ok' | 'Invalid' | 'NotYetDownloaded';
  merchantReference: string | null;
  sku: string;
  copies: number;
  sizing: Sizing;
  thumbnailUrl?: string | null;
  attributes: Record<string, string>;
  assets: Asset[];
  recipientCost: Cost | null;
  correlationIdentifier?: string;
}

export interface ChargeItem {
  id: string;
  itemId: string | null;
  shipmentId: string | null;
  cost: Cost;
  chargeType?: 'Item' | 'Shipping';
}

export interface Charge {
  id: string;
  chargeType?: 'Item' | 'Shipping' | 'Refund' | 'Other';
  prodigiInvoiceNumber: string | null;
  totalCost: Cost;
  totalTax?: Cost;
  items: ChargeItem[];
}

export interface Carrier {
  name: string;
  service: string;
}

export interface FulfillmentLocation {
  countryCode: string;
  labCode: string;
}

export interface Shipment {
  id: string;
  status: 'Processing' | 'Shipped' | 'Cancelled';
  dispatchDate: string | null;
  carrier: Carrier;
  fulfillmentLocation: FulfillmentLocation;
  tracking: { number: string; url: string } | null;
  items: { itemId: string }[];
}

export interface WireOrder {
  id: string;
  created: string;
  lastUpdated: string;
  callbackUrl: string | null;
  merchantReference: string | null;
  shippingMethod: ShippingMethod;
  idempotencyKey: string | null;
  status: OrderStatus;
  charges: Charge[];
  shipments: Shipment[];
  recipient: Recipient;
  items: Item[];
  packingSlip: { url: string | null; status: string | null } | null;
  metadata: Record<string, unknown> | null;
}

// ---- responses ----

export interface WireOrderResponse {
  outcome: string;
  order: WireOrder;
  traceParent?: string;
}

export interface WireOrderListResponse {
  outcome: string;
  hasMore: boolean;
  nextUrl: string | null;
  orders: WireOrder[];
  traceParent?: string;
}

export interface OrderActions {
  cancel: { isAvailable: YesNo };
  changeRecipientDetails: { isAvailable: YesNo };
  changeShippingMethod: { isAvailable: YesNo };
  changeMetaData: { isAvailable: YesNo };
}

export interface ShipmentUpdateResult {
  shipmentId: string;
  successful: boolean;
  errorCode?:
    'order.shipments.updateFailed' | 'order.shipments.invalid' | 'order.shipments.notAvailable';
  description?: string;
}

export interface WireShipmentUpdateResponse {
  outcome: string;
  shippingUpdateResults?: ShipmentUpdateResult[];
  shipmentUpdateResults?: ShipmentUpdateResult[];
  order: WireOrder;
  traceParent?: string;
}

export interface WireQuote {
  shipmentMethod: string;
  costSummary: { items: Cost; shipping: Cost; totalCost?: Cost; totalTax?: Cost };
  shipments: {
    carrier: Carrier;
    fulfillmentLocation: FulfillmentLocation;
    cost: Cost;
    items: string[];
  }[];
  items: {
    id: string;
    sku: string;
    copies: number;
    unitCost: Cost;
    attributes: Record<string, string>;
    assets: { printArea: string }[];
  }[];
}

export interface WireQuoteResponse {
  outcome: string;
  issues?: { errorCode: string; description: string }[];
  quotes: WireQuote[];
  traceParent?: string;
}

export interface Product {
  sku: string;
  description: string;
  productDimensions: { width: number; height: number; units: 'in' | 'cm' };
  attributes: Record<string, string[]>;
  printAreas: Record<string, { required: boolean }>;
  variants: {
    attributes: Record<string, string>;
    shipsTo: string[];
    printAreaSizes: Record<string, { horizontalResolution: number; verticalResolution: number }>;
  }[];
}

export interface ProductResponse {
  outcome: string;
  product: Product;
  traceParent?: string;
}

/** A callback (CloudEvents 1.0, structured mode) as Prodigi POSTs it. */
export interface WireCallback {
  specversion: '1.0';
  type: string;
  source: string;
  id: string;
  time: string;
  datacontenttype: 'application/json';
  subject: string;
  data: { order: WireOrder; traceParent?: string };
}
