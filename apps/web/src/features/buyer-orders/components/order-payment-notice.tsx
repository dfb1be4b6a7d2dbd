import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  buyerOrderMessages as msg,
  checkoutMessages,
  formatEuros,
  paths,
  type BuyerOrder,
} from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { restoreCartFrom } from '@/features/buyer-orders/utils/restore-cart';
import styles from './buyer-order.module.css';

/** How the buyer arrived: from paying, back from the bank's 3-D Secure (failed or not), later. */
export type Arrival = 'paid' | 'returned' | 'returned-failed' | null;

/** Not paid, and never will be by this order: refused by the bank, or left at 3-D Secure. */
export const paymentFailed = (order: BuyerOrder, arrival: Arrival) =>
  order.status === 'payment_failed' ||
  (arrival === 'returned-failed' && order.status === 'pending_payment');

/** Ended without a payment of its own: replaced by a later try of the buyer, or expired. */
export const endedUnpaid = (order: BuyerOrder) =>
  order.status === 'cancelled' || order.status === 'expired';

/** The way back to buy again: the cart with the order's prints, else the event. */
function WayBack({ order }: { order: BuyerOrder }) {
  const navigate = useNavigate();
  const event = order.tickets[0];
  return (
    <div className={styles.buttons}>
      {order.printChoices.length > 0 && (
        <button
          type="button"
          className={formStyles.button}
          onClick={() => {
            restoreCartFrom(order);
            void navigate(paths.cart.build());
          }}
        >
          {msg.backToCart}
        </button>
      )}
      {event && (
        <Link
          to={paths.event.build(event.eventId)}
          className={order.printChoices.length > 0 ? formStyles.secondaryButton : formStyles.button}
        >
          {msg.backToEvent}
        </Link>
      )}
    </div>
  );
}

/** What the buyer reads on arriving from the payment (checkout-and-payments.md#receipt). */
export function PaymentNotice({ order, arrival }: { order: BuyerOrder; arrival: Arrival }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (arrival) ref.current?.focus();
  }, [arrival]);
  if (paymentFailed(order, arrival)) {
    return (
      <div ref={ref} tabIndex={-1} className={`${styles.notice} ${styles.failedNotice}`}>
        <FormMessage kind="error">{checkoutMessages.cardRejected}</FormMessage>
        <p className={styles.muted}>{msg.notCharged}</p>
        <WayBack order={order} />
      </div>
    );
  }
  if (endedUnpaid(order)) {
    const refunded = order.breakdown.refundedCents;
    return (
      <div ref={ref} tabIndex={-1} className={`${styles.notice} ${styles.failedNotice}`}>
        <FormMessage kind="info">{msg.endedUnpaid}</FormMessage>
        {refunded > 0 && <p className={styles.muted}>{msg.lateRefund(formatEuros(refunded))}</p>}
        <WayBack order={order} />
      </div>
    );
  }
  if (order.status === 'pending_payment') {
    return (
      <div ref={ref} tabIndex={-1} className={styles.notice} role="status">
        <p className={styles.confirming}>
          Estamos confirmando el pago de {formatEuros(order.breakdown.totalCents)} con tu banco...
        </p>
      </div>
    );
  }
  if (!arrival) return null;
  const next = [
    order.items.length > 0 ? msg.confirmedPrints : null,
    order.tickets.length > 0 ? msg.confirmedTickets : null,
  ].filter(Boolean);
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice} role="status">
      <FormMessage kind="success">
        {[`${checkoutMessages.paymentConfirmedOrder(order.number)}.`, ...next].join(' ')}
      </FormMessage>
    </div>
  );
}
