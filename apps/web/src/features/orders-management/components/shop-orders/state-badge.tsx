import { deskStateLabels, type DeskState } from '@shop/contracts';
import styles from './shop-orders.module.css';

/** Where an order stands on the desk, as a coloured label. */
export function StateBadge({ state }: { state: DeskState }) {
  return <span className={`${styles.badge} ${styles[state]}`}>{deskStateLabels[state]}</span>;
}
