import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { providerOrderMessages as msg } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { useProviderOrders } from '@/features/orders-management/api/provider-orders';
import {
  filtersFromParams,
  withFilters,
  type OrderFilters,
} from '@/features/orders-management/utils/order-filters';
import { OrderFiltersForm } from './order-filters-form';
import { OrdersPager } from './orders-pager';
import { ProviderOrderDetail } from './provider-order-detail';
import { ProviderOrderList } from './provider-order-list';
import styles from './orders-management.module.css';

/** The URL key of the open order. */
const OPEN = 'orden';

/**
 * 'Pedidos en Prodigi' (docs/rules/admin.md#orders-management): the filters, a page of
 * orders and the chosen one's detail with its actions, side by side from 768 px. Filters,
 * page and open order live in the URL, so a reload shows the same.
 */
export function ProviderOrdersPanel() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const openId = params.get(OPEN);
  const list = useProviderOrders(filters);
  const detailRef = useRef<HTMLElement>(null);

  const apply = (next: OrderFilters) => setParams(withFilters(params, next));
  const select = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(OPEN, id);
    setParams(next);
    // Below 768 px the detail is under the list: take the admin (and a screen reader) there.
    detailRef.current?.focus();
  };

  return (
    <>
      <h2 className={styles.sectionTitle}>Pedidos en Prodigi</h2>
      <OrderFiltersForm filters={filters} onApply={apply} />
      <div className={styles.layout}>
        <div>
          {list.isPending ? (
            <Spinner label="Cargando órdenes..." />
          ) : list.isError ? (
            <FormMessage kind="error">{messageFrom(list.error, msg.listFailed)}</FormMessage>
          ) : list.data.orders.length === 0 ? (
            <p className={styles.empty} role="status">
              {msg.empty}
            </p>
          ) : (
            <ProviderOrderList orders={list.data.orders} selectedId={openId} onSelect={select} />
          )}
          <OrdersPager
            skip={filters.skip}
            top={filters.top}
            shown={list.data?.orders.length ?? 0}
            hasMore={list.data?.hasMore ?? false}
            onSkip={(skip) => apply({ ...filters, skip })}
          />
        </div>
        <section
          ref={detailRef}
          className={styles.detail}
          tabIndex={-1}
          aria-label="Detalle de la orden"
        >
          {openId ? (
            <ProviderOrderDetail key={openId} id={openId} />
          ) : (
            <p className={styles.empty}>Elige una orden de la lista para ver su detalle.</p>
          )}
        </section>
      </div>
    </>
  );
}
