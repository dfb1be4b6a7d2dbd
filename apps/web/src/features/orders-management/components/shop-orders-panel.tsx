import styles from './orders-management.module.css';

/** 'Pedidos de la tienda': our own orders. */
export function ShopOrdersPanel() {
  return <h2 className={styles.sectionTitle}>Pedidos de la tienda</h2>;
}
