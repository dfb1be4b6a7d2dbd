import {
  formatEuros,
  ivaIncludedLabel,
  shippingMethodLabel,
  TOTAL_LABEL,
  TOTAL_LABEL_NO_SHIPPING,
  type BuyerOrder,
} from '@shop/contracts';
import styles from './buyer-order.module.css';

/** A line of the breakdown. */
function Row({ label, cents }: { label: string; cents: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{formatEuros(cents)}</dd>
    </div>
  );
}

/**
 * 'Tu compra': each thing bought with its price, and the breakdown of only the kinds the
 * order holds (a ticket order has no prints nor delivery to add up).
 */
export function OrderPurchase({ order }: { order: BuyerOrder }) {
  const { breakdown } = order;
  const prints = order.items.length > 0;
  return (
    <section className={styles.card} aria-labelledby="order-items">
      <h2 id="order-items" className={styles.cardTitle}>
        Tu compra
      </h2>
      <ul className={styles.items}>
        {order.items.map((item, index) => (
          <li key={`print-${index}`} className={styles.item}>
            {item.thumbnailUrl ? (
              <img
                src={item.thumbnailUrl}
                alt=""
                width={64}
                height={64}
                className={styles.thumb}
                decoding="async"
              />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <div className={styles.itemText}>
              <p className={styles.itemTitle}>{item.title}</p>
              <p className={styles.muted}>
                {item.product} · {item.copies} {item.copies === 1 ? 'copia' : 'copias'}
              </p>
            </div>
            <span className={styles.amount}>{formatEuros(item.priceCents)}</span>
          </li>
        ))}
        {order.tickets.map((line, index) => (
          <li key={`ticket-${index}`} className={styles.item}>
            <div className={styles.itemText}>
              <p className={styles.itemTitle}>{line.eventName}</p>
              <p className={styles.muted}>
                {line.ticketType} · {line.quantity} {line.quantity === 1 ? 'entrada' : 'entradas'}
              </p>
            </div>
            <span className={styles.amount}>
              {line.priceCents > 0 ? formatEuros(line.priceCents) : 'Gratis'}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.breakdown}>
        {prints && <Row label="Impresiones" cents={breakdown.printsCents} />}
        {order.tickets.length > 0 && <Row label="Entradas" cents={breakdown.ticketsCents} />}
        {prints && (
          <Row
            label={
              order.shippingMethod
                ? `Envío ${shippingMethodLabel(order.shippingMethod).toLowerCase()}`
                : 'Envío'
            }
            cents={breakdown.shippingCents}
          />
        )}
        <div className={styles.total}>
          <dt>{prints ? TOTAL_LABEL : TOTAL_LABEL_NO_SHIPPING}</dt>
          <dd>{formatEuros(breakdown.totalCents)}</dd>
        </div>
        <div className={styles.note}>
          <dt>
            {(breakdown.ivaCents > 0 ? ivaIncludedLabel(breakdown.ivaRatesBp) : null) ?? 'Sin IVA'}
          </dt>
          <dd>{breakdown.ivaCents > 0 ? formatEuros(breakdown.ivaCents) : ''}</dd>
        </div>
        {breakdown.refundedCents > 0 && (
          <div className={styles.refunded}>
            <dt>Reembolsado</dt>
            <dd>−{formatEuros(breakdown.refundedCents)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
