import formStyles from '@/components/form.module.css';
import { nextSkip, previousSkip } from '@/features/orders-management/utils/order-filters';
import styles from './orders-management.module.css';

/**
 * 'Anterior' and 'Siguiente' under the list: back by `top` (disabled at the first order),
 * forward by `top` (disabled when Prodigi has no more).
 */
export function OrdersPager({
  skip,
  top,
  shown,
  hasMore,
  onSkip,
}: {
  skip: number;
  top: number;
  /** How many orders the page shows. */
  shown: number;
  hasMore: boolean;
  onSkip: (skip: number) => void;
}) {
  return (
    <nav className={styles.pager} aria-label="Páginas de órdenes">
      <button
        type="button"
        className={formStyles.secondaryButton}
        disabled={skip <= 0}
        onClick={() => onSkip(previousSkip(skip, top))}
      >
        Anterior
      </button>
      {shown > 0 && (
        <span className={styles.muted}>
          Órdenes {skip + 1}–{skip + shown}
        </span>
      )}
      <button
        type="button"
        className={formStyles.secondaryButton}
        disabled={!hasMore}
        onClick={() => onSkip(nextSkip(skip, top))}
      >
        Siguiente
      </button>
    </nav>
  );
}
