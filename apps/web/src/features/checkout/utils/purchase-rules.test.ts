import { describe, expect, it } from 'vitest';
import { buyMessages as msg } from './checkout-messages';
import {
  clampCopies,
  effectiveColor,
  emptyRecipient,
  normalizeColor,
  normalizeCountry,
  purchaseError,
  quotePostalCode,
  type PurchaseCheck,
  type QuoteInputs,
} from './purchase-rules';

describe('purchase rules (docs/rules/checkout-and-payments.md)', () => {
  it('clamps copies to 1–10; an invalid value becomes 1', () => {
    expect(clampCopies(3)).toBe(3);
    expect(clampCopies('7')).toBe(7);
    expect(clampCopies(0)).toBe(1);
    expect(clampCopies(-4)).toBe(1);
    expect(clampCopies(11)).toBe(10);
    expect(clampCopies('250')).toBe(10);
    expect(clampCopies('')).toBe(1);
    expect(clampCopies('abc')).toBe(1);
    expect(clampCopies(Number.NaN)).toBe(1);
    expect(clampCopies(2.7)).toBe(2);
  });

  it('upper-cases the country, at most 2 characters', () => {
    expect(normalizeCountry('es')).toBe('ES');
    expect(normalizeCountry(' fr ')).toBe('FR');
    expect(normalizeCountry('deu')).toBe('DE');
    expect(normalizeCountry('')).toBe('');
  });

  it('sends a postal code for the quote only where it changes the IVA', () => {
    expect(quotePostalCode('ES', '35001')).toBe('35001');
    expect(quotePostalCode('ES', '51001')).toBe('51001');
    expect(quotePostalCode('ES', '28013')).toBeNull();
    expect(quotePostalCode('PT', '35001')).toBeNull();
    expect(quotePostalCode('ES', '')).toBeNull();
  });

  it('upper-cases colours and defaults to the first one offered', () => {
    expect(normalizeColor(' black ')).toBe('BLACK');
    expect(normalizeColor('')).toBeNull();
    const offered = [{ code: 'black' }, { code: 'WHITE' }];
    expect(effectiveColor(offered, null)).toBe('BLACK');
    expect(effectiveColor(offered, 'white')).toBe('WHITE');
    expect(effectiveColor(offered, 'RED')).toBe('BLACK');
    expect(effectiveColor([], 'RED')).toBeNull();
  });

  describe('purchaseError, in the rule’s order', () => {
    const inputs: QuoteInputs = {
      variantId: 'v1',
      colorCode: 'BLACK',
      copies: 2,
      countryCode: 'ES',
      postalCode: null,
    };
    const complete = {
      ...emptyRecipient(),
      name: 'Ana López',
      email: 'ana@example.com',
      addressLine1: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28013',
    };
    const ready: PurchaseCheck = {
      variantId: 'v1',
      recipient: complete,
      paymentsReady: true,
      inputs,
      quotedFor: inputs,
    };

    it('passes a complete form with a matching quote', () => {
      expect(purchaseError(ready)).toBeNull();
    });

    it('needs a product', () => {
      expect(purchaseError({ ...ready, variantId: null, inputs: null })).toBe(msg.selectProduct);
    });

    it('lists every required field left blank, with its label', () => {
      expect(purchaseError({ ...ready, recipient: { ...emptyRecipient(), countryCode: '' } })).toBe(
        'Completa los campos obligatorios: Nombre completo, Email, Dirección, Ciudad, Código postal, País.',
      );
      expect(purchaseError({ ...ready, recipient: { ...complete, city: '  ' } })).toBe(
        'Completa los campos obligatorios: Ciudad.',
      );
    });

    it('needs a country the shop ships to', () => {
      expect(purchaseError({ ...ready, recipient: { ...complete, countryCode: 'XX' } })).toBe(
        msg.unknownCountry,
      );
      expect(
        purchaseError({
          ...ready,
          recipient: { ...complete, countryCode: 'PT', postalCode: '1100-148' },
        }),
      ).toBeNull();
    });

    it('needs the payment gateway: its own error, else the default', () => {
      expect(purchaseError({ ...ready, paymentsReady: false })).toBe(msg.gatewayNotReady);
      expect(purchaseError({ ...ready, paymentsReady: false, gatewayError: 'Sin conexión.' })).toBe(
        'Sin conexión.',
      );
    });

    it('needs a quote for this variant, then for these very inputs', () => {
      expect(purchaseError({ ...ready, quotedFor: null })).toBe(msg.quotePending);
      expect(purchaseError({ ...ready, quotedFor: { ...inputs, variantId: 'v0' } })).toBe(
        msg.quotePending,
      );
      for (const change of [
        { copies: 3 },
        { colorCode: 'WHITE' },
        { countryCode: 'FR' },
        { postalCode: '35001' },
      ]) {
        expect(purchaseError({ ...ready, quotedFor: { ...inputs, ...change } })).toBe(
          msg.quoteOutdated,
        );
      }
    });
  });
});
