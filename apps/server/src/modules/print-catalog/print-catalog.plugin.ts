import path from 'node:path';
import fp from 'fastify-plugin';
import { seedDemoPrints } from './demo-prints';
import { PHOTOS_CHANGED } from '#src/modules/photos/photo-images.port';
import { createBuyerReads, PRINT_CATALOG_CHANGED } from './buyer-reads';
import { createProdigiProducts } from './prodigi-products';
import { prodigiProductsRoutes } from './prodigi-products.routes';
import { printCatalogRoutes } from './print-catalog.routes';
import { createPrintCatalogRepository } from './print-catalog.repository';
import { createPrintCatalogService } from './print-catalog.service';
import { scheduleFileSweep } from '#src/lib/file-sweep';
import { sweepPrintFiles } from './print-files-sweep';
import { createVariantPricing } from './variant-pricing.port';

/**
 * Domain: the print catalogue (Prodigi products), each photo's variants of them, their
 * mockups and print assets (rendered from the photo's original), and the buyer's read.
 * Uses the photos domain's `photoImages` port and Prodigi's product details (lookup by SKU).
 */
export const printCatalogDomain = fp(
  async (app) => {
    const repository = createPrintCatalogRepository(app.database.db);
    // What a crash or a deleted photo left behind goes before the first request.
    await scheduleFileSweep(app, 'impresión', () =>
      sweepPrintFiles({
        media: app.storage.media,
        originals: app.storage.originals,
        existingVariantIds: (ids) => repository.existingVariantIds(ids),
      }),
    );

    const service = createPrintCatalogService({
      db: app.database.db,
      media: app.storage.media,
      originals: app.storage.originals,
      photoImages: app.photoImages,
      tmpDir: path.join(app.config.dataDir, 'tmp'),
      onChange: () => app.changes.publish(PRINT_CATALOG_CHANGED),
    });
    const reads = createBuyerReads(service);
    app.decorate(
      'variantPricing',
      createVariantPricing({ db: app.database.db, photoImages: app.photoImages }),
    );
    await app.changes.subscribe(PRINT_CATALOG_CHANGED, () => reads.clear());
    // A photo hidden or deleted leaves the buyer's answers at once, not after their lifetime.
    await app.changes.subscribe(PHOTOS_CHANGED, () => reads.clear());
    await app.register(printCatalogRoutes, { prefix: '/api', service, reads });
    const products = createProdigiProducts(app.prodigi);
    if (app.config.seedDemo) {
      // Once the demo photos exist: prints to buy on a fresh `npm start`.
      app.addHook('onListen', async () => {
        app.demoPhotos
          .then((ids) => seedDemoPrints(service, products.lookup, ids))
          .then((added) => {
            if (added > 0) app.log.info(`${added} impresiones de demostración configuradas`);
          })
          .catch((err: unknown) => app.log.error({ err }, 'demo prints failed'));
      });
    }
    await app.register(prodigiProductsRoutes, {
      prefix: '/api',
      products,
    });
  },
  {
    name: 'print-catalog',
    dependencies: [
      'config',
      'database',
      'change-notifier',
      'storage',
      'access-control',
      'prodigi',
      'photos',
    ],
    fastify: '5.x',
  },
);
