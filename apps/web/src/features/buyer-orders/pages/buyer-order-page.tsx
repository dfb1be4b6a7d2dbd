import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import {
  buyerOrderMessages as msg,
  buyerOrderStatusLabels,
  checkoutMessages,
  deliveryEstimate,
  deliveryEstimateText,
  countryName,
  formatEuros,
  ivaIncludedLabel,
  TOTAL_LABEL,
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

const unpaid = new Set(['pending_payment', 'payment_failed']);
const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * How the buyer arrived: straight from paying (the payment step's navigation), back from the
 * bank's 3-D Secure (the provider's parameters, cleaned from the address once read), or later.
 */
function useArrival(
  search: URLSearchParams,
  setSearch: ReturnType<typeof useSearchParams>[1],
): 'paid' | 'returned' | 'returned-failed' | null {
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

/** What the buyer reads on arriving from the payment (checkout-and-payments.md#receipt). */
function PaymentNotice({
  order,
  arrival,
}: {
  order: BuyerOrder;
  arrival: ReturnType<typeof useArrival>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (arrival) ref.current?.focus();
  }, [arrival]);
  if (
    order.status === 'payment_failed' ||
    (arrival === 'returned-failed' && unpaid.has(order.status))
  ) {
    return (
      <div ref={ref} tabIndex={-1} className={styles.notice}>
        <FormMessage kind="error">{checkoutMessages.cardRejected}</FormMessage>
        <p className={styles.muted}>
          No se ha cobrado nada. Puedes volver a intentarlo desde el{' '}
          <Link to={paths.cart.build()}>carrito</Link> o la página de la fotografía.
        </p>
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
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice} role="status">
      <FormMessage kind="success">
        {`${checkoutMessages.paymentConfirmedOrder(order.number)}. ${checkoutMessages.paymentConfirmed}`}
      </FormMessage>
    </div>
  );
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
  arrival: ReturnType<typeof useArrival>;
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
  const { breakdown, recipient } = order;
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
        <span className={styles.badge} data-status={order.status}>
          {buyerOrderStatusLabels[order.status] ?? order.status}
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

      <div className={styles.columns}>
        <div className={styles.main}>
          {order.status === 'paid' && order.stage === 'paid' && !order.isTest && (
            <NextSteps order={order} />
          )}
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

          <section className={styles.card} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.cardTitle}>
              Tu compra
            </h2>
            <ul className={styles.items}>
              {order.items.map((item, index) => (
                <li key={index} className={styles.item}>
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
            </ul>
            <dl className={styles.breakdown}>
              <div>
                <dt>Impresiones</dt>
                <dd>{formatEuros(breakdown.itemsCents)}</dd>
              </div>
              <div>
                <dt>
                  {order.shippingMethod
                    ? `Envío ${shippingMethodLabel(order.shippingMethod).toLowerCase()}`
                    : 'Envío'}
                </dt>
                <dd>{formatEuros(breakdown.shippingCents)}</dd>
              </div>
              <div className={styles.total}>
                <dt>{TOTAL_LABEL}</dt>
                <dd>{formatEuros(breakdown.totalCents)}</dd>
              </div>
              <div className={styles.note}>
                <dt>
                  {(breakdown.ivaCents > 0 ? ivaIncludedLabel(breakdown.ivaRatesBp) : null) ??
                    'Sin IVA'}
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
        </div>

        <aside className={styles.side}>
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
          {!order.actions.cancel && !order.actions.changeAddress && !order.isTest && (
            <NoChangesNote stage={order.stage} />
          )}
        </aside>
      </div>
    </section>
  );
}

/** Why nothing can be changed now, and where to turn. */
function NoChangesNote({ stage }: { stage: BuyerOrder['stage'] }) {
  if (stage === 'cancelled') return null;
  return (
    <p className={styles.muted}>
      {stage === 'paid'
        ? 'En cuanto el laboratorio reciba tu pedido podrás cambiar aquí la dirección o cancelarlo, mientras no empiece a imprimirlo.'
        : 'El laboratorio ya está con tu pedido: la dirección y el pedido ya no se pueden cambiar.'}{' '}
      Si necesitas algo, <Link to={paths.contact.build()}>escríbenos</Link> indicando el número de
      pedido.
    </p>
  );
}
