import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  imageWorkQuerySchema,
  adminVariantSchema,
  catalogProductBodySchema,
  catalogProductParamsSchema,
  catalogProductSchema,
  errorBodySchema,
  photoMessages,
  photoProductsQuerySchema,
  photoVariantParamsSchema,
  photoVariantsParamsSchema,
  printCatalogMessages as msg,
  publicVariantSchema,
  variantAssetFieldsSchema,
  variantCreateBodySchema,
  variantUpdateFieldsSchema,
} from '@shop/contracts';
import { AppError } from '#src/lib/errors';
import { parseFormFields } from '#src/lib/form-data';
import { receiveMultipart, type ReceivedForm } from '#src/lib/multipart-upload';
import type { BuyerReads } from './buyer-reads';
import { MAX_MOCKUPS, type PrintCatalogService } from './print-catalog.service';

/** Same as the photos' public reads: a CDN serves at most a minute-old answer. */
export const BUYER_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/** The text fields and the files of `fileFields` (lib/multipart-upload.ts), mockups capped. */
const receiveForm = <T>(
  request: FastifyRequest,
  tmpDir: string,
  fileFields: readonly string[],
  use: (received: ReceivedForm) => Promise<T>,
) =>
  receiveMultipart(
    request,
    {
      tmpDir,
      fileFields,
      notMultipartMessage: 'Envía el formulario como multipart/form-data.',
      tooLargeMessage: photoMessages.tooLarge,
      tooManyFiles: () =>
        new AppError('invalid_data', msg.tooManyMockups, [
          { path: 'mockups', message: msg.tooManyMockups },
        ]),
    },
    use,
  );

/** The multipart bodies, as the document describes them (the routes read the parts). */
const variantUpdateForm = variantUpdateFieldsSchema
  .extend({ mockups: z.array(z.file()).optional() })
  .meta({ id: 'VariantUpdateForm' });
const variantAssetForm = variantAssetFieldsSchema
  .extend({ asset: z.file().optional() })
  .meta({ id: 'VariantAssetForm' });

const adminErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const uploadErrors = {
  ...adminErrors,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
};

export const printCatalogRoutes: FastifyPluginAsyncZod<{
  service: PrintCatalogService;
  reads: BuyerReads;
}> = async (app, { service, reads }) => {
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  await app.register(multipart, {
    limits: {
      fileSize: app.config.photos.maxBytes,
      files: MAX_MOCKUPS + 1,
      fields: 30,
      fieldSize: 256 * 1024,
      parts: MAX_MOCKUPS + 32,
    },
  });

  // ————— Catalogue (admin) —————

  app.get(
    '/prodigi/catalog',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['print-catalog', 'admin'],
        summary: 'Every catalogue product, by SKU',
        response: {
          200: z.array(catalogProductSchema),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.listProducts();
    },
  );

  app.post(
    '/prodigi/catalog',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['print-catalog', 'admin'],
        summary: 'Create a catalogue product (SKU upper-cased and unique)',
        body: catalogProductBodySchema,
        response: { 201: catalogProductSchema, ...adminErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createProduct(request.body)),
  );

  app.put(
    '/prodigi/catalog/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['print-catalog', 'admin'],
        summary: 'Replace a catalogue product',
        params: catalogProductParamsSchema,
        body: catalogProductBodySchema,
        response: { 200: catalogProductSchema, ...adminErrors, 409: errorBodySchema },
      },
    },
    async (request) => service.updateProduct(request.params.id, request.body),
  );

  app.delete(
    '/prodigi/catalog/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['print-catalog', 'admin'],
        summary: 'Delete a catalogue product (refused with 409 while variants use it)',
        params: catalogProductParamsSchema,
        response: { 204: z.null(), ...adminErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.deleteProduct(request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ————— Variants (admin) —————

  app.get(
    '/prodigi/admin/photos/:photoId/variants',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['print-catalog', 'admin'],
        summary: "A photo's variants, with their print files' details and quality",
        params: photoVariantsParamsSchema,
        response: { 200: z.array(adminVariantSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.listVariants(request.params.photoId);
    },
  );

  app.post(
    '/prodigi/admin/photos/:photoId/variants',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['print-catalog', 'admin'],
        summary: 'Create a variant of a catalogue product for a photo (JSON)',
        params: photoVariantsParamsSchema,
        body: variantCreateBodySchema,
        response: { 201: adminVariantSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createVariant(request.params.photoId, request.body)),
  );

  app.put(
    '/prodigi/admin/photos/:photoId/variants/:variantId',
    {
      config: { access: 'admin', multipartBody: variantUpdateForm },
      schema: {
        tags: ['print-catalog', 'admin'],
        summary:
          'Update a variant (multipart: the VariantUpdateFields text fields, and `mockups` image files)',
        consumes: ['multipart/form-data'],
        params: photoVariantParamsSchema,
        response: { 200: adminVariantSchema, ...uploadErrors },
      },
    },
    async (request) =>
      receiveForm(request, tmpDir, ['mockups'], async ({ fields, files }) => {
        const values = parseFormFields(variantUpdateFieldsSchema, fields);
        const { photoId, variantId } = request.params;
        return service.updateVariant(photoId, variantId, values, files);
      }),
  );

  app.delete(
    '/prodigi/admin/photos/:photoId/variants/:variantId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['print-catalog', 'admin'],
        summary: 'Delete a variant and its files',
        params: photoVariantParamsSchema,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await service.deleteVariant(request.params.photoId, request.params.variantId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/prodigi/admin/photos/:photoId/variants/:variantId/asset',
    {
      config: { access: 'admin', multipartBody: variantAssetForm },
      schema: {
        tags: ['print-catalog', 'admin'],
        summary:
          "Set a variant's (or a colour's) print asset (multipart: the VariantAssetFields text fields and the `asset` JPEG); with a crop, rendered from the original",
        consumes: ['multipart/form-data'],
        params: photoVariantParamsSchema,
        querystring: imageWorkQuerySchema,
        response: { 200: adminVariantSchema, ...uploadErrors },
      },
    },
    async (request) =>
      receiveForm(request, tmpDir, ['asset'], async ({ fields, files }) => {
        const values = parseFormFields(variantAssetFieldsSchema, fields);
        const { photoId, variantId } = request.params;
        const upload = files.find((f) => f.field === 'asset') ?? null;
        const report = app.photoImages.work.reporter(request.query.work);
        return service.setAsset(photoId, variantId, values, upload, report);
      }),
  );

  // ————— The buyer's read —————

  app.get(
    '/prodigi/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['print-catalog'],
        summary: "A visible photo's active variants, as the buyer sees them",
        querystring: photoProductsQuerySchema,
        response: { 200: z.array(publicVariantSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { photoId } = request.query;
      if (!z.uuid().safeParse(photoId).success) {
        throw new AppError('not_found', photoMessages.notFound);
      }
      void reply.header('cache-control', BUYER_READ_CACHE_CONTROL);
      return reads.variantsOf(photoId);
    },
  );
};
