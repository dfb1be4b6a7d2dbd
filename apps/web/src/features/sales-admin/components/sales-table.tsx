import { useId } from 'react';
import { formatEuros, type SalesFigures, type SalesOverview } from '@shop/contracts';
import {
  capitalized,
  formatCount,
  longMonth,
  type SalesView,
} from '@/features/sales-admin/utils/sales-figures';
import styles from './sales-admin.module.css';

function FigureCells({ figures }: { figures: SalesFigures }) {
  return (
    <>
      <td className={styles.amount}>{formatCount(figures.orders)}</td>
      <td className={styles.amount}>{formatEuros(figures.grossCents)}</td>
      <td className={styles.amount}>{formatEuros(figures.refundsCents)}</td>
      <td className={styles.amount}>{formatEuros(figures.netCents)}</td>
      <td className={styles.amount}>{formatEuros(figures.vatCents)}</td>
      <td className={styles.amount}>{formatEuros(figures.averageCents)}</td>
    </>
  );
}

/**
 * The year's figures of the chosen kind, a row a month and the year's total: the same numbers
 * as the charts, for reading and for screen readers. Scrolls sideways on a phone.
 */
export function SalesTable({ overview, view }: { overview: SalesOverview; view: SalesView }) {
  const captionId = useId();
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Ventas de {overview.year} por mes
        </caption>
        <thead>
          <tr>
            <th scope="col">Mes</th>
            <th scope="col" className={styles.amount}>
              Pedidos
            </th>
            <th scope="col" className={styles.amount}>
              Ingresos
            </th>
            <th scope="col" className={styles.amount}>
              Devoluciones
            </th>
            <th scope="col" className={styles.amount}>
              Neto
            </th>
            <th scope="col" className={styles.amount}>
              IVA
            </th>
            <th scope="col" className={styles.amount}>
              Pedido medio
            </th>
          </tr>
        </thead>
        <tbody>
          {overview.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{capitalized(longMonth(month.month))}</th>
              <FigureCells figures={month[view]} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">Total</th>
            <FigureCells figures={overview.total[view]} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
