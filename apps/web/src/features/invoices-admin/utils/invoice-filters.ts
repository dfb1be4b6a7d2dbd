import {
  adminInvoiceQuerySchema,
  invoiceTypes,
  type AdminInvoiceQuery,
  type InvoiceType,
} from '@shop/contracts';

/**
 * The list's filters as the form and the URL keep them (`?desde=&hasta=&tipo=&serie=`): days
 * as the date fields write them (AAAA-MM-DD, Spain's calendar), the type's code, the series
 * as typed. A reload, or a shared link, shows the same list.
 */
export interface InvoiceFilters {
  desde: string;
  hasta: string;
  tipo: InvoiceType | '';
  serie: string;
}

export const filterKeys = [
  'desde',
  'hasta',
  'tipo',
  'serie',
] as const satisfies readonly (keyof InvoiceFilters)[];

export const emptyFilters: InvoiceFilters = { desde: '', hasta: '', tipo: '', serie: '' };

const isInvoiceType = (value: string): value is InvoiceType =>
  (invoiceTypes as readonly string[]).includes(value);

/** The filters in the URL; an unknown type is left out (the others are checked by the form). */
export function filtersFromParams(params: URLSearchParams): InvoiceFilters {
  const get = (key: keyof InvoiceFilters) => params.get(key)?.trim() ?? '';
  const tipo = get('tipo');
  return {
    desde: get('desde'),
    hasta: get('hasta'),
    tipo: isInvoiceType(tipo) ? tipo : '',
    serie: get('serie'),
  };
}

/** `params` with these filters in place of the old ones (empty ones left out), other keys kept. */
export function withFilters(params: URLSearchParams, filters: InvoiceFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterKeys) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The series as the server spells it: 'f2026 ' → 'F2026'. */
const seriesOf = (text: string) => text.trim().toUpperCase();

/** GET /admin/invoices's query for these filters: only what is set. */
export function invoiceQuery(filters: InvoiceFilters): AdminInvoiceQuery {
  const series = seriesOf(filters.serie);
  return {
    ...(filters.desde.trim() ? { from: filters.desde.trim() } : {}),
    ...(filters.hasta.trim() ? { to: filters.hasta.trim() } : {}),
    ...(filters.tipo ? { type: filters.tipo } : {}),
    ...(series ? { series } : {}),
  };
}

const fieldOf: Record<keyof AdminInvoiceQuery, keyof InvoiceFilters> = {
  from: 'desde',
  to: 'hasta',
  type: 'tipo',
  series: 'serie',
};

/**
 * What is wrong with the filters, by field: the contract's own messages
 * (`adminInvoiceQuerySchema`: days that exist, a range that does not end before it starts).
 * Empty when they can be sent.
 */
export function filterErrors(
  filters: InvoiceFilters,
): Partial<Record<keyof InvoiceFilters, string>> {
  const query = invoiceQuery(filters);
  const errors: Partial<Record<keyof InvoiceFilters, string>> = {};
  const parsed = adminInvoiceQuerySchema.safeParse(query);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf[issue.path[0] as keyof AdminInvoiceQuery] as
        keyof InvoiceFilters | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}
