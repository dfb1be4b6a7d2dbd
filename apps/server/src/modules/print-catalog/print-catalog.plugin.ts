import path from 'node:path';
import fp from 'fastify-plugin';
import { createBuyerReads, PRINT_CATALOG_CHANGED } from './buyer-reads';
import { printCatalogRoutes } from './print-catalog.routes';
import { createPrintCatalogService } from './print-catalog.service';

/**
 * Domain: the print catalogue (Prodigi products), each photo's variants of them, their
 * mockups and print assets (rendered from the photo's original), and the buyer's read.
 * Uses the photos domain's `photoImages` port.
 */
export const printCatalogDomain = fp(
  async (app) => {
    const service = createPrintCatalogService({
      db: app.database.db,
      media: app.storage.media,
      originals: app.storage.originals,
      photoImages: app.photoImages,
      tmpDir: path.join(app.config.dataDir, 'tmp'),
      onChange: () => app.changes.publish(PRINT_CATALOG_CHANGED),
    });
    const reads = createBuyerReads(service);
    await app.changes.subscribe(PRINT_CATALOG_CHANGED, () => reads.clear());
    await app.register(printCatalogRoutes, { prefix: '/api', service, reads });
  },
  {
    name: 'print-catalog',
    dependencies: ['config', 'database', 'change-notifier', 'storage', 'access-control', 'photos'],
    fastify: '5.x',
  },
);
