import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from './checkout';
import { checkoutMessages } from './checkout-messages';

const valid = { photoId: 'p1', variantId: 'v1' };

describe('quoteRequestSchema', () => {
  it('defaults copies to 1, the country to ES, no colour and no attributes', () => {
    expect(quoteRequestSchema.parse(valid)).toEqual({
      ...valid,
      colorCode: '',
      copies: 1,
      destinationCountryCode: 'ES',
      productAttributes: {},
    });
  });

  it('clamps copies instead of refusing them', () => {
    expect(quoteRequestSchema.parse({ ...valid, copies: 25 }).copies).toBe(10);
    expect(quoteRequestSchema.parse({ ...valid, copies: 0 }).copies).toBe(1);
    expect(quoteRequestSchema.parse({ ...valid, copies: 'tres' }).copies).toBe(1);
    expect(quoteRequestSchema.parse({ ...valid, copies: '4' }).copies).toBe(4);
  });

  it('upper-cases the country and the colour', () => {
    const parsed = quoteRequestSchema.parse({
      ...valid,
      destinationCountryCode: ' fr ',
      colorCode: 'black',
    });
    expect(parsed.destinationCountryCode).toBe('FR');
    expect(parsed.colorCode).toBe('BLACK');
  });

  it('refuses a country that is not 2 letters, in Spanish', () => {
    const result = quoteRequestSchema.safeParse({ ...valid, destinationCountryCode: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(checkoutMessages.badCountry);
  });

  it('takes the buyer’s product attributes as text', () => {
    const parsed = quoteRequestSchema.parse({ ...valid, productAttributes: { wrap: 'Black' } });
    expect(parsed.productAttributes).toEqual({ wrap: 'Black' });
    expect(quoteRequestSchema.safeParse({ ...valid, productAttributes: { wrap: 3 } }).success).toBe(
      false,
    );
  });
});
