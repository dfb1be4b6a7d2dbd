import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import {
  buyerOrderMessages as msg,
  buyerOrderStatusLabels,
  deliveryEstimate,
  deliveryEstimateText,
  countryName,
  formatEuros,
  shippingMethodLabel,
  ORDER_LINK_PARAM,
  paths,
  type BuyerOrder,
} from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { InlineConfirm } from '@/components/inline-confirm';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-error';
import { clearCartPaidBy } from '@/lib/cart-store';
import { messageFrom } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session/session-context';
import { usePageTitle } from '@/lib/use-page-title';
import {
  paymentFailed,
  PaymentNotice,
  type Arrival,
} from '@/features/buyer-orders/components/order-payment-notice';
import { OrderPurchase } from '@/features/buyer-orders/components/order-purchase';
import { OrderTickets } from '@/features/buyer-orders/components/order-tickets';
import {
  useBuyerOrder,
  useCancelOrder,
  useChangeAddress,
  type OrderRef,
} from '@/features/buyer-orders/api/buyer-order';
import { AddressForm } from '@/features/buyer-orders/components/address-form';
import styles from '@/features/buyer-orders/components/buyer-order.module.css';
import { OrderTimeline } from '@/features/buyer-orders/components/order-timeline';

/** The recipient as an address block, line by line. */
function addressLines(recipient: NonNullable<BuyerOrder['recipient']>): string[] {
  return [
    recipient.name,
    recipient.addressLine1,
    recipient.addressLine2,
    [recipient.postalCode, recipient.city].filter(Boolean).join(' '),
    recipient.stateOrCounty,
    countryName(recipient.countryCode),
  ].filter(Boolean);
}

/**
 * /pedido/{id} (docs/rules/checkout-and-payments.md#buyer-order-page): the order the
 * confirmation email links to (its `firma` proves it), or the signed-in owner's. Its items,
 * price breakdown, stage and tracking; while Prodigi allows it, the buyer corrects the
 * delivery address or cancels (refunded to the card).
 */
export function BuyerOrderPage() {
  const { orderId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const ref: OrderRef = { orderId, signature: search.get(ORDER_LINK_PARAM) };
  const order = useBuyerOrder(ref);
  const arrival = useArrival(search, setSearch);
  usePageTitle(order.data ? `Pedido ${order.data.number}` : 'Tu pedido');
  const bought = order.data && !unpaid.has(order.data.status);
  // The cart that this order paid for is emptied once its payment is confirmed.
  useEffect(() => {
    if (bought) clearCartPaidBy(orderId);
  }, [bought, orderId]);

  if (order.isPending) {
    return (
      <section className={styles.page}>
        <Spinner label="Cargando el pedido..." />
      </section>
    );
  }
  if (order.isError) return <OrderUnavailable error={order.error} />;
  return <OrderDetail order={order.data} orderRef={ref} arrival={arrival} />;
}

// Orders with no payment of their own: no delivery, stages or actions to show.
const unpaid = new Set(['pending_payment', 'payment_failed', 'cancelled', 'expired']);
const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * How the buyer arrived: straight from paying (the payment step's navigation), back from the
 * bank's 3-D Secure (the provider's parameters, cleaned from the address once read), or later.
 */
function useArrival(
  search: URLSearchParams,
  setSearch: ReturnType<typeof useSearchParams>[1],
): Arrival {
  const location = useLocation();
  const [arrival] = useState(() => {
    if ((location.state as { justPaid?: boolean } | null)?.justPaid) return 'paid' as const;
    const status = search.get('redirect_status');
    if (status === null) return null;
    return status === 'failed' ? ('returned-failed' as const) : ('returned' as const);
  });
  useEffect(() => {
    if (!RETURN_PARAMS.some((name) => search.has(name))) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);
  return arrival;
}

/** What happens now: the email, the lab, the parcel (checkout-and-payments.md#receipt). */
function NextSteps({ order }: { order: BuyerOrder }) {
  const method = order.shippingMethod;
  const estimate =
    method && order.recipient ? deliveryEstimate(method, order.recipient.countryCode) : null;
  return (
    <section className={styles.card} aria-labelledby="order-next">
      <h2 id="order-next" className={styles.cardTitle}>
        Qué pasa ahora
      </h2>
      <ol className={styles.next}>
        <li>
          Te enviamos la confirmación del pedido
          {order.recipient ? ` a ${order.recipient.email}` : ''}, con el enlace a esta página.
        </li>
        <li>
          El laboratorio imprime tus fotografías y las envía
          {method ? ` por envío ${shippingMethodLabel(method).toLowerCase()}` : ''}
          {estimate ? ` (${deliveryEstimateText(estimate).toLowerCase()}, una estimación)` : ''}.
        </li>
        <li>Cuando salga, te escribimos con el número de seguimiento del transportista.</li>
      </ol>
    </section>
  );
}

function OrderUnavailable({ error }: { error: unknown }) {
  const { isAuthenticated } = useSession();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <section className={styles.page} aria-labelledby="order-title">
      <h1 id="order-title" className={styles.title}>
        Tu pedido
      </h1>
      <FormMessage kind="error">
        {missing ? messageFrom(error, msg.notFound) : msg.loadFailed}
      </FormMessage>
      {missing && !isAuthenticated && (
        <p className={styles.muted}>
          Si compraste con tu cuenta, <Link to={paths.signIn.build()}>inicia sesión</Link> y lo
          encontrarás en tu perfil.
        </p>
      )}
    </section>
  );
}

function OrderDetail({
  order,
  orderRef,
  arrival,
}: {
  order: BuyerOrder;
  orderRef: OrderRef;
  arrival: Arrival;
}) {
  // A change's confirmation: the address's in its card; a cancel's at the top, focused (the
  // card the buyer pressed in is gone).
  const [done, setDone] = useState<{ at: 'address' | 'page'; text: string } | null>(null);
  const pageNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done?.at === 'page') pageNotice.current?.focus();
  }, [done]);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const changeAddress = useChangeAddress(orderRef);
  const cancel = useCancelOrder(orderRef);
  const { breakdown } = order;
  const failed = paymentFailed(order, arrival);
  // The delivery and its actions are the prints' once they are paid for.
  const recipient = unpaid.has(order.status) ? null : order.recipient;
  const prints = order.items.length > 0;
  const stillToRefund = breakdown.totalCents - breakdown.refundedCents;

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        setDone({ at: 'page', text: result.message });
      },
      onError: () => setConfirming(false),
    });

  return (
    <section className={styles.page} aria-labelledby="order-title">
      <header className={styles.header}>
        <div>
          <h1 id="order-title" className={styles.title}>
            Pedido {order.number}
          </h1>
          <p className={styles.muted}>
            Realizado el {formatDate(order.createdAt, 'Europe/Madrid')}
          </p>
        </div>
        <span className={styles.badge} data-status={failed ? 'payment_failed' : order.status}>
          {buyerOrderStatusLabels[failed ? 'payment_failed' : order.status] ?? order.status}
        </span>
      </header>

      <PaymentNotice order={order} arrival={arrival} />
      {order.isTest && (
        <FormMessage kind="info">Pedido de prueba de la tienda: no se ha cobrado.</FormMessage>
      )}
      {done?.at === 'page' && (
        <div ref={pageNotice} tabIndex={-1} className={styles.notice}>
          <FormMessage kind="success">{done.text}</FormMessage>
        </div>
      )}

      <div className={styles.columns} data-single={unpaid.has(order.status) && prints}>
        <div className={styles.main}>
          {prints && order.status === 'paid' && order.stage === 'paid' && !order.isTest && (
            <NextSteps order={order} />
          )}
          {prints && !unpaid.has(order.status) && (
            <section className={styles.card} aria-labelledby="order-stage">
              <h2 id="order-stage" className={styles.cardTitle}>
                Estado
              </h2>
              {order.stage === 'cancelled' ? (
                <p className={styles.cancelled}>
                  Pedido cancelado
                  {breakdown.refundedCents > 0 &&
                    `: te devolvemos ${formatEuros(breakdown.refundedCents)} a la tarjeta.`}
                </p>
              ) : (
                <OrderTimeline stage={order.stage} />
              )}
              {order.shipments.length > 0 && (
                <ul className={styles.shipments} aria-label="Envíos">
                  {order.shipments.map((shipment, index) => (
                    <li key={`${shipment.trackingNumber ?? ''}-${index}`}>
                      <span>
                        {shipment.carrier ?? 'Transportista'}
                        {shipment.trackingNumber && ` · ${shipment.trackingNumber}`}
                      </span>
                      {shipment.trackingUrl && (
                        <a
                          href={shipment.trackingUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={formStyles.secondaryButton}
                        >
                          Seguir el envío
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}

          {order.tickets.length > 0 && <OrderTickets order={order} />}
          {prints && <OrderPurchase order={order} />}
        </div>

        <aside className={styles.side}>
          {/* Without prints there is no delivery to follow: what it cost goes beside the tickets. */}
          {!prints && <OrderPurchase order={order} />}
          {recipient && (
            <section className={styles.card} aria-labelledby="order-address">
              <h2 id="order-address" className={styles.cardTitle}>
                Dirección de entrega
              </h2>
              {editing && order.actions.changeAddress ? (
                <AddressForm
                  recipient={recipient}
                  pending={changeAddress.isPending}
                  onCancel={() => setEditing(false)}
                  onSubmit={async (values) => {
                    const result = await changeAddress.mutateAsync(values);
                    setEditing(false);
                    setDone({ at: 'address', text: result.message });
                  }}
                />
              ) : (
                <>
                  <address className={styles.address}>
                    {addressLines(recipient).map((line, index) => (
                      <span key={index}>{line}</span>
                    ))}
                  </address>
                  <FormMessage kind="success">
                    {done?.at === 'address' ? done.text : null}
                  </FormMessage>
                  {order.actions.changeAddressUnavailable && (
                    <p className={styles.unavailable}>{order.actions.changeAddressUnavailable}</p>
                  )}
                  {order.actions.changeAddress && (
                    <div className={styles.buttons}>
                      <button
                        type="button"
                        className={formStyles.secondaryButton}
                        onClick={() => {
                          setDone(null);
                          setEditing(true);
                        }}
                      >
                        Cambiar dirección
                      </button>
                    </div>
                  )}
                </>
              )}
            </section>
          )}

          {order.actions.cancel && (
            <section className={styles.card} aria-labelledby="order-cancel">
              <h2 id="order-cancel" className={styles.cardTitle}>
                Cancelar el pedido
              </h2>
              <p className={styles.muted}>
                El laboratorio aún no ha empezado a imprimirlo: si lo cancelas, te devolvemos lo que
                pagaste a la misma tarjeta.
              </p>
              <FormMessage kind="error">
                {cancel.isError ? messageFrom(cancel.error, msg.actionFailed) : null}
              </FormMessage>
              <div className={styles.buttons}>
                {confirming ? (
                  <InlineConfirm
                    question={msg.cancelQuestion(stillToRefund)}
                    confirmLabel={cancel.isPending ? 'Cancelando...' : 'Sí, cancelar pedido'}
                    pending={cancel.isPending}
                    onConfirm={confirmCancel}
                    onCancel={() => setConfirming(false)}
                  />
                ) : (
                  <button
                    type="button"
                    className={formStyles.dangerButton}
                    onClick={() => {
                      setDone(null);
                      cancel.reset();
                      setConfirming(true);
                    }}
                  >
                    Cancelar pedido
                  </button>
                )}
              </div>
            </section>
          )}
          {!order.actions.cancel && order.actions.cancelUnavailable && (
            <p className={styles.unavailable}>{order.actions.cancelUnavailable}</p>
          )}
          {recipient && !order.actions.cancel && !order.actions.changeAddress && !order.isTest && (
            <NoChangesNote stage={order.stage} />
          )}
        </aside>
      </div>
    </section>
  );
}

/** Where to turn when nothing can be changed here (the reasons are said beside each). */
function NoChangesNote({ stage }: { stage: BuyerOrder['stage'] }) {
  if (stage === 'cancelled') return null;
  return (
    <p className={styles.muted}>
      Si necesitas algo, <Link to={paths.contact.build()}>escríbenos</Link> indicando el número de
      pedido.
    </p>
  );
}
