import { useEffect, useRef, useState } from 'react';
import type { DeskOrderDetail } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { InlineConfirm } from '@/components/inline-confirm';
import { MoneyField, moneyError } from '@/components/money-field';
import { Spinner } from '@/components/spinner';
import { readMoney } from '@shop/contracts';
import { messageFrom } from '@/lib/error-message';
import { formatPrice } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import {
  useCancelAtProdigi,
  useProdigiActions,
  useRefundOrder,
  useRetryOrder,
  useShopOrder,
} from '@/features/orders-management/api/shop-orders';
import { formatOrderDate } from '@/features/orders-management/utils/format-order-date';
import { StateBadge } from './state-badge';
import styles from './shop-orders.module.css';

const euros = (cents: number) => formatPrice(cents / 100);
const cardBrand = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

const actionLabels: Record<string, string> = {
  cancel: 'Cancelación',
  'update-shipping': 'Cambio de envío',
  'update-recipient': 'Cambio de destinatario',
  'update-metadata': 'Cambio de metadata',
  refund: 'Reembolso',
};
const actorLabels: Record<string, string> = {
  admin: 'administración',
  buyer: 'comprador',
  system: 'sistema',
};

function RefundForm({ detail }: { detail: DeskOrderDetail }) {
  const refund = useRefundOrder();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const money = detail.money;
  if (!money || money.refundableCents <= 0) return null;
  const error = moneyError(amount);
  const reading = readMoney(amount);
  const cents = reading.ok ? reading.cents : null;
  const tooMuch = cents !== null && cents > money.refundableCents;
  const send = () =>
    refund.mutate(
      { orderId: detail.order.id, ...(cents === null ? {} : { amountCents: cents }) },
      {
        onSuccess: () => {
          setAmount('');
          setConfirming(false);
        },
        onError: () => setConfirming(false),
      },
    );
  return (
    <div className={styles.block}>
      <h4>Reembolsar</h4>
      <MoneyField
        label="Importe en euros (vacío: todo lo que queda)"
        value={amount}
        error={error ?? (tooMuch ? `Como mucho ${euros(money.refundableCents)}.` : null)}
        hint={`Queda por devolver ${euros(money.refundableCents)}.`}
        onChange={setAmount}
      />
      <div className={styles.actions}>
        {confirming ? (
          <InlineConfirm
            question={`¿Devolver ${euros(cents ?? money.refundableCents)} a la tarjeta del comprador?`}
            confirmLabel="Sí, reembolsar"
            pending={refund.isPending}
            onConfirm={send}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <button
            type="button"
            className={styles.primary}
            disabled={Boolean(error) || tooMuch}
            onClick={() => setConfirming(true)}
          >
            Reembolsar
          </button>
        )}
      </div>
      {refund.isSuccess && <FormMessage kind="success">Reembolso solicitado.</FormMessage>}
      {refund.error && (
        <FormMessage kind="error">
          {messageFrom(refund.error, 'No se pudo hacer el reembolso.')}
        </FormMessage>
      )}
    </div>
  );
}

function CancelAtProdigi({ detail }: { detail: DeskOrderDetail }) {
  const prodigiOrderId = detail.order.prodigiOrderId;
  const actions = useProdigiActions(prodigiOrderId);
  const cancel = useCancelAtProdigi();
  const [confirming, setConfirming] = useState(false);
  if (!prodigiOrderId || actions.data?.cancel.isAvailable !== 'Yes') return null;
  return (
    <div className={styles.block}>
      <h4>Cancelar en Prodigi</h4>
      <p className={styles.meta}>
        Prodigi aún permite cancelarlo: se cancela allí y se devuelve al comprador lo que queda.
      </p>
      <div className={styles.actions}>
        {confirming ? (
          <InlineConfirm
            question="¿Cancelar el pedido en Prodigi y reembolsarlo?"
            confirmLabel="Sí, cancelar"
            pending={cancel.isPending}
            onConfirm={() =>
              cancel.mutate(prodigiOrderId, { onSettled: () => setConfirming(false) })
            }
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
            Cancelar y reembolsar
          </button>
        )}
      </div>
      {cancel.error && (
        <FormMessage kind="error">
          {messageFrom(cancel.error, 'No se pudo completar la acción')}
        </FormMessage>
      )}
    </div>
  );
}

function Retry({ detail }: { detail: DeskOrderDetail }) {
  const retry = useRetryOrder();
  if (!detail.canRetry && !retry.isSuccess) return null;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.primary}
        disabled={retry.isPending || retry.isSuccess}
        onClick={() => retry.mutate(detail.order.id)}
      >
        Reintentar envío a Prodigi
      </button>
      {retry.data && <FormMessage kind="success">{retry.data.message}</FormMessage>}
      {retry.error && (
        <FormMessage kind="error">{messageFrom(retry.error, 'No se pudo reintentar.')}</FormMessage>
      )}
    </div>
  );
}

/** One order of the shop: its lines, money, delivery, history, and what the admin can do. */
export function ShopOrderDetail({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const query = useShopOrder(orderId);
  const ref = useRef<HTMLElement>(null);
  const loaded = query.isSuccess;
  const stacked = useMediaQuery('(max-width: 767.98px)');
  // Below 768 px the detail is under the lists: take the admin (and a screen reader) there.
  useEffect(() => {
    if (loaded) ref.current?.focus({ preventScroll: !stacked });
  }, [orderId, loaded, stacked]);
  if (query.isPending) return <Spinner label="Cargando pedido..." />;
  if (query.isError) {
    return (
      <FormMessage kind="error">
        {messageFrom(query.error, 'No pudimos cargar el detalle del pedido')}
      </FormMessage>
    );
  }
  const detail = query.data;
  const { order, breakdown, money } = detail;
  return (
    <aside ref={ref} tabIndex={-1} className={styles.detail} aria-labelledby="shop-order-title">
      <div className={styles.detailHead}>
        <h3 id="shop-order-title">
          Pedido {order.number} <StateBadge state={order.state} />
        </h3>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Cerrar
        </button>
      </div>
      <p className={styles.meta}>
        {formatOrderDate(order.createdAt)} · <a href={`mailto:${order.email}`}>{order.email}</a>
        {order.prodigiOrderId && ` · Prodigi ${order.prodigiOrderId}`}
      </p>
      {order.attention && (
        <div className={styles.attentionBox} role="note">
          <strong>Requiere atención:</strong> {order.attention}
          <Retry detail={detail} />
        </div>
      )}

      <table className={styles.lines}>
        <caption className={styles.visuallyHidden}>Líneas del pedido</caption>
        <thead>
          <tr>
            <th scope="col">Concepto</th>
            <th scope="col">Cant.</th>
            <th scope="col">Importe</th>
          </tr>
        </thead>
        <tbody>
          {detail.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.title}</td>
              <td>{line.quantity}</td>
              <td>{euros(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.sums}>
        <dt>Impresiones</dt>
        <dd>{euros(breakdown.itemsCents)}</dd>
        <dt>Envío</dt>
        <dd>{euros(breakdown.shippingCents)}</dd>
        {breakdown.taxFeesCents > 0 && (
          <>
            <dt>Impuestos y tasas</dt>
            <dd>{euros(breakdown.taxFeesCents)}</dd>
          </>
        )}
        <dt>IVA incluido</dt>
        <dd>{euros(breakdown.ivaCents)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{euros(breakdown.totalCents)}</strong>
        </dd>
      </dl>

      {detail.recipient && (
        <div className={styles.block}>
          <h4>Entrega</h4>
          <p className={styles.meta}>
            {detail.recipient.name}, {detail.recipient.address}
          </p>
          {order.tracking.map((t) => (
            <p key={t.number} className={styles.meta}>
              {t.carrier ?? 'Seguimiento'}:{' '}
              {t.url ? (
                <a href={t.url} target="_blank" rel="noopener noreferrer">
                  {t.number}
                </a>
              ) : (
                t.number
              )}
            </p>
          ))}
        </div>
      )}

      {money && (
        <div className={styles.block}>
          <h4>Pagos y reembolsos</h4>
          <p className={styles.meta}>
            Cobrado {euros(money.receivedCents)}
            {money.card && ` con ${cardBrand(money.card.brand)} ···· ${money.card.last4}`} ·
            reembolsado {euros(money.refundedCents)}
            {money.pendingRefundCents > 0 && ` · en curso ${euros(money.pendingRefundCents)}`}
          </p>
          {money.refunds.length > 0 && (
            <ul className={styles.history}>
              {money.refunds.map((r) => (
                <li key={r.id}>
                  {formatOrderDate(r.createdAt)} · {euros(r.amountCents)} ·{' '}
                  {r.origin === 'provider'
                    ? 'desde Stripe'
                    : r.origin === 'buyer'
                      ? 'comprador'
                      : 'administración'}{' '}
                  ·{' '}
                  {r.status === 'succeeded'
                    ? 'hecho'
                    : r.status === 'pending'
                      ? 'en curso'
                      : 'fallido'}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <RefundForm detail={detail} />
      <CancelAtProdigi detail={detail} />

      {detail.history.length > 0 && (
        <div className={styles.block}>
          <h4>Historial en Prodigi</h4>
          <ul className={styles.history}>
            {detail.history.map((h, index) => (
              <li key={index}>
                {formatOrderDate(h.at)} · {actionLabels[h.action] ?? h.action} (
                {actorLabels[h.actor] ?? h.actor}) · {h.ok ? '✓' : '✗'} {h.outcome}
              </li>
            ))}
          </ul>
        </div>
      )}
    </aside>
  );
}
