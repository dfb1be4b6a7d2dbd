import { stageLabel, stageOf } from '@/features/orders-management/utils/order-stages';
import styles from './orders-management.module.css';

/** An order's stage at Prodigi, in its colour; 'Desconocido' for one we do not know. */
export function StageBadge({ stage }: { stage: string }) {
  const known = stageOf(stage);
  return (
    <span className={`${styles.badge} ${styles[known ?? 'unknown']}`} data-stage={known ?? stage}>
      {stageLabel(stage)}
    </span>
  );
}
