import type { ProviderOrderBody } from '@shop/contracts';
import { formatOrderDate } from '@/features/orders-management/utils/format-order-date';
import { StageBadge } from './stage-badge';
import styles from './orders-management.module.css';

const itemCount = (count: number) => (count === 1 ? '1 artículo' : `${count} artículos`);

/**
 * A page of Prodigi's orders: stage, id, created (Madrid), merchant reference, shipping
 * method and item count. Choosing one opens its detail.
 */
export function ProviderOrderList({
  orders,
  selectedId,
  onSelect,
}: {
  orders: ProviderOrderBody[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className={styles.list} aria-label="Órdenes en Prodigi">
      {orders.map((order) => (
        <li key={order.id}>
          <button
            type="button"
            className={styles.row}
            aria-current={order.id === selectedId || undefined}
            onClick={() => onSelect(order.id)}
          >
            <span className={styles.rowHead}>
              <StageBadge stage={order.status.stage} />
              <span className={styles.orderId}>{order.id}</span>
            </span>
            <span className={styles.muted}>
              <time dateTime={order.created}>{formatOrderDate(order.created)}</time> ·{' '}
              {order.shippingMethod} · {itemCount(order.items.length)}
            </span>
            <span className={styles.muted}>Ref.: {order.merchantReference ?? '—'}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
