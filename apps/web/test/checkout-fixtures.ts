import { vatOnBase } from '@shop/contracts';
/** Print options, product details and quotes as the API returns them (contract shapes). */
import type {
  CatalogDetails,
  MockupImage,
  PricingBody,
  PublicVariant,
  QuoteResponse,
} from '@shop/contracts';

export function mockup(id: string, label: string): MockupImage {
  const url = `/media/mockups/${id}.jpg`;
  return {
    id,
    url,
    label,
    width: 1200,
    height: 900,
    images: { avif: [], webp: [], jpeg: [{ url, width: 1200 }] },
  };
}

export function publicVariant(overrides: Partial<PublicVariant> = {}): PublicVariant {
  return {
    id: 'v-lamina',
    photoId: 'faro',
    catalogProductId: 'p-lamina',
    catalogProduct: {
      id: 'p-lamina',
      sku: 'GLOBAL-FAP-16X24',
      name: 'Lámina Fine Art 16×24',
      description: '',
      currency: 'EUR',
      defaultSizing: 'fillPrintArea',
      productDimensions: { width: 16, height: 24, units: 'in' },
      printAreaPixels: { width: 4800, height: 7200 },
      availableColors: [],
    },
    displayName: 'Lámina grande',
    description: 'Papel de algodón de 200 g.',
    retailPrice: null,
    profitMargin: 20,
    currency: 'EUR',
    sizing: 'fillPrintArea',
    isActive: true,
    assetUrl: null,
    assetDetails: null,
    mockupImages: [],
    colorOptions: [],
    ...overrides,
  };
}

type ColorOption = PublicVariant['colorOptions'][number];

export function colorOption(code: string, name: string, more: Partial<ColorOption> = {}) {
  return {
    code,
    name,
    assetUrl: null,
    assetDetails: null,
    mockupImageRefs: [],
    mockupImages: [],
    ...more,
  } satisfies ColorOption;
}

export function productDetails(overrides: Partial<CatalogDetails> = {}): CatalogDetails {
  return { sku: 'GLOBAL-FAP-16X24', variantAttributes: {}, attributes: {}, ...overrides };
}

/** A quote priced as the rule does it: 21 % IVA per line, on the print and on delivery. */
export function quoteAnswer(overrides: Partial<PricingBody> = {}): QuoteResponse {
  const base = {
    prodigiItemsAmount: 2500,
    prodigiShippingAmount: 750,
    prodigiTaxAmount: 0,
    prodigiFeesAmount: 0,
    platformMargin: 2000,
    copies: 1,
    vatTreatment: 'es' as const,
    vatRate: 21,
    vatCountryCode: 'ES',
    ...overrides,
  };
  const prodigiTotal =
    base.prodigiItemsAmount +
    base.prodigiShippingAmount +
    base.prodigiTaxAmount +
    base.prodigiFeesAmount;
  const totalWithMargin = prodigiTotal + base.platformMargin;
  const delivery = prodigiTotal - base.prodigiItemsAmount;
  const bp = base.vatRate * 100;
  const vatAmount =
    overrides.vatAmount ?? vatOnBase(totalWithMargin - delivery, bp) + vatOnBase(delivery, bp);
  const pricing: PricingBody = {
    ...base,
    prodigiTotal,
    totalWithMargin,
    vatAmount,
    total: totalWithMargin + vatAmount,
    currency: 'EUR',
  };
  return {
    quotes: [
      {
        shipmentMethod: 'Budget',
        costSummary: {
          items: { amount: base.prodigiItemsAmount },
          shipping: { amount: base.prodigiShippingAmount },
          tax: { amount: base.prodigiTaxAmount },
          fees: { amount: base.prodigiFeesAmount },
        },
        currency: 'EUR',
        pricing,
      },
    ],
    pricing,
  };
}
