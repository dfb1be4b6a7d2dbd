import {
  ORDERS_PAGE_MAX,
  ORDERS_PAGE_SIZE,
  providerOrderMessages as msg,
  providerOrderStages,
  type ProviderOrderStage,
} from '@shop/contracts';
import { madridInputToIso } from './format-order-date';

/**
 * The list's filters as the URL keeps them (docs/rules/admin.md#orders-management): the API's
 * own names, dates as the `datetime-local` fields write them (Madrid's wall clock), lists
 * comma-separated as typed. A reload, or a shared link, shows the same page.
 */
export interface OrderFilters {
  top: number;
  skip: number;
  status: ProviderOrderStage | '';
  createdFrom: string;
  createdTo: string;
  orderIds: string;
  merchantReferences: string;
}

export const filterKeys = [
  'top',
  'skip',
  'status',
  'createdFrom',
  'createdTo',
  'orderIds',
  'merchantReferences',
] as const satisfies readonly (keyof OrderFilters)[];

export const defaultFilters: OrderFilters = {
  top: ORDERS_PAGE_SIZE,
  skip: 0,
  status: '',
  createdFrom: '',
  createdTo: '',
  orderIds: '',
  merchantReferences: '',
};

const wholeNumber = /^\d+$/;

/** Top as typed: a whole number from 1 to 100, else null. */
export const parseTop = (text: string): number | null =>
  wholeNumber.test(text.trim()) && +text >= 1 && +text <= ORDERS_PAGE_MAX ? +text : null;

/** Skip as typed: a whole number from 0, else null. */
export const parseSkip = (text: string): number | null =>
  wholeNumber.test(text.trim()) ? +text : null;

const isStage = (value: string): value is ProviderOrderStage =>
  (providerOrderStages as readonly string[]).includes(value);

/** The filters in the URL; a value that is not valid there is its default. */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const get = (key: keyof OrderFilters) => params.get(key) ?? '';
  const status = get('status');
  return {
    top: parseTop(get('top')) ?? ORDERS_PAGE_SIZE,
    skip: parseSkip(get('skip')) ?? 0,
    status: isStage(status) ? status : '',
    createdFrom: get('createdFrom'),
    createdTo: get('createdTo'),
    orderIds: get('orderIds'),
    merchantReferences: get('merchantReferences'),
  };
}

/**
 * `params` with these filters in place of the old ones (defaults left out), other keys
 * (the tab) kept, and the open order dropped: it may not be in the new list.
 */
export function withFilters(params: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('orden');
  for (const key of filterKeys) {
    const value = String(filters[key]).trim();
    if (value === String(defaultFilters[key])) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

const commaList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The list call's query for these filters: only what is set. */
export function listQuery(filters: OrderFilters) {
  const createdFrom = madridInputToIso(filters.createdFrom);
  const createdTo = madridInputToIso(filters.createdTo);
  const orderIds = commaList(filters.orderIds);
  const merchantReferences = commaList(filters.merchantReferences);
  return {
    top: filters.top,
    skip: filters.skip,
    ...(filters.status ? { status: filters.status } : {}),
    ...(createdFrom ? { createdFrom } : {}),
    ...(createdTo ? { createdTo } : {}),
    ...(orderIds.length > 0 ? { orderIds } : {}),
    ...(merchantReferences.length > 0 ? { merchantReferences } : {}),
  };
}

export type FilterDraft = Omit<OrderFilters, 'top' | 'skip'> & { top: string; skip: string };

export const draftOf = (filters: OrderFilters): FilterDraft => ({
  ...filters,
  top: String(filters.top),
  skip: String(filters.skip),
});

/**
 * The filter form as typed: the filters (a blank number is its default), or the message of
 * the first bad number.
 */
export function readFilterForm(
  draft: FilterDraft,
): { filters: OrderFilters } | { field: 'top' | 'skip'; message: string } {
  const top = draft.top.trim() === '' ? ORDERS_PAGE_SIZE : parseTop(draft.top);
  if (top === null) return { field: 'top', message: msg.badTop };
  const skip = draft.skip.trim() === '' ? 0 : parseSkip(draft.skip);
  if (skip === null) return { field: 'skip', message: msg.badSkip };
  return { filters: { ...draft, top, skip } };
}

/** 'Anterior': skip back by top, never below 0. */
export const previousSkip = (skip: number, top: number) => Math.max(0, skip - top);
/** 'Siguiente': skip forward by top. */
export const nextSkip = (skip: number, top: number) => skip + top;
