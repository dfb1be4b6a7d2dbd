import { describe, expect, it } from 'vitest';
import { taxDestinationChange } from './buyer-orders-rules';

const madrid = { countryCode: 'ES', postalCode: '28013' };

describe('taxDestinationChange', () => {
  it('lets an address move within its country and tax territory', () => {
    expect(taxDestinationChange(madrid, { countryCode: 'es', postalCode: '08001' })).toBeNull();
    expect(
      taxDestinationChange(
        { countryCode: 'FR', postalCode: '75001' },
        { countryCode: 'FR', postalCode: '69001' },
      ),
    ).toBeNull();
    expect(
      taxDestinationChange(
        { countryCode: 'ES', postalCode: '35001' },
        { countryCode: 'ES', postalCode: '38001' },
      ),
    ).toBeNull();
  });

  it('refuses another country, or crossing into or out of Canarias, Ceuta and Melilla', () => {
    expect(taxDestinationChange(madrid, { countryCode: 'PT', postalCode: '1000-001' })).toBe(
      'country',
    );
    expect(taxDestinationChange(madrid, { countryCode: 'ES', postalCode: '35001' })).toBe(
      'tax_territory',
    );
    expect(taxDestinationChange({ countryCode: 'ES', postalCode: '51001' }, madrid)).toBe(
      'tax_territory',
    );
  });
});
