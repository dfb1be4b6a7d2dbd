/**
 * The simulator's seed catalogue (docs/rules/catalogue-and-prints.md#seed-catalogue). Values
 * marked "est." are estimates, kept so every product is complete. Prices are GBP minor units:
 * the documented price points as they are, the rest estimates.
 */
import type { Product } from '../wire-types';

export type ProductKind = 'print' | 'canvas' | 'framed' | 'accessory';

export interface SeedProduct {
  sku: string;
  description: string;
  kind: ProductKind;
  dimensions: Product['productDimensions'];
  /** Attributes a buyer chooses (every one is required on an order or a quote). */
  choices: Record<string, string[]>;
  /** Single-valued descriptive attributes, listed beside the choices since ~2022. */
  informational: Record<string, string>;
  /** Recommended default print-area size per variant, from the choice values. */
  printAreaSize: (choice: Record<string, string>) => [number, number];
  unitCostGbpMinor: number;
  /** Accepted spellings of values from older catalogue versions (lower-case → current). */
  aliases?: Record<string, Record<string, string>>;
}

/** ISO alpha-2 destinations the seed products ship to (the real lists also hold odd codes). */
export const europe = [
  'AT',
  'BE',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GR',
  'IE',
  'IT',
  'LU',
  'NL',
  'PL',
  'PT',
  'SE',
];
export const shipsToAll = [
  ...europe,
  'AU',
  'CA',
  'CH',
  'GB',
  'JP',
  'NO',
  'NZ',
  'US',
  'XX',
  'ZZ',
].sort();
/** Framed canvas does not travel everywhere (as real framed SKUs do not). */
const shipsToFramedCanvas = ['GB', 'US', ...europe].sort();

const wraps = ['Black', 'ImageWrap', 'MirrorWrap', 'White'];

function fixed(width: number, height: number) {
  return (): [number, number] => [width, height];
}

function byWrap(plain: [number, number], imageWrap: [number, number]) {
  return (choice: Record<string, string>): [number, number] =>
    choice.wrap === 'ImageWrap' ? imageWrap : plain;
}

const fineArt = { paperType: 'EMA', substrateWeight: '200gsm' };
const canvasInfo = {
  edge: '38mm',
  frame: '38mm standard stretcher bar',
  paperType: 'Standard canvas (SC)',
  substrateWeight: '400gsm',
};

export const seedProducts: SeedProduct[] = [
  {
    sku: 'GLOBAL-FAP-16X24',
    description: 'Fine art print, EMA 200gsm, 16x24 inches',
    kind: 'print',
    dimensions: { width: 16, height: 24, units: 'in' },
    choices: {},
    informational: fineArt,
    printAreaSize: fixed(4800, 7200),
    unitCostGbpMinor: 2150, // est.
  },
  {
    sku: 'GLOBAL-FAP-11X14',
    description: 'Fine art print, EMA 200gsm, 11x14 inches',
    kind: 'print',
    dimensions: { width: 11, height: 14, units: 'in' },
    choices: {},
    informational: fineArt,
    printAreaSize: fixed(3307, 4192),
    unitCostGbpMinor: 1150, // est.
  },
  {
    sku: 'GLOBAL-FAP-12X16',
    description: 'Fine art print, EMA 200gsm, 12x16 inches',
    kind: 'print',
    dimensions: { width: 12, height: 16, units: 'in' },
    choices: {},
    informational: fineArt,
    printAreaSize: fixed(3600, 4800),
    unitCostGbpMinor: 1300, // est.
  },
  {
    sku: 'GLOBAL-CAN-10X10',
    description: 'Standard canvas on quality stretcher bar, 25x25cm',
    kind: 'canvas',
    dimensions: { width: 10, height: 10, units: 'in' },
    choices: { wrap: wraps },
    informational: canvasInfo,
    printAreaSize: byWrap([1522, 1522], [2137, 2137]),
    unitCostGbpMinor: 1437,
  },
  {
    sku: 'GLOBAL-CAN-4X6',
    description: 'Stretched Canvas on a 38mm Standard Stretcher Bar, 4x6 inches / 10x15 cm',
    kind: 'canvas',
    dimensions: { width: 4, height: 6, units: 'in' },
    choices: { wrap: wraps },
    informational: { glaze: 'None', frame: '38mm Standard Stretcher Bar', edge: '38mm' },
    printAreaSize: byWrap([622, 922], [1200, 1500]),
    unitCostGbpMinor: 950, // est.
  },
  {
    sku: 'GLOBAL-CAN-12X16',
    description: 'Stretched canvas on a 38mm standard stretcher bar, 400gsm SC, 12x16 inches',
    kind: 'canvas',
    dimensions: { width: 12, height: 16, units: 'in' },
    choices: { wrap: wraps },
    informational: canvasInfo,
    printAreaSize: byWrap([3654, 4854], [4254, 5454]), // ImageWrap est.
    unitCostGbpMinor: 2100, // est.
  },
  {
    sku: 'GLOBAL-CAN-16X20',
    description: 'Stretched canvas on a 38mm standard stretcher bar, 400gsm SC, 16x20 inches',
    kind: 'canvas',
    dimensions: { width: 16, height: 20, units: 'in' },
    choices: { wrap: wraps },
    informational: canvasInfo,
    printAreaSize: byWrap([4854, 6054], [5454, 6654]), // ImageWrap est.
    unitCostGbpMinor: 2600, // est.
  },
  {
    sku: 'GLOBAL-CFPM-16X20',
    description: 'Classic frame with mount and perspex, EMA 200gsm, 16x20 inches',
    kind: 'framed',
    dimensions: { width: 16, height: 20, units: 'in' },
    // The S7 live probe's set (Nov 2025); the older hyphenated names are accepted as aliases.
    choices: {
      color: ['black', 'brown', 'dark grey', 'gold', 'light grey', 'natural', 'silver', 'white'],
    },
    informational: {
      frame: 'Classic',
      glaze: 'Acrylic / Perspex',
      mount: '2.4mm',
      mountColor: 'Snow white',
      style: 'Framed print / Mount / Perspex',
    },
    printAreaSize: fixed(3000, 3750), // est.
    unitCostGbpMinor: 2725,
    aliases: {
      color: {
        'antique-gold': 'gold',
        'antique-silver': 'silver',
        'dark-grey': 'dark grey',
        'light-grey': 'light grey',
      },
    },
  },
  {
    sku: 'GLOBAL-FRA-CAN-30X40',
    description: 'Float-framed canvas, 30x40 inches',
    kind: 'framed',
    dimensions: { width: 30, height: 40, units: 'in' },
    choices: { color: ['black', 'brown', 'gold', 'natural', 'silver', 'white'], wrap: wraps },
    informational: {},
    printAreaSize: fixed(9000, 12000), // est.
    unitCostGbpMinor: 7400,
  },
  {
    sku: 'GLOBAL-PHO-4X6-PRO',
    description: 'Pro photo print, 4x6 inches',
    kind: 'print',
    dimensions: { width: 4, height: 6, units: 'in' },
    choices: { finish: ['gloss', 'lustre'] }, // "lustre" recorded; "gloss" est.
    informational: {},
    printAreaSize: fixed(1200, 1800), // est.
    unitCostGbpMinor: 150, // est.
  },
  {
    sku: 'GLOBAL-TECH-IP11P-FC-CP',
    description: 'iPhone 11 Pro case, gloss',
    kind: 'accessory',
    dimensions: { width: 2.83, height: 5.67, units: 'in' }, // est.
    choices: {},
    informational: {},
    printAreaSize: fixed(850, 1700), // est.
    unitCostGbpMinor: 750,
  },
];

const bySku = new Map(seedProducts.map((product) => [product.sku, product]));

/** SKUs are matched ignoring case. */
export function findSeedProduct(sku: string): SeedProduct | undefined {
  return bySku.get(sku.toUpperCase());
}

export function shipsToOf(product: SeedProduct): string[] {
  return product.sku.startsWith('GLOBAL-FRA-CAN') ? shipsToFramedCanvas : shipsToAll;
}

function combinations(choices: Record<string, string[]>): Record<string, string>[] {
  let result: Record<string, string>[] = [{}];
  for (const [name, values] of Object.entries(choices)) {
    result = result.flatMap((partial) => values.map((value) => ({ ...partial, [name]: value })));
  }
  return result;
}

/** The product as `GET /products/{sku}` answers it. */
export function productDetails(product: SeedProduct): Product {
  const attributes: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(product.informational)) attributes[name] = [value];
  Object.assign(attributes, product.choices);
  return {
    sku: product.sku,
    description: product.description,
    productDimensions: product.dimensions,
    attributes,
    printAreas: { default: { required: true } },
    variants: combinations(product.choices).map((choice) => {
      const [horizontalResolution, verticalResolution] = product.printAreaSize(choice);
      return {
        attributes: { ...product.informational, ...choice },
        shipsTo: shipsToOf(product),
        printAreaSizes: { default: { horizontalResolution, verticalResolution } },
      };
    }),
  };
}

/**
 * A value as the catalogue spells it, matched ignoring case and through older aliases; null
 * when the attribute has no such value.
 */
export function canonicalChoice(product: SeedProduct, name: string, value: string): string | null {
  const values = product.choices[name] ?? [];
  const wanted = value.trim().toLowerCase();
  const direct = values.find((candidate) => candidate.toLowerCase() === wanted);
  if (direct) return direct;
  return product.aliases?.[name]?.[wanted] ?? null;
}
