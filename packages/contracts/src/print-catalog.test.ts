import { describe, expect, it } from 'vitest';
import { moneyMessages } from './money-rules';
import {
  catalogProductBodySchema,
  printCatalogMessages as msg,
  variantAssetFieldsSchema,
  variantCreateBodySchema,
  variantUpdateFieldsSchema,
} from './print-catalog';

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('catalogue product body', () => {
  it('upper-cases the SKU, colour codes, countries and currency; fills defaults', () => {
    const product = catalogProductBodySchema.parse({
      sku: ' global-fap-16x24 ',
      name: 'Lámina',
      basePrice: '39,90',
      currency: 'eur',
      shipsTo: ['es', 'FR', 'es'],
      availableColors: [{ code: 'black', name: 'Negro' }],
    });
    expect(product).toMatchObject({
      sku: 'GLOBAL-FAP-16X24',
      basePrice: 3990,
      currency: 'EUR',
      defaultSizing: 'fillPrintArea',
      shipsTo: ['ES', 'FR'],
      availableColors: [{ code: 'BLACK', name: 'Negro' }],
      productDimensions: null,
      printAreaPixels: null,
      attributes: {},
    });
    expect(catalogProductBodySchema.parse({ sku: 'A', name: 'B' }).currency).toBe('EUR');
    expect(catalogProductBodySchema.parse({ sku: 'A', name: 'B', basePrice: 12.5 }).basePrice).toBe(
      1250,
    );
  });

  it('refuses with the Spanish message of the broken rule', () => {
    const check = (body: Record<string, unknown>) =>
      messageOf(catalogProductBodySchema.safeParse({ sku: 'A', name: 'B', ...body }));
    expect(check({ sku: '  ' })).toBe(msg.skuAndNameRequired);
    expect(check({ name: '' })).toBe(msg.skuAndNameRequired);
    expect(check({ sku: 'A B' })).toBe(msg.badSku);
    expect(check({ currency: 'EURO' })).toBe(msg.badCurrency);
    expect(check({ basePrice: -1 })).toBe(moneyMessages.negative);
    expect(check({ basePrice: '1.234,56' })).toBe(moneyMessages.thousands);
    expect(check({ printAreaPixels: { width: 10.5, height: 3 } })).toBe(msg.badPrintAreaPixels);
    expect(check({ productDimensions: { width: 0, height: 3, units: 'in' } })).toBe(
      msg.badDimensions,
    );
    expect(check({ shipsTo: ['ESP'] })).toBe(msg.badCountry);
    expect(
      check({
        availableColors: [
          { code: 'black', name: 'a' },
          { code: 'BLACK', name: 'b' },
        ],
      }),
    ).toBe(msg.repeatedColor);
  });
});

describe('variant bodies', () => {
  const productId = '0b7e3f9c-4a57-4a8e-9a1e-3f1c2d4e5f60';

  it('reads the JSON create with money in euros', () => {
    const variant = variantCreateBodySchema.parse({
      catalogProductId: productId,
      profitMargin: 5.5,
      retailPrice: '',
      colorOptions: [{ code: 'white' }],
    });
    expect(variant).toMatchObject({
      profitMargin: 550,
      retailPrice: null,
      isActive: true,
      sizing: null,
      colorOptions: [{ code: 'WHITE', name: '', assetUrl: '', mockupImageRefs: [] }],
    });
    expect(messageOf(variantCreateBodySchema.safeParse({}))).toBe(msg.productRequired);
  });

  it('reads the multipart update from its text fields', () => {
    const fields = variantUpdateFieldsSchema.parse({
      retailPrice: '49,90',
      profitMargin: '',
      isActive: 'false',
      sizing: '',
      keepMockupImageIds: '["a","b"]',
      colorOptions: JSON.stringify([{ code: 'black', name: 'Negro', mockupImageRefs: ['a'] }]),
      newMockupMeta: JSON.stringify([{ label: 'Salón', colorCodes: ['black'] }]),
    });
    expect(fields).toMatchObject({
      retailPrice: 4990,
      profitMargin: 0,
      isActive: false,
      sizing: null,
      keepMockupImageIds: ['a', 'b'],
      colorOptions: [{ code: 'BLACK', mockupImageRefs: ['a'] }],
      newMockupMeta: [{ label: 'Salón', colorCodes: ['BLACK'] }],
    });
    expect(variantUpdateFieldsSchema.parse({})).toEqual({});
    expect(messageOf(variantUpdateFieldsSchema.safeParse({ colorOptions: '[' }))).toBe(msg.badJson);
    expect(messageOf(variantUpdateFieldsSchema.safeParse({ isActive: 'quizá' }))).toBe(
      msg.badBoolean,
    );
    expect(messageOf(variantUpdateFieldsSchema.safeParse({ assetUrl: 'ftp://x' }))).toBe(
      msg.badUrl,
    );
  });
});

describe('asset crop fields', () => {
  it('reads a whole crop, rotation and output size', () => {
    expect(
      variantAssetFieldsSchema.parse({
        colorCode: 'black',
        cropX: '10',
        cropY: '0',
        cropWidth: '4000',
        cropHeight: '3000',
        rotation: '-90',
        outputWidth: '3000',
        outputHeight: '2250',
      }),
    ).toEqual({
      colorCode: 'BLACK',
      cropX: 10,
      cropY: 0,
      cropWidth: 4000,
      cropHeight: 3000,
      rotation: -90,
      outputWidth: 3000,
      outputHeight: 2250,
    });
    expect(variantAssetFieldsSchema.parse({ colorCode: '' })).toEqual({ colorCode: null });
  });

  it('refuses a partial crop, a bad rotation or an output out of bounds', () => {
    const crop = { cropX: '0', cropY: '0', cropWidth: '10', cropHeight: '10' };
    expect(messageOf(variantAssetFieldsSchema.safeParse({ cropX: '0', cropY: '0' }))).toBe(
      msg.cropInvalid,
    );
    expect(messageOf(variantAssetFieldsSchema.safeParse({ ...crop, rotation: '181' }))).toBe(
      msg.badRotation,
    );
    expect(
      messageOf(
        variantAssetFieldsSchema.safeParse({ ...crop, outputWidth: '0', outputHeight: '10' }),
      ),
    ).toBe(msg.badOutputSize);
    expect(messageOf(variantAssetFieldsSchema.safeParse({ ...crop, outputWidth: '10' }))).toBe(
      msg.badOutputSize,
    );
    expect(messageOf(variantAssetFieldsSchema.safeParse({ ...crop, cropWidth: '1.5' }))).toBe(
      msg.badCropNumber,
    );
    expect(messageOf(variantAssetFieldsSchema.safeParse({ ...crop, cropWidth: '0' }))).toBe(
      msg.cropInvalid,
    );
  });
});
