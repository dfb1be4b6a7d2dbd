import { useId } from 'react';
import { formatEuros, saleKindLabels, type SalesFigures } from '@shop/contracts';
import { formatCount, type SalesView } from '@/features/sales-admin/utils/sales-figures';
import styles from './sales-admin.module.css';

/** The year's figures of the chosen kind, as cards: takings, orders, refunds, net and IVA. */
export function SalesSummary({
  year,
  view,
  figures,
}: {
  year: number;
  view: SalesView;
  figures: SalesFigures;
}) {
  const headingId = useId();
  const cards: { label: string; value: string }[] = [
    { label: 'Ingresos', value: formatEuros(figures.grossCents) },
    { label: 'Pedidos', value: formatCount(figures.orders) },
    { label: 'Pedido medio', value: formatEuros(figures.averageCents) },
    { label: 'Devoluciones', value: formatEuros(figures.refundsCents) },
    { label: 'Neto', value: formatEuros(figures.netCents) },
    { label: 'IVA', value: formatEuros(figures.vatCents) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Resumen de {year} · {saleKindLabels[view]}
      </h3>
      <dl className={styles.cards}>
        {cards.map((card) => (
          <div key={card.label} className={styles.card}>
            <dt className={styles.cardLabel}>{card.label}</dt>
            <dd className={styles.cardValue}>{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
