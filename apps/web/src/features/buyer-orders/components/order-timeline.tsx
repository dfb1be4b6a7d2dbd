import { buyerOrderTimeline, type BuyerOrderStage } from '@shop/contracts';
import styles from './buyer-order.module.css';

/**
 * Pagado → En producción → Enviado → Entregado, the order's stage and those before it done.
 * Prodigi says when the parcels leave the lab, not when they arrive: 'Entregado' points to
 * the carrier's tracking instead of claiming it.
 */
export function OrderTimeline({ stage }: { stage: Exclude<BuyerOrderStage, 'cancelled'> }) {
  const reached = buyerOrderTimeline.findIndex((s) => s.step === stage);
  return (
    <ol className={styles.timeline} aria-label="Estado del pedido">
      {buyerOrderTimeline.map((step, index) => {
        const state = index < reached ? 'done' : index === reached ? 'current' : 'next';
        return (
          <li
            key={step.step}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepLabel}>{step.label}</span>
            {step.step === 'delivered' && stage === 'shipped' && (
              <span className={styles.stepHint}>
                Lo confirma el transportista en su seguimiento
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
