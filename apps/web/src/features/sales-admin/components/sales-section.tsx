import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { useSalesOverview } from '@/features/sales-admin/api/sales-overview';
import {
  isEmpty,
  withYear,
  yearChoices,
  yearFromParams,
  type SalesView,
} from '@/features/sales-admin/utils/sales-figures';
import { SalesControls } from './sales-controls';
import { SalesSummary } from './sales-summary';
import { SalesTable } from './sales-table';
import styles from './sales-admin.module.css';

/**
 * The charts bring the chart library (recharts, most of the section's weight) in a chunk of
 * their own: the cards and the table show without waiting for it, and a year without sales
 * never loads it.
 */
const SalesCharts = lazy(async () => {
  const { SalesCharts } = await import('./sales-charts');
  return { default: SalesCharts };
});

/**
 * Content management, 'Ventas' (docs/rules/invoices.md#sales-overview): a year's sales by
 * month, of prints, tickets or both: cards with the year's figures, net takings and orders by
 * month as charts, and the same numbers in a table. The year is kept in the URL (`?anio=`).
 */
export function SalesSection() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<SalesView>('total');
  const overview = useSalesOverview(yearFromParams(params));

  if (overview.isPending) return <Spinner label="Cargando ventas..." />;
  if (overview.isError) {
    return (
      <div className={styles.failed}>
        <FormMessage kind="error">No pudimos cargar las ventas.</FormMessage>
        <button
          type="button"
          className={formStyles.secondaryButton}
          onClick={() => void overview.refetch()}
        >
          Reintentar
        </button>
      </div>
    );
  }

  const data = overview.data;
  const empty = isEmpty(data.total.total);
  const tableName = `Ventas de ${data.year} por mes`;
  return (
    <div className={styles.section} aria-busy={overview.isPlaceholderData}>
      <SalesControls
        year={data.year}
        years={yearChoices(data)}
        onYear={(year) => setParams((current) => withYear(current, year))}
        view={empty ? undefined : view}
        onView={setView}
      />
      {empty ? (
        <p className={styles.empty} role="status">
          No hay ventas en {data.year}.
        </p>
      ) : (
        <>
          <SalesSummary year={data.year} view={view} figures={data.total[view]} />
          <Suspense
            fallback={
              <div className={styles.chartsPending}>
                <Spinner label="Cargando gráficos..." />
              </div>
            }
          >
            <SalesCharts overview={data} view={view} tableName={tableName} />
          </Suspense>
          <SalesTable overview={data} view={view} />
        </>
      )}
    </div>
  );
}
