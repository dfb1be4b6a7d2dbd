import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { ProviderOrdersPanel } from '@/features/orders-management/components/provider-orders-panel';
import { ShopOrdersPanel } from '@/features/orders-management/components/shop-orders/shop-orders-panel';
import styles from '@/features/orders-management/components/orders-management.module.css';

const tabs = [
  { id: 'prodigi', label: 'Pedidos en Prodigi' },
  { id: 'tienda', label: 'Pedidos de la tienda' },
] as const;
type Tab = (typeof tabs)[number]['id'];

/** The URL key of the tab; Prodigi's, the default, leaves it out. */
const VIEW = 'vista';

/**
 * /orders-management (docs/rules/admin.md#orders-management): Prodigi's orders and the
 * shop's own, one tab each, the tab kept in the URL (`?vista=tienda`).
 */
export function OrdersManagementPage() {
  usePageTitle('Gestión de pedidos');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const selected: Tab = params.get(VIEW) === 'tienda' ? 'tienda' : 'prodigi';
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Each tab starts clean: their filters would mean nothing to the other.
  const open = (tab: Tab) => {
    if (tab !== selected) setParams(tab === 'prodigi' ? {} : { [VIEW]: tab });
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    open(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Gestión de pedidos</h1>
      <div role="tablist" aria-label="Pedidos" className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => open(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {selected === 'prodigi' ? <ProviderOrdersPanel /> : <ShopOrdersPanel />}
      </div>
    </div>
  );
}
