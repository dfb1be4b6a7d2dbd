import { euStandardVatRates, type ShippingMethodName } from './print-pricing';

/**
 * How long each of Prodigi's shipping methods takes to reach the buyer, as an estimate of ours
 * (docs/rules/checkout-and-payments.md#delivery-methods): Prodigi's quote gives each method's
 * price, never its time. Working days from the order to the door, the lab's production
 * (1–2 days) included, by region of the destination. Zod-free: the cart page shows it.
 */
export const deliveryRegions = ['eu', 'gb', 'us', 'world'] as const;
export type DeliveryRegion = (typeof deliveryRegions)[number];

export interface DeliveryEstimate {
  minDays: number;
  maxDays: number;
}

/** The region a destination country's estimates are read from. */
export function deliveryRegionOf(countryCode: string): DeliveryRegion {
  const code = countryCode.trim().toUpperCase();
  if (code === 'GB') return 'gb';
  if (code === 'US') return 'us';
  if (code in euStandardVatRates) return 'eu';
  return 'world';
}

const table: Record<ShippingMethodName, Record<DeliveryRegion, DeliveryEstimate>> = {
  Budget: {
    eu: { minDays: 5, maxDays: 9 },
    gb: { minDays: 4, maxDays: 7 },
    us: { minDays: 6, maxDays: 10 },
    world: { minDays: 10, maxDays: 20 },
  },
  Standard: {
    eu: { minDays: 4, maxDays: 7 },
    gb: { minDays: 3, maxDays: 5 },
    us: { minDays: 4, maxDays: 7 },
    world: { minDays: 7, maxDays: 14 },
  },
  StandardPlus: {
    eu: { minDays: 3, maxDays: 5 },
    gb: { minDays: 2, maxDays: 4 },
    us: { minDays: 3, maxDays: 6 },
    world: { minDays: 5, maxDays: 10 },
  },
  Express: {
    eu: { minDays: 2, maxDays: 4 },
    gb: { minDays: 2, maxDays: 3 },
    us: { minDays: 2, maxDays: 4 },
    world: { minDays: 3, maxDays: 6 },
  },
  Overnight: {
    eu: { minDays: 2, maxDays: 3 },
    gb: { minDays: 1, maxDays: 2 },
    us: { minDays: 1, maxDays: 2 },
    world: { minDays: 2, maxDays: 4 },
  },
};

/** Each method's name for the buyer. */
export const shippingMethodLabels: Record<ShippingMethodName, string> = {
  Budget: 'Económico',
  Standard: 'Estándar',
  StandardPlus: 'Estándar plus',
  Express: 'Urgente',
  Overnight: 'En 24 horas',
};

const known = (method: string): method is ShippingMethodName => method in table;

/** A method's name for the buyer; an unknown one keeps Prodigi's word. */
export const shippingMethodLabel = (method: string): string =>
  known(method) ? shippingMethodLabels[method] : method;

/** The estimate of a method to a country; null for a method we do not know. */
export function deliveryEstimate(method: string, countryCode: string): DeliveryEstimate | null {
  return known(method) ? table[method][deliveryRegionOf(countryCode)] : null;
}

/** 'Entrega estimada: 5–9 días laborables'. */
export function deliveryEstimateText(estimate: DeliveryEstimate): string {
  const days =
    estimate.minDays === estimate.maxDays
      ? `${estimate.minDays}`
      : `${estimate.minDays}–${estimate.maxDays}`;
  return `Entrega estimada: ${days} ${estimate.maxDays === 1 ? 'día laborable' : 'días laborables'}`;
}
