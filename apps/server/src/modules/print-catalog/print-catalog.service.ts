import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  photoMessages,
  printCatalogMessages as msg,
  printQuality,
  type AdminVariant,
  type CatalogProduct,
  type CatalogProductValues,
  type MockupImage,
  type PublicVariant,
  type VariantAssetValues,
  type VariantCreateValues,
  type VariantUpdateValues,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type {
  CatalogProductRow,
  PhotoVariantRow,
  StoredColorOption,
  StoredMockup,
  StoredPrintAsset,
} from '#src/db/schema/index';
import { AppError, conflict, notFound } from '#src/lib/errors';
import type { MediaStorage } from '#src/lib/media-storage';
import type { OriginalStorage } from '#src/lib/original-storage';
import {
  unwatched,
  within,
  type PhotoImages,
  type PhotoOriginal,
  type ReportWork,
} from '#src/modules/photos/photo-images.port';
import { renderPrintAsset, rotatedSize, type CropRequest } from './asset-renderer';
import { FOREIGN_KEY_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from '#src/lib/sql-state';
import {
  createPrintCatalogRepository,
  type CatalogProductWithUse,
} from './print-catalog.repository';

export const MAX_MOCKUPS = 20;
/**
 * The widest rendition of a print asset's preview: it is shown in the admin's variant card
 * (at most 14rem high) and as a thumbnail, never full screen (decision 028).
 */
export const ASSET_PREVIEW_MAX_WIDTH = 720;

const euros = (cents: number | null) => (cents === null ? null : cents / 100);
const invalid = (field: string, message: string) =>
  new AppError('invalid_data', message, [{ path: field, message }]);

/** Where a variant's files live: public media and private print files under one prefix. */
const variantPrefix = (variantId: string) => `print/${variantId}`;

export function createPrintCatalogService(deps: {
  db: Database;
  media: MediaStorage;
  originals: OriginalStorage;
  photoImages: PhotoImages;
  /** Where uploads and renders are written while they are processed (`DATA_DIR/tmp`). */
  tmpDir: string;
  /** Called after every committed write (the buyer's cached reads are cleared from it). */
  onChange: () => Promise<void>;
}) {
  const repository = createPrintCatalogRepository(deps.db);
  const images = deps.photoImages;

  // ————— Shapes —————

  function toProduct(row: CatalogProductWithUse): CatalogProduct {
    return {
      _id: row.id,
      sku: row.sku,
      name: row.name,
      description: row.description,
      prodigiDescription: row.prodigiDescription,
      basePrice: euros(row.basePriceCents),
      currency: row.currency,
      defaultSizing: row.defaultSizing,
      productDimensions: row.productDimensions ?? null,
      printAreaPixels: row.printAreaPixels ?? null,
      shipsTo: row.shipsTo,
      attributes: row.attributes,
      availableColors: row.availableColors,
      variantCount: row.variantCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const toMockup = (mockup: StoredMockup): MockupImage => ({
    id: mockup.id,
    url: images.displayUrl(mockup.derivatives),
    label: mockup.label,
    width: mockup.width,
    height: mockup.height,
    images: images.imageSet(mockup.derivatives),
  });

  const assetUrlOf = (custom: string, asset: StoredPrintAsset | null) =>
    custom !== '' ? custom : asset ? images.displayUrl(asset.preview) : null;

  const adminDetails = (asset: StoredPrintAsset | null) =>
    asset
      ? {
          width: asset.width,
          height: asset.height,
          format: asset.format,
          assetId: asset.assetId,
          source: asset.source,
          crop: asset.crop,
          upscaled: asset.upscaled,
          createdAt: asset.createdAt,
        }
      : null;

  const publicDetails = (asset: StoredPrintAsset | null) =>
    asset ? { width: asset.width, height: asset.height, format: asset.format } : null;

  const qualityOf = (asset: StoredPrintAsset | null, product: CatalogProductRow) =>
    asset
      ? printQuality({
          cropWidthPx: asset.sourceWidth,
          cropHeightPx: asset.sourceHeight,
          outputWidth: asset.width,
          outputHeight: asset.height,
          printAreaPixels: product.printAreaPixels,
          productDimensions: product.productDimensions,
        })
      : null;

  function sharedShape(variant: PhotoVariantRow, product: CatalogProductRow) {
    return {
      id: variant.id,
      photoId: variant.photoId,
      catalogProductId: product.id,
      catalogProduct: {
        id: product.id,
        sku: product.sku,
        name: product.name,
        description: product.description,
        currency: product.currency,
        defaultSizing: product.defaultSizing,
        productDimensions: product.productDimensions ?? null,
        printAreaPixels: product.printAreaPixels ?? null,
        availableColors: product.availableColors,
      },
      displayName: variant.displayName,
      description: variant.description,
      retailPrice: euros(variant.retailPriceCents),
      profitMargin: variant.profitMarginCents / 100,
      currency: variant.currency,
      sizing: variant.sizing ?? product.defaultSizing,
      isActive: variant.isActive,
      assetUrl: assetUrlOf(variant.customAssetUrl, variant.asset),
      mockupImages: variant.mockups.map(toMockup),
    };
  }

  const mockupsOf = (variant: PhotoVariantRow, refs: string[]) =>
    refs
      .map((ref) => variant.mockups.find((m) => m.id === ref))
      .filter((m): m is StoredMockup => m !== undefined)
      .map(toMockup);

  function toAdminVariant(
    variant: PhotoVariantRow,
    product: CatalogProductRow,
    original: { width: number; height: number },
  ): AdminVariant {
    return {
      ...sharedShape(variant, product),
      customAssetUrl: variant.customAssetUrl,
      original: { width: original.width, height: original.height },
      assetDetails: adminDetails(variant.asset),
      printQuality: qualityOf(variant.asset, product),
      colorOptions: variant.colorOptions.map((color) => ({
        code: color.code,
        name: color.name,
        assetUrl: assetUrlOf(color.customAssetUrl, color.asset),
        customAssetUrl: color.customAssetUrl,
        assetDetails: adminDetails(color.asset),
        printQuality: qualityOf(color.asset, product),
        mockupImageRefs: color.mockupImageRefs,
        mockupImages: mockupsOf(variant, color.mockupImageRefs),
      })),
      createdAt: variant.createdAt.toISOString(),
      updatedAt: variant.updatedAt.toISOString(),
    };
  }

  /** The buyer's shape: public derivatives only; never a print file's key or the original. */
  function toPublicVariant(variant: PhotoVariantRow, product: CatalogProductRow): PublicVariant {
    return {
      ...sharedShape(variant, product),
      assetDetails: publicDetails(variant.asset),
      colorOptions: variant.colorOptions.map((color) => ({
        code: color.code,
        name: color.name,
        assetUrl: assetUrlOf(color.customAssetUrl, color.asset),
        assetDetails: publicDetails(color.asset),
        mockupImageRefs: color.mockupImageRefs,
        mockupImages: mockupsOf(variant, color.mockupImageRefs),
      })),
    };
  }

  // ————— Helpers —————

  async function requirePhoto(photoId: string): Promise<PhotoOriginal> {
    const photo = await images.findOriginal(photoId);
    if (!photo) throw notFound(photoMessages.notFound);
    return photo;
  }

  async function requireVariant(photoId: string, variantId: string) {
    const found = await repository.findVariant(photoId, variantId);
    if (!found) throw notFound(msg.variantNotFound);
    return found;
  }

  async function requireProductForVariant(productId: string) {
    const product = await repository.findProduct(productId);
    if (!product) throw invalid('catalogProductId', msg.productRequired);
    return product;
  }

  const productColumns = (values: CatalogProductValues) => ({
    sku: values.sku,
    name: values.name,
    description: values.description,
    prodigiDescription: values.prodigiDescription,
    basePriceCents: values.basePrice,
    currency: values.currency,
    defaultSizing: values.defaultSizing,
    productDimensions: values.productDimensions,
    printAreaPixels: values.printAreaPixels,
    shipsTo: values.shipsTo,
    attributes: values.attributes,
    availableColors: values.availableColors,
  });

  /** Print files and public files of assets no row points at any more (after a commit). */
  async function removeAssetFiles(assets: (StoredPrintAsset | null | undefined)[]) {
    for (const asset of assets) {
      if (!asset) continue;
      await deps.originals.remove(asset.key);
      for (const d of asset.preview) await deps.media.remove(d.key);
    }
  }

  const tempFile = () => path.join(deps.tmpDir, `${randomUUID()}.upload`);

  /**
   * The print file rendered from the photo's original (decision 011) and stored privately
   * under `printKey`, with its public preview staged under `previewPrefix`: made from the
   * browser's JPEG when sent, else from the print file. Reports 'decoding' (a HEIC not decoded
   * lately), 'rendering', then 'resizing' for the preview.
   */
  async function renderAsset(options: {
    photo: PhotoOriginal;
    crop: CropRequest;
    browserJpeg: { file: string; facts: Awaited<ReturnType<PhotoImages['inspect']>> } | null;
    assetId: string;
    printKey: string;
    previewPrefix: string;
    report: ReportWork;
  }): Promise<StoredPrintAsset> {
    const { photo, crop, report } = options;
    if (crop.outputWidth * crop.outputHeight > images.maxPixels) {
      throw invalid('outputWidth', msg.badOutputSize);
    }
    await mkdir(deps.tmpDir, { recursive: true });
    const originalCopy = tempFile();
    const rendered = tempFile();
    try {
      try {
        await images.copyOriginalTo(photo, originalCopy);
      } catch {
        throw new AppError('unprocessable', msg.originalMissing);
      }
      const upright = await images.openUpright(
        originalCopy,
        photo.format,
        photo.rotation,
        within(report, 0, 10),
      );
      report('rendering', 10);
      const result = await renderPrintAsset({
        upright,
        original: photo,
        request: crop,
        targetFile: rendered,
      });
      await rm(originalCopy, { force: true });
      report('resizing', 60);
      const previewSource = options.browserJpeg?.file ?? rendered;
      const facts = options.browserJpeg?.facts ?? (await images.inspect(rendered));
      const preview = await images.derive(previewSource, facts, options.previewPrefix, {
        maxWidth: ASSET_PREVIEW_MAX_WIDTH,
        report: within(report, 60, 100),
      });
      await deps.originals.adopt(options.printKey, rendered);
      return {
        assetId: options.assetId,
        key: options.printKey,
        width: result.width,
        height: result.height,
        format: 'jpeg',
        source: 'original',
        crop: result.crop,
        sourceWidth: result.crop.width,
        sourceHeight: result.crop.height,
        upscaled: result.upscaled,
        preview,
        createdAt: new Date().toISOString(),
      };
    } finally {
      await rm(originalCopy, { force: true });
      await rm(rendered, { force: true });
    }
  }

  /**
   * After the photo was turned by `quarter`: every print file rendered from its original is
   * rendered again, the same part of the picture (the crop turned with it, the output's
   * sides swapped), so nothing prints sideways. Uploaded print files are the admin's own and
   * stay. Says how many could not be made again (their old files stay).
   */
  async function followTurn(photoId: string, quarter: 90 | -90, report: ReportWork) {
    const photo = await images.findOriginal(photoId);
    if (!photo) return;
    // The size the stored crops were measured in: the photo before this turn.
    const before = { width: photo.height, height: photo.width };
    const rows = await repository.listVariants(photoId);
    interface Job {
      variantId: string;
      colorCode: string | null;
      asset: StoredPrintAsset | null;
    }
    const jobs = rows.flatMap(({ variant }) =>
      [
        { variantId: variant.id, colorCode: null, asset: variant.asset } as Job,
        ...variant.colorOptions.map((c): Job => ({
          variantId: variant.id,
          colorCode: c.code,
          asset: c.asset,
        })),
      ].filter((job) => job.asset?.source === 'original' && job.asset.crop),
    );
    let failed = 0;
    for (const [index, job] of jobs.entries()) {
      const asset = job.asset;
      const old = asset?.crop;
      if (!asset || !old) continue;
      const box = rotatedSize(before.width, before.height, old.rotation);
      const crop: CropRequest = {
        ...(quarter === 90
          ? { x: box.height - (old.y + old.height), y: old.x }
          : { x: old.y, y: box.width - (old.x + old.width) }),
        width: old.height,
        height: old.width,
        rotation: old.rotation,
        outputWidth: asset.height,
        outputHeight: asset.width,
      };
      const assetId = randomUUID();
      const prefix = variantPrefix(job.variantId);
      const printKey = `${prefix}/assets/${assetId}.jpg`;
      const previewPrefix = `${prefix}/previews/${randomUUID()}`;
      let committed = false;
      try {
        const made = await renderAsset({
          photo,
          crop: { ...crop, x: Math.max(0, crop.x), y: Math.max(0, crop.y) },
          browserJpeg: null,
          assetId,
          printKey,
          previewPrefix,
          report: within(report, (100 * index) / jobs.length, (100 * (index + 1)) / jobs.length),
        });
        const fresh = await repository.findVariant(photoId, job.variantId);
        if (!fresh) throw notFound(msg.variantNotFound);
        const row = await repository.updateVariantThen(
          photoId,
          job.variantId,
          job.colorCode
            ? {
                colorOptions: fresh.variant.colorOptions.map((c) =>
                  c.code === job.colorCode ? { ...c, asset: made } : c,
                ),
              }
            : { asset: made },
          () => deps.media.publish(made.preview.map((d) => d.key)),
        );
        if (!row) throw notFound(msg.variantNotFound);
        committed = true;
        await removeAssetFiles([asset]);
      } catch {
        if (!committed) {
          failed += 1;
          await deps.media.removeStaged(previewPrefix);
          await deps.media.removePrefix(previewPrefix);
          await deps.originals.remove(printKey);
        }
      }
    }
    if (jobs.length > 0) await deps.onChange();
    if (failed > 0) throw new AppError('unprocessable', msg.turnPrintFilesFailed);
  }
  images.onTurned(followTurn);

  return {
    // ————— Catalogue —————

    async listProducts() {
      return (await repository.listProducts()).map(toProduct);
    },

    async createProduct(values: CatalogProductValues) {
      const row = await repository.insertProduct(productColumns(values));
      if (!row) throw conflict(msg.skuTaken);
      await deps.onChange();
      return toProduct({ ...row, variantCount: 0 });
    },

    async updateProduct(id: string, values: CatalogProductValues) {
      try {
        const row = await repository.updateProduct(id, productColumns(values));
        if (!row) throw notFound(msg.productNotFound);
      } catch (err) {
        if (sqlStateOf(err) === UNIQUE_VIOLATION) throw conflict(msg.skuTaken);
        throw err;
      }
      await deps.onChange();
      const saved = await repository.findProduct(id);
      if (!saved) throw notFound(msg.productNotFound);
      return toProduct(saved);
    },

    async deleteProduct(id: string) {
      let outcome: Awaited<ReturnType<typeof repository.deleteProduct>>;
      try {
        outcome = await repository.deleteProduct(id);
      } catch (err) {
        // A variant added between the check and the delete: the foreign key refuses.
        if (sqlStateOf(err) === FOREIGN_KEY_VIOLATION) throw conflict(msg.productInUse);
        throw err;
      }
      if (outcome === 'missing') throw notFound(msg.productNotFound);
      if (outcome === 'in_use') throw conflict(msg.productInUse);
      await deps.onChange();
    },

    // ————— Variants (admin) —————

    async listVariants(photoId: string) {
      const photo = await requirePhoto(photoId);
      const rows = await repository.listVariants(photoId);
      return rows.map(({ variant, product }) => toAdminVariant(variant, product, photo));
    },

    async createVariant(photoId: string, values: VariantCreateValues) {
      const photo = await requirePhoto(photoId);
      const product = await requireProductForVariant(values.catalogProductId);
      if (values.colorOptions.some((c) => c.mockupImageRefs.length > 0)) {
        // A new variant has no mockups yet: they come with the multipart update.
        throw invalid('colorOptions', msg.unknownMockupRef);
      }
      const row = await repository.insertVariant({
        photoId,
        catalogProductId: product.id,
        displayName: values.displayName,
        description: values.description,
        retailPriceCents: values.retailPrice,
        profitMarginCents: values.profitMargin,
        currency: values.currency,
        sizing: values.sizing,
        isActive: values.isActive,
        customAssetUrl: values.assetUrl,
        colorOptions: values.colorOptions.map((c) => ({
          code: c.code,
          name: c.name,
          customAssetUrl: c.assetUrl,
          mockupImageRefs: [],
          asset: null,
        })),
      });
      await deps.onChange();
      return toAdminVariant(row, product, photo);
    },

    /**
     * The multipart update: fields (each optional), kept mockups, new mockup files (already
     * streamed to temporary files), colours. New mockups are checked by content and made into
     * public derivatives (the upload itself is never kept), published in the row's
     * transaction; removed mockups and dropped colours' files go after the commit.
     */
    async updateVariant(
      photoId: string,
      variantId: string,
      values: VariantUpdateValues,
      mockupFiles: { file: string }[],
    ) {
      const photo = await requirePhoto(photoId);
      const { variant, product: currentProduct } = await requireVariant(photoId, variantId);
      const product =
        values.catalogProductId !== undefined && values.catalogProductId !== currentProduct.id
          ? await requireProductForVariant(values.catalogProductId)
          : currentProduct;

      const existingIds = new Set(variant.mockups.map((m) => m.id));
      const keepIds = values.keepMockupImageIds ?? [...existingIds];
      if (keepIds.some((id) => !existingIds.has(id))) {
        throw invalid('keepMockupImageIds', msg.unknownMockups);
      }
      const kept = variant.mockups.filter((m) => keepIds.includes(m.id));
      const meta = values.newMockupMeta ?? mockupFiles.map(() => ({ label: '', colorCodes: [] }));
      if (meta.length !== mockupFiles.length) {
        throw invalid('newMockupMeta', msg.newMockupMetaMismatch);
      }
      if (kept.length + mockupFiles.length > MAX_MOCKUPS) {
        throw invalid('mockups', msg.tooManyMockups);
      }

      // The colours: the request's (a colour whose code stays keeps its print asset), or the
      // current ones; references only to mockups the variant keeps or receives.
      const previousColors = new Map(variant.colorOptions.map((c) => [c.code, c]));
      const colors: StoredColorOption[] = values.colorOptions
        ? values.colorOptions.map((c) => ({
            code: c.code,
            name: c.name,
            customAssetUrl: c.assetUrl,
            mockupImageRefs: [...new Set(c.mockupImageRefs)],
            asset: previousColors.get(c.code)?.asset ?? null,
          }))
        : variant.colorOptions.map((c) => ({
            ...c,
            mockupImageRefs: c.mockupImageRefs.filter((ref) => keepIds.includes(ref)),
          }));
      if (colors.some((c) => c.mockupImageRefs.some((ref) => !keepIds.includes(ref)))) {
        throw invalid('colorOptions', msg.unknownMockupRef);
      }
      const colorCodes = new Set(colors.map((c) => c.code));
      if (meta.some((m) => m.colorCodes.some((code) => !colorCodes.has(code)))) {
        throw invalid('newMockupMeta', msg.unknownColor);
      }

      const prefix = variantPrefix(variantId);
      const added: StoredMockup[] = [];
      // Once the row points at the new files, a later failure must not remove them.
      let committed = false;
      try {
        for (const [index, upload] of mockupFiles.entries()) {
          const facts = await images.inspect(upload.file);
          const id = randomUUID();
          const derivatives = await images.derive(upload.file, facts, `${prefix}/mockups/${id}`);
          added.push({
            id,
            label: meta[index]?.label ?? '',
            width: facts.width,
            height: facts.height,
            derivatives,
          });
          for (const code of meta[index]?.colorCodes ?? []) {
            colors.find((c) => c.code === code)?.mockupImageRefs.push(id);
          }
        }
        const newKeys = added.flatMap((m) => m.derivatives.map((d) => d.key));
        const row = await repository.updateVariantThen(
          photoId,
          variantId,
          {
            catalogProductId: product.id,
            ...(values.displayName !== undefined ? { displayName: values.displayName } : {}),
            ...(values.description !== undefined ? { description: values.description } : {}),
            ...(values.retailPrice !== undefined ? { retailPriceCents: values.retailPrice } : {}),
            ...(values.profitMargin !== undefined
              ? { profitMarginCents: values.profitMargin }
              : {}),
            ...(values.currency !== undefined ? { currency: values.currency } : {}),
            ...(values.sizing !== undefined ? { sizing: values.sizing } : {}),
            ...(values.assetUrl !== undefined ? { customAssetUrl: values.assetUrl } : {}),
            ...(values.isActive !== undefined ? { isActive: values.isActive } : {}),
            mockups: [...kept, ...added],
            colorOptions: colors,
          },
          () => deps.media.publish(newKeys),
        );
        if (!row) throw notFound(msg.variantNotFound);
        committed = true;
        await deps.onChange();
        // Committed: what the row no longer points at goes.
        for (const mockup of variant.mockups.filter((m) => !keepIds.includes(m.id))) {
          for (const d of mockup.derivatives) await deps.media.remove(d.key);
        }
        await removeAssetFiles(
          variant.colorOptions.filter((c) => !colorCodes.has(c.code)).map((c) => c.asset),
        );
        return toAdminVariant(row, product, photo);
      } catch (err) {
        if (committed) throw err;
        for (const mockup of added) {
          await deps.media.removeStaged(`${prefix}/mockups/${mockup.id}`);
          await deps.media.removePrefix(`${prefix}/mockups/${mockup.id}`);
        }
        throw err;
      }
    },

    /**
     * A variant's (or one colour's) print asset. With a crop, the print file is rendered
     * from the private original and the sent JPEG is only the preview; without one, the
     * sent JPEG is the print file. The old asset's files go after the commit.
     */
    async setAsset(
      photoId: string,
      variantId: string,
      fields: VariantAssetValues,
      upload: { file: string } | null,
      report: ReportWork = unwatched,
    ) {
      const photo = await requirePhoto(photoId);
      const { variant, product } = await requireVariant(photoId, variantId);
      const colorCode = fields.colorCode ?? null;
      const color = colorCode ? variant.colorOptions.find((c) => c.code === colorCode) : null;
      if (colorCode && !color) throw invalid('colorCode', msg.unknownColor);

      let previewFacts = null;
      if (upload) {
        previewFacts = await images.inspect(upload.file);
        if (previewFacts.format !== 'jpeg') {
          throw new AppError('unsupported_media_type', msg.assetNotJpeg);
        }
      }
      const { cropX, cropY, cropWidth, cropHeight } = fields;
      const crop =
        cropX !== undefined &&
        cropY !== undefined &&
        cropWidth !== undefined &&
        cropHeight !== undefined
          ? {
              x: cropX,
              y: cropY,
              width: cropWidth,
              height: cropHeight,
              rotation: fields.rotation ?? 0,
              outputWidth: fields.outputWidth ?? cropWidth,
              outputHeight: fields.outputHeight ?? cropHeight,
            }
          : null;
      if (!crop && !upload) throw invalid('asset', msg.assetRequired);

      const assetId = randomUUID();
      const prefix = variantPrefix(variantId);
      const printKey = `${prefix}/assets/${assetId}.jpg`;
      // Its own id: the buyer sees preview URLs, and nothing in them names the print file.
      const previewPrefix = `${prefix}/previews/${randomUUID()}`;
      let asset: StoredPrintAsset;
      let committed = false;
      try {
        if (crop) {
          asset = await renderAsset({
            photo,
            crop,
            browserJpeg: upload && previewFacts ? { file: upload.file, facts: previewFacts } : null,
            assetId,
            printKey,
            previewPrefix,
            report: within(report, 0, 95),
          });
        } else if (upload && previewFacts) {
          const file = upload.file;
          const facts = previewFacts;
          const preview = await images.derive(file, facts, previewPrefix, {
            maxWidth: ASSET_PREVIEW_MAX_WIDTH,
            report: within(report, 0, 95),
          });
          await deps.originals.adopt(printKey, file);
          asset = {
            assetId,
            key: printKey,
            width: facts.width,
            height: facts.height,
            format: 'jpeg',
            source: 'upload',
            crop: null,
            sourceWidth: facts.width,
            sourceHeight: facts.height,
            upscaled: false,
            preview,
            createdAt: new Date().toISOString(),
          };
        } else {
          throw invalid('asset', msg.assetRequired);
        }
        const previous = color ? color.asset : variant.asset;
        report('saving', 95);
        const row = await repository.updateVariantThen(
          photoId,
          variantId,
          color
            ? {
                colorOptions: variant.colorOptions.map((c) =>
                  c.code === color.code ? { ...c, asset } : c,
                ),
              }
            : { asset },
          () => deps.media.publish(asset.preview.map((d) => d.key)),
        );
        if (!row) throw notFound(msg.variantNotFound);
        committed = true;
        await deps.onChange();
        await removeAssetFiles([previous]);
        report('done', 100);
        return toAdminVariant(row, product, photo);
      } catch (err) {
        report('failed', 0);
        if (committed) throw err;
        await deps.media.removeStaged(previewPrefix);
        await deps.media.removePrefix(previewPrefix);
        await deps.originals.remove(printKey);
        throw err;
      }
    },

    /** Deletes the variant; its files go once the row is gone. */
    async deleteVariant(photoId: string, variantId: string) {
      const row = await repository.deleteVariant(photoId, variantId);
      if (!row) throw notFound(msg.variantNotFound);
      await deps.onChange();
      await removeAssetFiles([row.asset, ...row.colorOptions.map((c) => c.asset)]);
      await deps.media.removePrefix(`${variantPrefix(variantId)}/`);
    },

    // ————— The buyer's read —————

    /** Active variants of a visible photo; 404 for a photo that is missing or hidden. */
    async listForBuyer(photoId: string) {
      const photo = await images.findOriginal(photoId);
      if (!photo || photo.hidden) throw notFound(photoMessages.notFound);
      const rows = await repository.listVariants(photoId, { activeOnly: true });
      return rows.map(({ variant, product }) => toPublicVariant(variant, product));
    },
  };
}

export type PrintCatalogService = ReturnType<typeof createPrintCatalogService>;
