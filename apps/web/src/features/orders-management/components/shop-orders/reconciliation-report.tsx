import { reconciliationKindLabels } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import {
  useReconciliationReport,
  useRunReconciliation,
} from '@/features/orders-management/api/shop-orders';
import { formatOrderDate } from '@/features/orders-management/utils/format-order-date';
import styles from './shop-orders.module.css';

/**
 * The last reconciliation with Stripe and Prodigi: when, what it looked at, what it repaired
 * and what it left to the admin; 'Conciliar ahora' runs one.
 */
export function ReconciliationReport({ onOpen }: { onOpen: (orderId: string) => void }) {
  const report = useReconciliationReport();
  const run = useRunReconciliation();
  const last = run.data ?? report.data;
  return (
    <section aria-labelledby="shop-reconciliation" className={styles.reconciliation}>
      <div className={styles.detailHead}>
        <h2 id="shop-reconciliation" className={styles.heading}>
          Conciliación con Stripe y Prodigi
        </h2>
        <button
          type="button"
          className={styles.secondary}
          disabled={run.isPending}
          onClick={() => run.mutate(undefined)}
        >
          {run.isPending ? 'Conciliando...' : 'Conciliar ahora'}
        </button>
      </div>
      {run.error && (
        <FormMessage kind="error">
          {messageFrom(run.error, 'No se pudo hacer la conciliación.')}
        </FormMessage>
      )}
      {report.isPending ? (
        <Spinner label="Cargando la última conciliación..." />
      ) : report.isError ? (
        <FormMessage kind="error">
          {messageFrom(report.error, 'No se pudo cargar la última conciliación.')}
        </FormMessage>
      ) : !last ? (
        <p className={styles.empty}>Todavía no se ha hecho ninguna conciliación.</p>
      ) : (
        <>
          <p className={styles.meta}>
            {formatOrderDate(last.startedAt)} · {last.trigger === 'admin' ? 'a mano' : 'programada'}{' '}
            · {last.counts.orders} pedidos revisados · {last.counts.repaired} reparados ·{' '}
            {last.counts.open} pendientes
          </p>
          {last.error && <FormMessage kind="error">{last.error}</FormMessage>}
          {last.findings.length === 0 ? (
            <p className={styles.empty}>Todo cuadra con Stripe y Prodigi.</p>
          ) : (
            <ul className={styles.history} aria-label="Hallazgos de la conciliación">
              {last.findings.map((finding, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => onOpen(finding.orderId)}
                  >
                    {finding.orderNumber}
                  </button>{' '}
                  · {reconciliationKindLabels[finding.kind]} ·{' '}
                  {finding.repaired ? 'reparado' : 'pendiente'}: {finding.detail.message}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
