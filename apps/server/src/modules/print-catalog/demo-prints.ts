import { catalogProductBodySchema, variantCreateBodySchema } from '@shop/contracts';
import type { CatalogLookup } from '@shop/contracts';
import type { PrintCatalogService } from './print-catalog.service';

/** Two products of Prodigi's catalogue (both in the simulator's) and how the demo sells them. */
const demoProducts: {
  product: { sku: string; name: string; description: string };
  colors: string[];
  variant: Record<string, unknown>;
}[] = [
  {
    product: {
      sku: 'GLOBAL-FAP-12X16',
      name: 'Lámina Fine Art 30×40 cm',
      description: 'Papel de algodón Hahnemühle, impresión giclée con tintas pigmentadas.',
    },
    colors: [],
    variant: { displayName: 'Lámina Fine Art 30×40 cm', profitMargin: '15' },
  },
  {
    product: {
      sku: 'GLOBAL-CFPM-16X20',
      name: 'Lámina enmarcada 40×50 cm',
      description: 'Marco clásico con paspartú, listo para colgar.',
    },
    colors: ['BLACK', 'WHITE'],
    variant: {
      displayName: 'Enmarcada 40×50 cm',
      profitMargin: '25',
      colorOptions: [
        { code: 'black', name: 'Negro' },
        { code: 'white', name: 'Blanco' },
      ],
    },
  },
];

/** The admin's 'Importar desde Prodigi': Prodigi's product details by SKU. */
export type ProductLookup = (sku: string) => Promise<CatalogLookup>;

/**
 * With SEED_DEMO, on an empty catalogue: two print products offered on every demo photo, so
 * a newcomer can buy a print with a test card on a fresh `npm start`. Each product is
 * imported as the admin imports one (size, print area, attributes, destinations from
 * Prodigi), so the crop modal opens at its proportions. If Prodigi cannot answer nothing is
 * seeded (the error is thrown) and the next start tries again. The photos' original is the
 * print file (no crop): the admin can set one per variant later.
 */
export async function seedDemoPrints(
  service: PrintCatalogService,
  lookup: ProductLookup,
  photoIds: readonly string[],
): Promise<number> {
  if ((await service.listProducts()).length > 0 || photoIds.length === 0) return 0;
  const imported = await Promise.all(demoProducts.map((demo) => lookup(demo.product.sku)));
  let added = 0;
  for (const [index, demo] of demoProducts.entries()) {
    const found = imported[index];
    if (!found) continue;
    const product = await service.createProduct(
      catalogProductBodySchema.parse({
        ...demo.product,
        prodigiDescription: found.prodigiDescription,
        defaultSizing: found.defaultSizing,
        productDimensions: found.productDimensions,
        printAreaPixels: found.printAreaPixels,
        attributes: found.attributes,
        shipsTo: found.shipsTo,
        // The demo offers a curated few of the product's colours, named as the import names them.
        availableColors: found.availableColors.filter((c) => demo.colors.includes(c.code)),
      }),
    );
    for (const photoId of photoIds) {
      await service.createVariant(
        photoId,
        variantCreateBodySchema.parse({ catalogProductId: product._id, ...demo.variant }),
      );
      added++;
    }
  }
  return added;
}
