/**
 * Deterministic prices and shipping for the simulator's quotes and charges. The methods on
 * offer depend on the destination as on the real service
 * (docs/rules/catalogue-and-prints.md#quotes): Switzerland gets Budget and Standard only,
 * continental Europe no Overnight; framed products leave from a second lab in GB and the US,
 * so one order can make two shipments.
 */
import type { Carrier, FulfillmentLocation, ShippingMethod } from '../wire-types';
import { europe, type SeedProduct } from './catalogue';

/** Merchant currencies the simulator bills in, with fixed rates from GBP (numerator / 100). */
const ratesFromGbp: Record<string, number> = { GBP: 100, EUR: 117, USD: 127 };
export const supportedCurrencies = Object.keys(ratesFromGbp);

export function convertFromGbp(gbpMinor: number, currency: string): number {
  const rate = ratesFromGbp[currency];
  if (rate === undefined) throw new RangeError(`Unsupported currency ${currency}`);
  return Math.round((gbpMinor * rate) / 100);
}

interface MethodOffer {
  carrier: Carrier;
  baseGbpMinor: number;
  /** Added to a shipment that holds a canvas or a framed product. */
  largeGbpMinor: number;
  /** Offered only when asked for by name (never in the all-methods quote). */
  onRequestOnly?: boolean;
}

interface RegionPlan {
  mainLab: FulfillmentLocation;
  framedLab: FulfillmentLocation;
  methods: Partial<Record<ShippingMethod, MethodOffer>>;
}

/** The seed catalogue's European destinations: one region for labs and methods. */
const europeSet = new Set(europe);

const gbLab = { countryCode: 'GB', labCode: 'uk6' };
const gbFramedLab = { countryCode: 'GB', labCode: 'prodigi_gb2' };
const nlLab = { countryCode: 'NL', labCode: 'nl1' };

const plans: Record<'GB' | 'EU' | 'US' | 'CH' | 'ROW', RegionPlan> = {
  GB: {
    mainLab: gbLab,
    framedLab: gbFramedLab,
    methods: {
      Budget: {
        carrier: { name: 'royalmail', service: 'Standard' },
        baseGbpMinor: 150,
        largeGbpMinor: 345,
      },
      Standard: {
        carrier: { name: 'royalmail', service: 'Tracked 48' },
        baseGbpMinor: 395,
        largeGbpMinor: 400,
      },
      StandardPlus: {
        carrier: { name: 'royalmail', service: 'Tracked 24' },
        baseGbpMinor: 550,
        largeGbpMinor: 400,
        onRequestOnly: true,
      },
      Express: {
        carrier: { name: 'DHL Express', service: 'DHL Express Domestic' },
        baseGbpMinor: 895,
        largeGbpMinor: 300,
      },
      Overnight: {
        carrier: { name: 'FedEx', service: 'FedEx Next Day' },
        baseGbpMinor: 995,
        largeGbpMinor: 0,
      },
    },
  },
  EU: {
    mainLab: nlLab,
    framedLab: nlLab,
    methods: {
      Budget: {
        carrier: { name: 'B2C', service: 'B2C Standard' },
        baseGbpMinor: 495,
        largeGbpMinor: 400,
      },
      Standard: {
        carrier: { name: 'PostNL', service: 'PostNL Tracked' },
        baseGbpMinor: 795,
        largeGbpMinor: 400,
      },
      Express: {
        carrier: { name: 'DHL Express', service: 'DHL Express Worldwide' },
        baseGbpMinor: 1495,
        largeGbpMinor: 500,
      },
    },
  },
  US: {
    mainLab: { countryCode: 'US', labCode: 'prodigi_us' },
    framedLab: { countryCode: 'US', labCode: 'us1' },
    methods: {
      Budget: {
        carrier: { name: 'USPS', service: 'USPS First Class Post' },
        baseGbpMinor: 469,
        largeGbpMinor: 600,
      },
      Standard: {
        carrier: { name: 'USPS', service: 'USPS Priority Mail' },
        baseGbpMinor: 750,
        largeGbpMinor: 500,
      },
      StandardPlus: {
        carrier: { name: 'UPS', service: 'UPS Ground' },
        baseGbpMinor: 1100,
        largeGbpMinor: 500,
        onRequestOnly: true,
      },
      Express: {
        carrier: { name: 'UPS', service: 'UPS 2nd Day Air' },
        baseGbpMinor: 1650,
        largeGbpMinor: 500,
      },
      Overnight: {
        carrier: { name: 'UPS', service: 'UPS 1-day Shipping' },
        baseGbpMinor: 3728,
        largeGbpMinor: 0,
      },
    },
  },
  CH: {
    mainLab: nlLab,
    framedLab: nlLab,
    methods: {
      Budget: {
        carrier: { name: 'B2C', service: 'B2C Standard' },
        baseGbpMinor: 995,
        largeGbpMinor: 500,
      },
      Standard: {
        carrier: { name: 'DHL Parcel', service: 'DHL Parcel International' },
        baseGbpMinor: 1495,
        largeGbpMinor: 500,
      },
    },
  },
  ROW: {
    mainLab: gbLab,
    framedLab: gbFramedLab,
    methods: {
      Budget: {
        carrier: { name: 'royalmail', service: 'International Standard' },
        baseGbpMinor: 695,
        largeGbpMinor: 800,
      },
      Standard: {
        carrier: { name: 'royalmail', service: 'International Tracked' },
        baseGbpMinor: 995,
        largeGbpMinor: 800,
      },
      Express: {
        carrier: { name: 'DHL Express', service: 'DHL Express Worldwide' },
        baseGbpMinor: 2495,
        largeGbpMinor: 1000,
      },
    },
  },
};

function planFor(countryCode: string): RegionPlan {
  const code = countryCode.toUpperCase();
  if (code === 'GB' || code === 'US' || code === 'CH') return plans[code];
  return europeSet.has(code) ? plans.EU : plans.ROW;
}

const methodOrder: ShippingMethod[] = [
  'Budget',
  'Standard',
  'StandardPlus',
  'Express',
  'Overnight',
];

/** The methods a quote without `shippingMethod` lists for this destination, in Prodigi's order. */
export function listedMethods(countryCode: string): ShippingMethod[] {
  const plan = planFor(countryCode);
  return methodOrder.filter(
    (method) => plan.methods[method] && !plan.methods[method].onRequestOnly,
  );
}

export function offersMethod(countryCode: string, method: ShippingMethod): boolean {
  return planFor(countryCode).methods[method] !== undefined;
}

export interface PricedItemIn {
  id: string;
  product: SeedProduct;
  copies: number;
}

export interface PricedShipment {
  carrier: Carrier;
  fulfillmentLocation: FulfillmentLocation;
  costMinor: number;
  itemIds: string[];
}

export interface Pricing {
  method: ShippingMethod;
  currency: string;
  items: { id: string; unitMinor: number; totalMinor: number }[];
  shipments: PricedShipment[];
  itemsMinor: number;
  shippingMinor: number;
}

export function priceOrder(
  items: PricedItemIn[],
  countryCode: string,
  method: ShippingMethod,
  currency: string,
): Pricing {
  const plan = planFor(countryCode);
  const offer = plan.methods[method];
  if (!offer) throw new RangeError(`${method} is not offered to ${countryCode}`);
  const pricedItems = items.map((item) => {
    const unitMinor = convertFromGbp(item.product.unitCostGbpMinor, currency);
    return { id: item.id, unitMinor, totalMinor: unitMinor * item.copies };
  });
  const byLab = new Map<string, { lab: FulfillmentLocation; items: PricedItemIn[] }>();
  for (const item of items) {
    const lab = item.product.kind === 'framed' ? plan.framedLab : plan.mainLab;
    const group = byLab.get(lab.labCode) ?? { lab, items: [] };
    group.items.push(item);
    byLab.set(lab.labCode, group);
  }
  const shipments = [...byLab.values()].map(({ lab, items: labItems }) => {
    const large = labItems.some(
      (item) => item.product.kind === 'canvas' || item.product.kind === 'framed',
    );
    const gbp = offer.baseGbpMinor + (large ? offer.largeGbpMinor : 0);
    return {
      carrier: offer.carrier,
      fulfillmentLocation: lab,
      costMinor: convertFromGbp(gbp, currency),
      itemIds: labItems.map((item) => item.id),
    };
  });
  return {
    method,
    currency,
    items: pricedItems,
    shipments,
    itemsMinor: pricedItems.reduce((sum, item) => sum + item.totalMinor, 0),
    shippingMinor: shipments.reduce((sum, shipment) => sum + shipment.costMinor, 0),
  };
}
