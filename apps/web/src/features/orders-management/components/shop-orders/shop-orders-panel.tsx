import { useState, type SyntheticEvent } from 'react';
import {
  deskStateLabels,
  deskStates,
  ordersDeskMessages as msg,
  type DeskOrder,
  type DeskState,
} from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { formatPrice } from '@/lib/format';
import {
  downloadShopOrdersCsv,
  useShopOrders,
  type ShopOrdersFilter,
} from '@/features/orders-management/api/shop-orders';
import { formatOrderDate } from '@/features/orders-management/utils/format-order-date';
import { ReconciliationReport } from './reconciliation-report';
import { ShopOrderDetail } from './shop-order-detail';
import { StateBadge } from './state-badge';
import styles from './shop-orders.module.css';

function OrderRow({
  order,
  selected,
  onOpen,
}: {
  order: DeskOrder;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        aria-current={selected ? 'true' : undefined}
        onClick={onOpen}
      >
        <span className={styles.rowTop}>
          <strong>{order.number}</strong>
          <StateBadge state={order.state} />
          <span className={styles.total}>{formatPrice(order.totalCents / 100)}</span>
        </span>
        <span className={styles.rowMeta}>
          {formatOrderDate(order.createdAt)} · {order.email}
          {order.refundedCents > 0 && ` · reembolsado ${formatPrice(order.refundedCents / 100)}`}
        </span>
        {order.attention && <span className={styles.reason}>{order.attention}</span>}
      </button>
    </li>
  );
}

function OrderList({
  filter,
  selected,
  onOpen,
  emptyText,
}: {
  filter: ShopOrdersFilter;
  selected: string | null;
  onOpen: (id: string) => void;
  emptyText: string;
}) {
  const list = useShopOrders(filter);
  if (list.isPending) return <Spinner label="Cargando pedidos..." />;
  if (list.isError)
    return <FormMessage kind="error">{messageFrom(list.error, msg.listFailed)}</FormMessage>;
  const orders = list.data.pages.flatMap((page) => page.orders);
  if (orders.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      <ul className={styles.list}>
        {orders.map((order) => (
          <OrderRow
            key={order.id}
            order={order}
            selected={order.id === selected}
            onOpen={() => onOpen(order.id)}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          className={styles.more}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Cargando...' : 'Cargar más'}
        </button>
      )}
    </>
  );
}

const emptyFilter: ShopOrdersFilter = { state: undefined, from: '', to: '', q: '' };

/**
 * Orders management, 'Pedidos de la tienda': what needs the admin first (failed
 * submissions, flagged payments, with the reason), then every order by state, days and a
 * search, its CSV, and one order's money, refunds, cancel at Prodigi and retry.
 */
export function ShopOrdersPanel() {
  const [draft, setDraft] = useState<ShopOrdersFilter>(emptyFilter);
  const [filter, setFilter] = useState<ShopOrdersFilter>(emptyFilter);
  const [selected, setSelected] = useState<string | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);

  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    setFilter(draft);
  };
  const clear = () => {
    setDraft(emptyFilter);
    setFilter(emptyFilter);
  };
  const download = () => {
    setCsvError(null);
    downloadShopOrdersCsv(filter).catch((error: unknown) => {
      setCsvError(messageFrom(error, 'No se pudo descargar el CSV.'));
    });
  };

  return (
    <div className={styles.panel}>
      <div className={styles.columns}>
        <div className={styles.lists}>
          <section aria-labelledby="shop-attention" className={styles.attention}>
            <h2 id="shop-attention" className={styles.heading}>
              Requieren atención
            </h2>
            <OrderList
              filter={{ state: 'attention' }}
              selected={selected}
              onOpen={setSelected}
              emptyText={msg.attentionEmpty}
            />
          </section>

          <ReconciliationReport onOpen={setSelected} />

          <section aria-labelledby="shop-all">
            <h2 id="shop-all" className={styles.heading}>
              Todos los pedidos
            </h2>
            <form className={styles.filters} onSubmit={apply} aria-label="Filtrar pedidos">
              <label>
                Estado
                <select
                  value={draft.state ?? ''}
                  onChange={(e) =>
                    setDraft({ ...draft, state: (e.target.value || undefined) as DeskState })
                  }
                >
                  <option value="">Todos</option>
                  {deskStates.map((state) => (
                    <option key={state} value={state}>
                      {deskStateLabels[state]}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Desde
                <input
                  type="date"
                  value={draft.from ?? ''}
                  onChange={(e) => setDraft({ ...draft, from: e.target.value })}
                />
              </label>
              <label>
                Hasta
                <input
                  type="date"
                  value={draft.to ?? ''}
                  onChange={(e) => setDraft({ ...draft, to: e.target.value })}
                />
              </label>
              <label className={styles.search}>
                Email o número de pedido
                <input
                  type="search"
                  maxLength={254}
                  value={draft.q ?? ''}
                  onChange={(e) => setDraft({ ...draft, q: e.target.value })}
                />
              </label>
              <div className={styles.filterButtons}>
                <button type="submit" className={styles.primary}>
                  Aplicar
                </button>
                <button type="button" className={styles.secondary} onClick={clear}>
                  Limpiar
                </button>
                <button type="button" className={styles.secondary} onClick={download}>
                  Descargar CSV
                </button>
              </div>
            </form>
            {csvError && <FormMessage kind="error">{csvError}</FormMessage>}
            <OrderList
              filter={filter}
              selected={selected}
              onOpen={setSelected}
              emptyText={msg.empty}
            />
          </section>
        </div>
        {selected && <ShopOrderDetail orderId={selected} onClose={() => setSelected(null)} />}
      </div>
    </div>
  );
}
