import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { useAdminInvoices } from '@/features/invoices-admin/api/invoices';
import {
  filterErrors,
  filtersFromParams,
  invoiceQuery,
  withFilters,
  type InvoiceFilters,
} from '@/features/invoices-admin/utils/invoice-filters';
import { InvoiceFiltersForm } from './invoice-filters-form';
import { InvoicesTable } from './invoices-table';
import { QuarterExport } from './quarter-export';
import styles from './invoices-admin.module.css';

/**
 * Content management, 'Facturas' (docs/rules/invoices.md#the-admin): the invoices issued and
 * their rectifying ones, by days, type and series (kept in the URL: `?desde=&hasta=&tipo=&serie=`),
 * each one's PDF, and the quarter's register and PDFs for the accountant.
 */
export function InvoicesSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  // A link or a hand-edited address may carry filters the server would refuse.
  const urlErrors = Object.values(filterErrors(filters));
  const list = useAdminInvoices(invoiceQuery(filters), urlErrors.length === 0);

  const apply = (next: InvoiceFilters) => setParams(withFilters(params, next));

  return (
    <div className={styles.section}>
      <QuarterExport headingId={`${id}-export`} />
      <section aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`} className={styles.heading}>
          Facturas emitidas
        </h3>
        <InvoiceFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={apply} />
        {urlErrors.length > 0 ? (
          <FormMessage kind="error">{urlErrors[0]}</FormMessage>
        ) : list.isPending ? (
          <Spinner label="Cargando facturas..." />
        ) : list.isError ? (
          <FormMessage kind="error">
            {messageFrom(list.error, 'No se pudieron cargar las facturas. Inténtalo de nuevo.')}
          </FormMessage>
        ) : list.data.invoices.length === 0 ? (
          <p className={styles.empty} role="status">
            No hay facturas con estos filtros.
          </p>
        ) : (
          <>
            {list.data.truncated && (
              <FormMessage kind="info">
                Hay más facturas de las que se muestran: acota las fechas.
              </FormMessage>
            )}
            <InvoicesTable invoices={list.data.invoices} />
          </>
        )}
      </section>
    </div>
  );
}
