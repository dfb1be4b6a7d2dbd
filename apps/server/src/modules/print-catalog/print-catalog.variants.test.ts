import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  photoMessages,
  printCatalogMessages as msg,
  type AdminVariant,
  type CatalogProduct,
  type PublicVariant,
} from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import type { ErrorAnswer } from '#test/answers';
import { multipart, type Part } from '#test/multipart';
import { jpegOf, uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();
let admin = '';
let product: CatalogProduct;
let photoId = '';

/** 6000 × 4000: red top-left, green top-right, blue bottom-left, white bottom-right. */
async function quadrantsJpeg() {
  const block = (background: string) =>
    sharp({ create: { width: 3000, height: 2000, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await block('#ff0000'), left: 0, top: 0 },
      { input: await block('#00ff00'), left: 3000, top: 0 },
      { input: await block('#0000ff'), left: 0, top: 2000 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  product = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/prodigi/catalog',
      headers: bearer(admin),
      payload: {
        sku: 'GLOBAL-FAP-16X24',
        name: 'Lámina 16×24',
        productDimensions: { width: 16, height: 24, units: 'in' },
        printAreaPixels: { width: 4800, height: 7200 },
        availableColors: [{ code: 'black', name: 'Negro' }],
      },
    })
  ).json<CatalogProduct>();
  const photo = await uploadPhoto(ctx.app, admin, { title: 'Cuadrantes' }, await quadrantsJpeg());
  expect(photo.statusCode).toBe(201);
  photoId = photo.json<{ _id: string; width: number }>()._id;
}, 60_000);

const variantsUrl = () => `/api/prodigi/admin/photos/${photoId}/variants`;

async function createVariant(body: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: variantsUrl(),
    headers: bearer(admin),
    payload: { catalogProductId: product._id, ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json<AdminVariant>();
}

function sendForm(method: 'PUT' | 'POST', url: string, parts: Part[]) {
  const form = multipart(parts);
  return ctx.app.inject({
    method,
    url,
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
}

const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

const file = (name: string, data: Buffer, contentType = 'image/jpeg'): Part => ({
  name,
  filename: `${name}.jpg`,
  contentType,
  data,
});

const printFileOf = (variantId: string, assetId: string) =>
  path.join(ctx.dataDir, 'originals', 'print', variantId, 'assets', `${assetId}.jpg`);

async function colourAt(file: string, x: number, y: number) {
  const { data, info } = await sharp(file)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, info.channels)];
}

const near = (got: number[], want: number[]) =>
  got.every((value, i) => Math.abs(value - (want[i] ?? 0)) < 24);

describe('variants', () => {
  it('creates a variant with money in euros, colours upper-cased, the original size', async () => {
    const variant = await createVariant({
      displayName: 'Lámina mate',
      retailPrice: '59,90',
      profitMargin: 12.5,
      colorOptions: [{ code: 'black', name: 'Negro' }],
    });
    expect(variant).toMatchObject({
      photoId,
      catalogProductId: product._id,
      catalogProduct: { sku: 'GLOBAL-FAP-16X24', printAreaPixels: { width: 4800, height: 7200 } },
      retailPrice: 59.9,
      profitMargin: 12.5,
      currency: 'EUR',
      sizing: 'fillPrintArea',
      isActive: true,
      assetUrl: null,
      assetDetails: null,
      printQuality: null,
      original: { width: 6000, height: 4000 },
      colorOptions: [{ code: 'BLACK', name: 'Negro', mockupImageRefs: [], assetDetails: null }],
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: variantsUrl(),
      headers: bearer(admin),
    });
    expect(list.json<AdminVariant[]>().map((v) => v.id)).toContain(variant.id);
  });

  it('refuses an unknown product or photo', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: variantsUrl(),
      headers: bearer(admin),
      payload: { catalogProductId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().message).toBe(msg.productRequired);
    const noPhoto = await ctx.app.inject({
      method: 'GET',
      url: '/api/prodigi/admin/photos/00000000-0000-4000-8000-000000000000/variants',
      headers: bearer(admin),
    });
    expect(noPhoto.statusCode).toBe(404);
    expect(noPhoto.json<ErrorAnswer>().message).toBe(photoMessages.notFound);
  });

  it('updates by multipart: fields, new mockups as derivatives, colours and their mockups', async () => {
    const variant = await createVariant({ colorOptions: [{ code: 'black', name: 'Negro' }] });
    const url = `${variantsUrl()}/${variant.id}`;
    const first = await sendForm('PUT', url, [
      ...fields({
        displayName: 'Con maquetas',
        retailPrice: '45,00',
        isActive: 'false',
        colorOptions: JSON.stringify([
          { code: 'black', name: 'Negro' },
          { code: 'white', name: 'Blanco' },
        ]),
        newMockupMeta: JSON.stringify([
          { label: 'Salón', colorCodes: ['white'] },
          { label: 'Estudio', colorCodes: [] },
        ]),
      }),
      file('mockups', await jpegOf(1600, 1200, '#aa3311')),
      file('mockups', await jpegOf(800, 600, '#1133aa')),
    ]);
    expect(first.statusCode).toBe(200);
    const updated = first.json<AdminVariant>();
    expect(updated).toMatchObject({
      displayName: 'Con maquetas',
      retailPrice: 45,
      isActive: false,
    });
    expect(updated.mockupImages.map((m) => m.label)).toEqual(['Salón', 'Estudio']);
    const [salon, estudio] = updated.mockupImages;
    // Derivatives of the pipeline (never the upload itself): no rendition wider than 1440 in url.
    expect(salon?.url).toMatch(/^\/media\/print\/.+\.jpg$/);
    expect(salon?.images.avif.length).toBeGreaterThan(0);
    expect(salon?.width).toBe(1600);
    const white = updated.colorOptions.find((c) => c.code === 'WHITE');
    expect(white?.mockupImageRefs).toEqual([salon?.id]);
    expect(white?.mockupImages.map((m) => m.id)).toEqual([salon?.id]);

    // Keep only the second mockup: the first's files go, colour references follow.
    const second = await sendForm('PUT', url, [
      ...fields({ keepMockupImageIds: JSON.stringify([estudio?.id]) }),
    ]);
    expect(second.statusCode).toBe(200);
    const kept = second.json<AdminVariant>();
    expect(kept.mockupImages.map((m) => m.id)).toEqual([estudio?.id]);
    expect(kept.colorOptions.find((c) => c.code === 'WHITE')?.mockupImageRefs).toEqual([]);
    const removedFile = path.join(ctx.dataDir, salon?.url.replace(/^\/media\//, 'media/') ?? '');
    expect(existsSync(removedFile)).toBe(false);
    const keptFile = path.join(ctx.dataDir, estudio?.url.replace(/^\/media\//, 'media/') ?? '');
    expect(existsSync(keptFile)).toBe(true);
  });

  it('refuses bad mockups, unknown ids and broken fields', async () => {
    const variant = await createVariant();
    const url = `${variantsUrl()}/${variant.id}`;
    const notImage = await sendForm('PUT', url, [
      file('mockups', Buffer.from('esto no es una imagen'), 'image/jpeg'),
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json<ErrorAnswer>().message).toBe(photoMessages.notAnImage);

    const unknown = await sendForm('PUT', url, fields({ keepMockupImageIds: '["otra"]' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().message).toBe(msg.unknownMockups);

    const mismatch = await sendForm('PUT', url, [
      ...fields({ newMockupMeta: '[]' }),
      file('mockups', await jpegOf()),
    ]);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ErrorAnswer>().message).toBe(msg.newMockupMetaMismatch);

    const badJson = await sendForm('PUT', url, fields({ colorOptions: '{' }));
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json<ErrorAnswer>().message).toBe(msg.badJson);

    const missing = await sendForm(
      'PUT',
      `${variantsUrl()}/00000000-0000-4000-8000-000000000000`,
      fields({ displayName: 'x' }),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('print asset', () => {
  it('renders the print file from the 6000 × 4000 original, not from a derivative', async () => {
    const variant = await createVariant();
    const res = await sendForm('POST', `${variantsUrl()}/${variant.id}/asset`, [
      ...fields({
        cropX: '0',
        cropY: '0',
        cropWidth: '3000',
        cropHeight: '2000',
        rotation: '0',
        outputWidth: '3000',
        outputHeight: '2000',
      }),
      file('asset', await jpegOf(600, 400, '#ff0000')),
    ]);
    expect(res.statusCode).toBe(200);
    const saved = res.json<AdminVariant>();
    // 3000 px wide: wider than any public derivative (2048), so it came from the original.
    expect(saved.assetDetails).toMatchObject({
      width: 3000,
      height: 2000,
      format: 'jpeg',
      source: 'original',
      upscaled: false,
      crop: { x: 0, y: 0, width: 3000, height: 2000, rotation: 0 },
    });
    const assetId = saved.assetDetails?.assetId ?? '';
    const printFile = printFileOf(variant.id, assetId);
    const meta = await sharp(printFile).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 3000, height: 2000, space: 'srgb' });
    expect(meta.chromaSubsampling).toBe('4:4:4');
    expect(meta.icc).toBeDefined();
    expect(near(await colourAt(printFile, 1500, 1000), [255, 0, 0])).toBe(true);
    // The public preview is the browser's JPEG (600 px), under /media; the print file is not.
    expect(saved.assetUrl).toMatch(/^\/media\/print\/.+\/previews\/.+\.jpg$/);
    expect(saved.assetUrl).not.toContain(assetId + '.jpg');

    // Quality: 3000 × 2000 px of original for a 16 × 24 in print, turned to landscape.
    expect(saved.printQuality).toMatchObject({
      effectivePpi: 125,
      verdict: 'poor',
      ppiBasis: 'dimensions',
      rotatedToMatch: true,
      aspectCutPercent: 0,
      upscaled: false,
      outputBelowPrintArea: true,
    });
  }, 60_000);

  it('turns the original by the rotation before cropping, as the crop tool measures it', async () => {
    const variant = await createVariant({ colorOptions: [{ code: 'black', name: 'Negro' }] });
    const res = await sendForm('POST', `${variantsUrl()}/${variant.id}/asset`, [
      ...fields({
        colorCode: 'black',
        cropX: '0',
        cropY: '0',
        cropWidth: '2000',
        cropHeight: '3000',
        rotation: '90',
        outputWidth: '1000',
        outputHeight: '1500',
      }),
    ]);
    expect(res.statusCode).toBe(200);
    const saved = res.json<AdminVariant>();
    expect(saved.assetDetails).toBeNull();
    const black = saved.colorOptions.find((c) => c.code === 'BLACK');
    expect(black?.assetDetails).toMatchObject({ width: 1000, height: 1500, source: 'original' });
    // Turned 90° clockwise, the original's bottom-left (blue) is the top-left.
    const printFile = printFileOf(variant.id, black?.assetDetails?.assetId ?? '');
    expect(near(await colourAt(printFile, 500, 750), [0, 0, 255])).toBe(true);
    expect(black?.printQuality).toMatchObject({ effectivePpi: 125, rotatedToMatch: false });
    // Without an uploaded preview, the preview comes from the print file.
    expect(black?.assetUrl).toMatch(/^\/media\/print\//);
  }, 60_000);

  it('says when the output enlarges the crop, and scores a full crop', async () => {
    const variant = await createVariant();
    const url = `${variantsUrl()}/${variant.id}/asset`;
    const up = await sendForm(
      'POST',
      url,
      fields({
        cropX: '100',
        cropY: '100',
        cropWidth: '1000',
        cropHeight: '1500',
        outputWidth: '2000',
        outputHeight: '3000',
      }),
    );
    expect(up.statusCode).toBe(200);
    const upscaled = up.json<AdminVariant>();
    expect(upscaled.assetDetails).toMatchObject({ width: 2000, height: 3000, upscaled: true });
    expect(upscaled.printQuality?.upscaled).toBe(true);
    const firstAsset = upscaled.assetDetails?.assetId ?? '';

    const full = await sendForm(
      'POST',
      url,
      fields({ cropX: '0', cropY: '0', cropWidth: '6000', cropHeight: '4000' }),
    );
    expect(full.statusCode).toBe(200);
    const scored = full.json<AdminVariant>();
    expect(scored.assetDetails).toMatchObject({ width: 6000, height: 4000, upscaled: false });
    expect(scored.printQuality).toMatchObject({ effectivePpi: 250, verdict: 'good' });
    // The replaced print file is gone once the new one is committed.
    expect(existsSync(printFileOf(variant.id, firstAsset))).toBe(false);
    expect(existsSync(printFileOf(variant.id, scored.assetDetails?.assetId ?? ''))).toBe(true);
  }, 60_000);

  it('keeps a plain JPEG as the print file when no crop is sent', async () => {
    const variant = await createVariant();
    const res = await sendForm('POST', `${variantsUrl()}/${variant.id}/asset`, [
      file('asset', await jpegOf(1200, 1800)),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminVariant>().assetDetails).toMatchObject({
      width: 1200,
      height: 1800,
      source: 'upload',
      crop: null,
    });
  });

  it('refuses a crop outside the original, a PNG asset, nothing at all, an unknown colour', async () => {
    const variant = await createVariant();
    const url = `${variantsUrl()}/${variant.id}/asset`;
    const outside = await sendForm(
      'POST',
      url,
      fields({ cropX: '5000', cropY: '0', cropWidth: '3000', cropHeight: '2000' }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json<ErrorAnswer>().message).toBe(msg.cropOutside);

    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const notJpeg = await sendForm('POST', url, [file('asset', png, 'image/png')]);
    expect(notJpeg.statusCode).toBe(415);
    expect(notJpeg.json<ErrorAnswer>().message).toBe(msg.assetNotJpeg);

    const nothing = await sendForm('POST', url, fields({ colorCode: '' }));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<ErrorAnswer>().message).toBe(msg.assetRequired);

    const partial = await sendForm('POST', url, fields({ cropX: '0' }));
    expect(partial.statusCode).toBe(400);
    expect(partial.json<ErrorAnswer>().message).toBe(msg.cropInvalid);

    const colour = await sendForm('POST', url, [
      ...fields({ colorCode: 'purple' }),
      file('asset', await jpegOf()),
    ]);
    expect(colour.statusCode).toBe(400);
    expect(colour.json<ErrorAnswer>().message).toBe(msg.unknownColor);

    const broken = await sendForm('POST', url, [file('asset', (await jpegOf()).subarray(0, 200))]);
    expect([415, 422]).toContain(broken.statusCode);
  });
});

describe('the buyer and deletion', () => {
  it('shows only active variants, public files only, then forgets a deleted variant', async () => {
    const active = await createVariant({ displayName: 'Visible' });
    await createVariant({ displayName: 'Oculta', isActive: false });
    const asset = await sendForm('POST', `${variantsUrl()}/${active.id}/asset`, [
      ...fields({ cropX: '0', cropY: '0', cropWidth: '3000', cropHeight: '2000' }),
      file('asset', await jpegOf(600, 400, '#ff0000')),
    ]);
    expect(asset.statusCode).toBe(200);
    const assetId = asset.json<AdminVariant>().assetDetails?.assetId ?? '';

    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/prodigi/products?photoId=${photoId}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toContain('s-maxage=30');
    const variants = read.json<PublicVariant[]>();
    expect(variants.map((v) => v.displayName)).toContain('Visible');
    expect(variants.map((v) => v.displayName)).not.toContain('Oculta');
    expect(variants.every((v) => v.isActive)).toBe(true);
    const mine = variants.find((v) => v.id === active.id);
    expect(mine?.assetDetails).toEqual({ width: 3000, height: 2000, format: 'jpeg' });
    expect(mine?.assetUrl).toMatch(/^\/media\//);
    // Never the print file, its id, or the original.
    expect(read.body).not.toContain(assetId);
    expect(read.body).not.toContain('/assets/');
    expect(read.body).not.toContain('original');
    expect(read.body).not.toContain('printQuality');

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${variantsUrl()}/${active.id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    expect(existsSync(printFileOf(active.id, assetId))).toBe(false);
    expect(existsSync(path.join(ctx.dataDir, 'media', 'print', active.id))).toBe(false);
    // The write cleared the cached answer at once.
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/prodigi/products?photoId=${photoId}`,
    });
    expect(after.json<PublicVariant[]>().map((v) => v.id)).not.toContain(active.id);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${variantsUrl()}/${active.id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
  }, 60_000);

  it("forgets a deleted photo's variants at once (the photos' change clears the cache)", async () => {
    const other = await uploadPhoto(ctx.app, admin, { title: 'Pronto borrada' });
    const otherId = other.json<{ _id: string }>()._id;
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/prodigi/admin/photos/${otherId}/variants`,
      headers: bearer(admin),
      payload: { catalogProductId: product._id },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/prodigi/products?photoId=${otherId}`;
    expect((await ctx.app.inject({ method: 'GET', url })).json<PublicVariant[]>()).toHaveLength(1);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/photos/${otherId}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(404);
  });

  it('answers 404 for a photo that is not visible', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/prodigi/products?photoId=nope' });
    expect(res.statusCode).toBe(404);
  });
});
