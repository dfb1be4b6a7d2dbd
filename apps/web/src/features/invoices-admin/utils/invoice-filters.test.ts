import { describe, expect, it } from 'vitest';
import { dateMessages } from '@shop/contracts';
import { filterErrors, filtersFromParams, invoiceQuery, withFilters } from './invoice-filters';
import { currentQuarter } from './quarter';

describe('invoice filters', () => {
  it('reads the address, leaving out a type that is not one', () => {
    expect(filtersFromParams(new URLSearchParams('desde=2026-01-01&tipo=X9&serie=F2026'))).toEqual({
      desde: '2026-01-01',
      hasta: '',
      tipo: '',
      serie: 'F2026',
    });
  });

  it('writes the set filters into the address, keeping its other keys', () => {
    const next = withFilters(new URLSearchParams('foto=faro&tipo=F1&serie=F2026'), {
      desde: '2026-04-01',
      hasta: '',
      tipo: 'R5',
      serie: '',
    });
    expect(next.toString()).toBe('foto=faro&tipo=R5&desde=2026-04-01');
  });

  it('asks only for what is set, the series as the server spells it', () => {
    expect(invoiceQuery({ desde: '', hasta: '2026-06-30', tipo: 'F3', serie: ' f2026 ' })).toEqual({
      to: '2026-06-30',
      type: 'F3',
      series: 'F2026',
    });
    expect(invoiceQuery({ desde: '', hasta: '', tipo: '', serie: '' })).toEqual({});
  });

  it("gives the contract's messages by field", () => {
    expect(filterErrors({ desde: '1/2/2026', hasta: '', tipo: '', serie: 'FACT' })).toEqual({
      desde: dateMessages.day('Desde'),
      serie: 'Una serie es su letra y su año: F2026, S2026, R2026.',
    });
    expect(filterErrors({ desde: '2026-01-01', hasta: '2026-01-01', tipo: '', serie: '' })).toEqual(
      {},
    );
  });
});

describe('currentQuarter', () => {
  it("follows Madrid's calendar across the year's and the quarters' edges", () => {
    expect(currentQuarter(new Date('2026-03-31T21:59:00Z'))).toEqual({ year: 2026, quarter: 1 });
    expect(currentQuarter(new Date('2026-03-31T22:00:00Z'))).toEqual({ year: 2026, quarter: 2 });
    expect(currentQuarter(new Date('2026-12-31T23:00:00Z'))).toEqual({ year: 2027, quarter: 1 });
    expect(currentQuarter(new Date('2026-09-30T12:00:00Z'))).toEqual({ year: 2026, quarter: 3 });
  });
});
