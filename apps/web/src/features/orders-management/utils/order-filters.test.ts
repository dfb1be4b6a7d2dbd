import { describe, expect, it } from 'vitest';
import { providerOrderMessages as msg } from '@shop/contracts';
import {
  defaultFilters,
  draftOf,
  filtersFromParams,
  listQuery,
  readFilterForm,
  withFilters,
} from './order-filters';

describe('the order filters in the URL', () => {
  it('reads them back as written, and defaults what is missing or not valid', () => {
    const filters = {
      ...defaultFilters,
      top: 25,
      skip: 50,
      status: 'inProgress' as const,
      createdFrom: '2026-01-15T10:05',
      merchantReferences: 'a, b',
    };
    const params = withFilters(new URLSearchParams('vista=x&orden=ord_1'), filters);
    expect(params.get('vista')).toBe('x');
    expect(params.has('orden')).toBe(false);
    expect(params.has('orderIds')).toBe(false);
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams('top=500&skip=-3&status=lost'))).toEqual(
      defaultFilters,
    );
  });

  it('asks the server only for what is set: lists split, dates as instants', () => {
    expect(listQuery(defaultFilters)).toEqual({ top: 10, skip: 0 });
    expect(
      listQuery({
        ...defaultFilters,
        status: 'cancelled',
        createdTo: '2026-07-01T11:05',
        orderIds: ' ord_1 ,, ord_2 ',
        merchantReferences: ' ',
      }),
    ).toEqual({
      top: 10,
      skip: 0,
      status: 'cancelled',
      createdTo: '2026-07-01T09:05:00.000Z',
      orderIds: ['ord_1', 'ord_2'],
    });
  });

  it("refuses a page size outside 1–100 and a negative skip with the contract's texts", () => {
    const draft = draftOf(defaultFilters);
    expect(readFilterForm({ ...draft, top: '0' })).toEqual({ field: 'top', message: msg.badTop });
    expect(readFilterForm({ ...draft, top: '101' })).toEqual({ field: 'top', message: msg.badTop });
    expect(readFilterForm({ ...draft, skip: '-1' })).toEqual({
      field: 'skip',
      message: msg.badSkip,
    });
    expect(readFilterForm({ ...draft, top: '', skip: ' ' })).toEqual({ filters: defaultFilters });
    expect(readFilterForm({ ...draft, top: '100', skip: '30' })).toEqual({
      filters: { ...defaultFilters, top: 100, skip: 30 },
    });
  });
});
