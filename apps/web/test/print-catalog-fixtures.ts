/** Catalogue products and variants as the API returns them (contract shapes). */
import type { AdminVariant, CatalogProduct, PrintQualityBody } from '@shop/contracts';

export function catalogProduct(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    _id: '7d0c1a52-6b0e-4f37-9b1d-1b2a3c4d5e6f',
    sku: 'GLOBAL-FAP-16X24',
    name: 'Lámina Fine Art 16×24',
    description: '',
    prodigiDescription: 'Fine art print, EMA 200gsm',
    basePrice: 35,
    currency: 'EUR',
    defaultSizing: 'fillPrintArea',
    productDimensions: { width: 16, height: 24, units: 'in' },
    printAreaPixels: { width: 4800, height: 7200 },
    shipsTo: ['ES', 'FR', 'DE'],
    attributes: { paperType: ['EMA'], substrateWeight: ['200gsm'] },
    availableColors: [],
    variantCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const goodQuality: PrintQualityBody = {
  effectivePpi: 250,
  verdict: 'good',
  ppiBasis: 'dimensions',
  printAreaCoverage: 0.833,
  aspectCutPercent: 0,
  rotatedToMatch: false,
  upscaled: false,
  outputBelowPrintArea: false,
};

export function adminVariant(overrides: Partial<AdminVariant> = {}): AdminVariant {
  const product = catalogProduct();
  return {
    id: '0b7e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
    photoId: 'faro',
    catalogProductId: product._id,
    catalogProduct: {
      id: product._id,
      sku: product.sku,
      name: product.name,
      description: product.description,
      currency: product.currency,
      defaultSizing: product.defaultSizing,
      productDimensions: product.productDimensions,
      printAreaPixels: product.printAreaPixels,
      availableColors: product.availableColors,
    },
    displayName: 'Faro en lámina grande',
    description: '',
    retailPrice: 89.9,
    profitMargin: 20,
    currency: 'EUR',
    sizing: 'fillPrintArea',
    isActive: true,
    assetUrl: null,
    customAssetUrl: '',
    mockupImages: [],
    original: { width: 6000, height: 4000 },
    assetDetails: null,
    printQuality: null,
    colorOptions: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
