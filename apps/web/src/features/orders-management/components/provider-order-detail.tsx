import type { ReactNode } from 'react';
import {
  countryName,
  formatEuros,
  orderNumber,
  providerOrderMessages as msg,
  type ProviderOrderBody,
} from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { useOrderMoney, useProviderOrder } from '@/features/orders-management/api/provider-orders';
import { formatOrderDate } from '@/features/orders-management/utils/format-order-date';
import { stageOf } from '@/features/orders-management/utils/order-stages';
import { OrderActionsPanel } from './order-actions-panel';
import { StageBadge } from './stage-badge';
import styles from './orders-management.module.css';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{title}</h4>
      {children}
    </div>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.factRow}>
          <dt>{term}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a cancel gave back to the buyer of one of our orders. */
function ShopRefund({ orderId }: { orderId: string }) {
  const money = useOrderMoney(orderId);
  if (money.isPending) return <Spinner label="Cargando el reembolso..." />;
  if (money.isError) {
    return (
      <FormMessage kind="error">
        {messageFrom(money.error, 'No pudimos cargar el reembolso del pedido.')}
      </FormMessage>
    );
  }
  // A test order was never charged: nothing to give back.
  if (money.data.receivedCents === 0) return null;
  return (
    <p className={styles.refund} role="status">
      Reembolsado: {formatEuros(money.data.refundedCents)}
    </p>
  );
}

function OrderBody({ order }: { order: ProviderOrderBody }) {
  const { recipient } = order;
  const { address } = recipient;
  const cancelled = stageOf(order.status.stage) === 'cancelled';
  return (
    <>
      <div className={styles.detailHead}>
        <h3 className={styles.detailTitle}>Orden {order.id}</h3>
        <StageBadge stage={order.status.stage} />
      </div>
      <Part title="Datos generales">
        <Facts
          rows={[
            ['Id', <span className={styles.orderId}>{order.id}</span>],
            ['Referencia', order.merchantReference],
            [
              'Pedido de la tienda',
              order.shopOrderId ? orderNumber(order.shopOrderId) : 'No es un pedido de la tienda',
            ],
            ['Creada', formatOrderDate(order.created)],
            ['Actualizada', formatOrderDate(order.lastUpdated)],
            ['Envío', order.shippingMethod],
          ]}
        />
        {order.shopOrderId && cancelled && <ShopRefund orderId={order.shopOrderId} />}
      </Part>
      <Part title="Destinatario">
        <Facts
          rows={[
            ['Nombre', recipient.name],
            ['Email', recipient.email],
            ['Teléfono', recipient.phoneNumber],
            [
              'Dirección',
              [
                address.line1,
                address.line2,
                `${address.postalOrZipCode} ${address.townOrCity}`,
                address.stateOrCounty,
                countryName(address.countryCode),
              ]
                .filter(Boolean)
                .join(', '),
            ],
          ]}
        />
      </Part>
      <Part title="Artículos">
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Copias</th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id}>
                  <td>{item.sku}</td>
                  <td>{item.copies}</td>
                  <td>{item.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Part>
      <Part title="Envíos">
        {order.shipments.length === 0 ? (
          <p className={styles.muted}>Prodigi aún no ha preparado envíos.</p>
        ) : (
          <ul className={styles.list}>
            {order.shipments.map((shipment) => (
              <li key={shipment.id} className={styles.muted}>
                {shipment.carrier
                  ? `${shipment.carrier.name} (${shipment.carrier.service})`
                  : 'Transportista sin asignar'}{' '}
                · {shipment.status} ·{' '}
                {shipment.tracking ? (
                  <a href={shipment.tracking.url} target="_blank" rel="noopener noreferrer">
                    Seguimiento {shipment.tracking.number}
                  </a>
                ) : (
                  'sin seguimiento todavía'
                )}
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title="Metadata">
        <pre className={styles.json}>{JSON.stringify(order.metadata ?? {}, null, 2)}</pre>
      </Part>
      <Part title="Acciones">
        <OrderActionsPanel order={order} />
      </Part>
    </>
  );
}

/** The open order at Prodigi: its data, recipient, items, shipments, metadata and actions. */
export function ProviderOrderDetail({ id }: { id: string }) {
  const order = useProviderOrder(id);
  if (order.isPending) return <Spinner label="Cargando la orden..." />;
  if (order.isError) {
    return <FormMessage kind="error">{messageFrom(order.error, msg.detailFailed)}</FormMessage>;
  }
  return <OrderBody order={order.data} />;
}
