import { describe, expect, it } from 'vitest';
import {
  ivaIncludedLabel,
  priceCart,
  priceLine,
  summariseCart,
  vatInGross,
  vatOnBase,
} from './cart-pricing';

/** A small deterministic generator (mulberry32): the same carts on every run. */
function random(seed: number) {
  let a = seed;
  return (max: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}

describe('priceLine', () => {
  it('adds IVA on a base, half up', () => {
    expect(priceLine({ baseCents: 579, vatRateBp: 2100 })).toEqual({
      baseCents: 579,
      vatRateBp: 2100,
      vatCents: 122, // 121,59
      grossCents: 701,
    });
    expect(vatOnBase(50, 2100)).toBe(11); // 10,5 → 11
    expect(vatOnBase(-50, 2100)).toBe(-11);
    expect(vatOnBase(1999, 2550)).toBe(510);
  });

  it('takes out the IVA a gross price holds, base + IVA = gross', () => {
    expect(priceLine({ grossCents: 2500, vatRateBp: 2100 })).toEqual({
      baseCents: 2066,
      vatRateBp: 2100,
      vatCents: 434,
      grossCents: 2500,
    });
    expect(vatInGross(0, 2100)).toBe(0);
  });
});

describe('priceCart', () => {
  it('sums the lines: the IVA, the total and each rate', () => {
    const cart = priceCart([
      { baseCents: 5689, vatRateBp: 2100 },
      { baseCents: 579, vatRateBp: 2100 },
      { grossCents: 1000, vatRateBp: 1000 },
    ]);
    expect(cart.lines.map((l) => l.grossCents)).toEqual([6884, 701, 1000]);
    expect(cart.ivaCents).toBe(1195 + 122 + 91);
    expect(cart.totalCents).toBe(6884 + 701 + 1000);
    expect(cart.rates).toEqual([
      { vatRateBp: 1000, baseCents: 909, vatCents: 91 },
      { vatRateBp: 2100, baseCents: 5689 + 579, vatCents: 1195 + 122 },
    ]);
  });

  it('prices a line the same whatever else is in the cart and whatever the shipping (2 000 random carts)', () => {
    const next = random(37);
    const rates = [0, 400, 1000, 2100, 2550];
    for (let run = 0; run < 2000; run++) {
      const vatRateBp = rates[next(rates.length)] ?? 2100;
      const line = { baseCents: 1 + next(50_000), vatRateBp };
      const alone = priceLine(line);
      const others = Array.from({ length: next(19) }, () =>
        next(4) === 0
          ? { grossCents: next(30_000), vatRateBp: rates[next(rates.length)] ?? 0 }
          : { baseCents: 1 + next(50_000), vatRateBp },
      );
      const shipping = { baseCents: next(5000), vatRateBp };
      const at = next(others.length + 1);
      const cart = priceCart([...others.slice(0, at), line, ...others.slice(at), shipping]);
      expect(cart.lines[at]).toMatchObject(alone);
      // Another method's shipping leaves the line as it was.
      const otherMethod = priceCart([
        ...others.slice(0, at),
        line,
        ...others.slice(at),
        { baseCents: next(9000), vatRateBp },
      ]);
      expect(otherMethod.lines[at]).toMatchObject(alone);
      // The order adds up from its lines, to the cent.
      expect(cart.totalCents).toBe(cart.lines.reduce((s, l) => s + l.baseCents + l.vatCents, 0));
      expect(cart.ivaCents).toBe(cart.rates.reduce((s, r) => s + r.vatCents, 0));
      for (const priced of cart.lines) expect(Number.isInteger(priced.vatCents)).toBe(true);
    }
  });
});

describe('summariseCart', () => {
  it('gives each kind with IVA, the total and the rates that hold IVA', () => {
    const summary = summariseCart([
      { kind: 'print', baseCents: 5689, vatCents: 1195, vatRateBp: 2100 },
      { kind: 'print', baseCents: 1000, vatCents: 210, vatRateBp: 2100 },
      { kind: 'shipping', baseCents: 579, vatCents: 122, vatRateBp: 2100 },
    ]);
    expect(summary).toEqual({
      goodsCents: 6884 + 1210,
      shippingCents: 701,
      ticketsCents: 0,
      ivaCents: 1527,
      totalCents: 8795,
      ivaRatesBp: [2100],
    });
  });
});

describe('ivaIncludedLabel', () => {
  it('states the IVA once, with its rates', () => {
    expect(ivaIncludedLabel([2100])).toBe('de los cuales IVA (21\u00a0%)');
    expect(ivaIncludedLabel([1000, 2100])).toBe('de los cuales IVA (10\u00a0% y 21\u00a0%)');
    expect(ivaIncludedLabel([2550])).toBe('de los cuales IVA (25,5\u00a0%)');
    expect(ivaIncludedLabel([])).toBeNull();
    expect(ivaIncludedLabel([0])).toBeNull();
  });
});
