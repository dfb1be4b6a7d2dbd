import { catalogProductBodySchema, variantCreateBodySchema } from '@shop/contracts';
import type { PrintCatalogService } from './print-catalog.service';

/** Two products of Prodigi's catalogue (both in the simulator's) and how the demo sells them. */
const demoProducts = [
  {
    product: {
      sku: 'GLOBAL-FAP-12X16',
      name: 'Lámina Fine Art 30×40 cm',
      description: 'Papel de algodón Hahnemühle, impresión giclée con tintas pigmentadas.',
    },
    variant: { displayName: 'Lámina Fine Art 30×40 cm', profitMargin: '15' },
  },
  {
    product: {
      sku: 'GLOBAL-CFPM-16X20',
      name: 'Lámina enmarcada 40×50 cm',
      description: 'Marco clásico con paspartú, listo para colgar.',
      attributes: { color: ['black', 'white'] },
      availableColors: [
        { code: 'black', name: 'Negro' },
        { code: 'white', name: 'Blanco' },
      ],
    },
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

/**
 * With SEED_DEMO, on an empty catalogue: two print products offered on every demo photo, so
 * a newcomer can buy a print with a test card on a fresh `npm start`. The photos' original
 * is the print file (no crop): the admin can set one per variant later.
 */
export async function seedDemoPrints(
  service: PrintCatalogService,
  photoIds: readonly string[],
): Promise<number> {
  if ((await service.listProducts()).length > 0 || photoIds.length === 0) return 0;
  let added = 0;
  for (const demo of demoProducts) {
    const product = await service.createProduct(catalogProductBodySchema.parse(demo.product));
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
