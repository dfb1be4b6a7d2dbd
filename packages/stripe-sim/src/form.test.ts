import { describe, expect, it } from 'vitest';
import { FormError, canonicalForm, parseForm } from './form';

describe('parseForm', () => {
  it('reads bracket notation into objects and indexed arrays', () => {
    expect(
      parseForm(
        'amount=1999&metadata[order_id]=ord_1&metadata[note]=a%20b&expand[0]=latest_charge&expand[1]=customer&automatic_payment_methods[enabled]=true&payment_method_data[card][number]=4242',
      ),
    ).toEqual({
      amount: '1999',
      metadata: { order_id: 'ord_1', note: 'a b' },
      expand: ['latest_charge', 'customer'],
      automatic_payment_methods: { enabled: 'true' },
      payment_method_data: { card: { number: '4242' } },
    });
  });

  it('keeps empty values (unset) and appends for empty brackets', () => {
    expect(parseForm('metadata=&types[]=a&types[]=b')).toEqual({ metadata: '', types: ['a', 'b'] });
  });

  it('refuses names that conflict or are malformed', () => {
    expect(() => parseForm('a=1&a[b]=2')).toThrow(FormError);
    expect(() => parseForm('a]=1')).toThrow(FormError);
  });

  it('compares parameters whatever their order', () => {
    expect(canonicalForm(parseForm('a=1&m[x]=1&m[y]=2'))).toBe(
      canonicalForm(parseForm('m[y]=2&a=1&m[x]=1')),
    );
    expect(canonicalForm(parseForm('a=1'))).not.toBe(canonicalForm(parseForm('a=2')));
  });
});
