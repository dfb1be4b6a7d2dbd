import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartLineId,
  emptyCart,
  readStoredCart,
  removeFromCart,
  setCartCopies,
  type CartLine,
} from './cart';
import { CART_VERSION } from './cart-rules';
import { MAX_ORDER_LINES } from './checkout';
import {
  deliveryEstimate,
  deliveryEstimateText,
  deliveryRegionOf,
  shippingMethodLabel,
} from './delivery-estimates';

const print = (overrides: Partial<Omit<CartLine, 'id'>> = {}): Omit<CartLine, 'id'> => ({
  photoId: 'faro',
  variantId: 'v-lamina',
  colorCode: 'BLACK',
  copies: 1,
  productAttributes: {},
  title: 'Faro de Cabo de Gata',
  product: 'Lámina · Negro',
  thumbnailUrl: '/media/faro-320.jpg',
  ...overrides,
});

const added = (line = print(), cart = emptyCart()) => {
  const result = addToCart(cart, line);
  if (!result.ok) throw new Error('not added');
  return result.cart;
};

describe('the stored cart', () => {
  it('reads back what was stored', () => {
    const cart = added(print({ copies: 2 }), added(print({ photoId: 'duna' })));
    expect(readStoredCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('drops what is not a cart: nothing, bad JSON, another version, another shape', () => {
    for (const raw of [null, '', '{', 'null', '[]', '{"version":2,"lines":[]}', '{"lines":[]}']) {
      expect(readStoredCart(raw)).toEqual(emptyCart());
    }
  });

  it('keeps the valid lines and drops the bad ones, never more than an order takes', () => {
    const good = added().lines[0];
    const raw = JSON.stringify({
      version: CART_VERSION,
      lines: [
        good,
        { ...good, id: 'x', copies: 11 },
        { ...good, id: 'y', copies: 1.5 },
        { ...good, id: 'z', photoId: '' },
        'a string',
        good,
        ...Array.from({ length: MAX_ORDER_LINES + 5 }, (_, i) => ({ ...good, id: `l${i}` })),
      ],
      checkoutOrderId: 'order-1',
    });
    const cart = readStoredCart(raw);
    expect(cart.lines).toHaveLength(MAX_ORDER_LINES);
    expect(cart.lines[0]).toEqual(good);
    expect(cart.lines.filter((l) => l.id === good?.id)).toHaveLength(1);
    expect(cart.checkoutOrderId).toBe('order-1');
  });
});

describe('cart changes', () => {
  it('adds the same print once, its copies summed up to 10', () => {
    let cart = added(print({ copies: 4 }));
    cart = added(print({ copies: 4 }), cart);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.copies).toBe(8);
    cart = added(print({ copies: 5 }), cart);
    expect(cart.lines[0]?.copies).toBe(10);
    expect(cartCount(cart)).toBe(10);
  });

  it('keeps another colour, product, attribute or photo as its own line', () => {
    let cart = added();
    cart = added(print({ colorCode: 'WHITE' }), cart);
    cart = added(print({ variantId: 'v-lienzo', productAttributes: { wrap: 'Black' } }), cart);
    cart = added(print({ variantId: 'v-lienzo', productAttributes: { wrap: 'MirrorWrap' } }), cart);
    cart = added(print({ photoId: 'duna' }), cart);
    expect(cart.lines).toHaveLength(5);
    expect(new Set(cart.lines.map((l) => l.id)).size).toBe(5);
    expect(cartCount(cart)).toBe(5);
  });

  it('names a print by its choices, whatever the order of its attributes', () => {
    expect(cartLineId(print({ productAttributes: { a: '1', b: '2' } }))).toBe(
      cartLineId(print({ productAttributes: { b: '2', a: '1' } })),
    );
  });

  it('refuses a new line past the most an order takes, but still adds copies', () => {
    let cart = emptyCart();
    for (let i = 0; i < MAX_ORDER_LINES; i++) cart = added(print({ photoId: `p${i}` }), cart);
    expect(addToCart(cart, print({ photoId: 'one-more' }))).toEqual({ ok: false, reason: 'full' });
    expect(addToCart(cart, print({ photoId: 'p0' })).ok).toBe(true);
  });

  it('changes copies within 1–10 and removes lines; a change forgets the order being paid', () => {
    const cart = { ...added(), checkoutOrderId: 'order-1' };
    const id = cart.lines[0]?.id ?? '';
    expect(setCartCopies(cart, id, 0).lines[0]?.copies).toBe(1);
    expect(setCartCopies(cart, id, '7').lines[0]?.copies).toBe(7);
    expect(setCartCopies(cart, id, 99).lines[0]?.copies).toBe(10);
    expect(setCartCopies(cart, id, 3).checkoutOrderId).toBeNull();
    expect(removeFromCart(cart, id)).toEqual(emptyCart());
  });
});

describe('delivery estimates', () => {
  it('reads the region of the destination', () => {
    expect(['ES', 'pt', 'DE', 'GB', 'US', 'CH', 'JP'].map(deliveryRegionOf)).toEqual([
      'eu',
      'eu',
      'eu',
      'gb',
      'us',
      'world',
      'world',
    ]);
  });

  it('gives every known method an estimate, a faster method never a later one', () => {
    for (const country of ['ES', 'GB', 'US', 'JP']) {
      const days = ['Budget', 'Standard', 'Express', 'Overnight'].map(
        (method) => deliveryEstimate(method, country)?.maxDays ?? Infinity,
      );
      expect([...days].sort((a, b) => b - a)).toEqual(days);
    }
    expect(deliveryEstimate('Teleport', 'ES')).toBeNull();
    expect(shippingMethodLabel('Express')).toBe('Urgente');
    expect(shippingMethodLabel('Teleport')).toBe('Teleport');
  });

  it('says it in Spanish', () => {
    expect(deliveryEstimateText({ minDays: 5, maxDays: 9 })).toBe(
      'Entrega estimada: 5–9 días laborables',
    );
    expect(deliveryEstimateText({ minDays: 1, maxDays: 1 })).toBe(
      'Entrega estimada: 1 día laborable',
    );
  });
});
