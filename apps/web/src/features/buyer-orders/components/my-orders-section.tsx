import { Link } from 'react-router';
import {
  buyerOrderMessages as msg,
  buyerOrderStatusLabels,
  buyerOrderTimeline,
  formatEuros,
  paths,
  type MyOrders,
} from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { formatDate } from '@/lib/format';
import { useMyOrders } from '@/features/buyer-orders/api/my-orders';
import styles from './buyer-order.module.css';

/** What the list says of an order: cancelled, or its step on the way, or its payment. */
function stateOf(order: MyOrders['orders'][number]): string {
  if (order.stage === 'cancelled') return 'Cancelado';
  if (order.status !== 'paid') return buyerOrderStatusLabels[order.status] ?? order.status;
  return buyerOrderTimeline.find((s) => s.step === order.stage)?.label ?? '';
}

/**
 * 'Mis pedidos' in the account: the caller's orders, newest first, each linking to its
 * page; more a page at a time.
 */
export function MyOrdersSection() {
  const orders = useMyOrders();
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <section id="mis-pedidos" aria-labelledby="mis-pedidos-title">
      <h2 id="mis-pedidos-title" className={styles.sectionTitle}>
        Mis pedidos
      </h2>
      {orders.isError && <FormMessage kind="error">{msg.listFailed}</FormMessage>}
      {orders.isSuccess && list.length === 0 && <p className={styles.empty}>{msg.listEmpty}</p>}
      {list.length > 0 && (
        <ul className={styles.orderList}>
          {list.map((order) => (
            <li key={order.id}>
              <Link to={paths.buyerOrder.build(order.id)} className={styles.orderLink}>
                <strong>
                  Pedido {order.number} · {formatDate(order.createdAt, 'Europe/Madrid')}
                </strong>
                <span className={styles.amount}>{formatEuros(order.totalCents)}</span>
                <span className={styles.orderSummary}>
                  {order.summary} · {stateOf(order)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {orders.hasNextPage && (
        <button
          type="button"
          className={formStyles.secondaryButton}
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {orders.isFetchingNextPage ? 'Cargando...' : 'Ver más pedidos'}
        </button>
      )}
    </section>
  );
}
