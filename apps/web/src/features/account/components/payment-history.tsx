import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  formatEuros,
  invoiceTypeLabels,
  isBillingComplete,
  paths,
  type Purchase,
} from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session/session-context';
import {
  useDownloadInvoice,
  usePurchases,
  type InvoiceRequest,
} from '@/features/account/api/purchases';
import {
  invoiceFileName,
  invoiceInForce,
  PAYMENTS_PAGE_SIZE,
  paymentMethod,
  paymentStatus,
  paymentTexts as texts,
  purchaseSummary,
  rectifyingInvoices,
  stageLabel,
} from '@/features/account/utils/payment-texts';
import { sectionPath } from '@/features/account/utils/profile-navigation';
import accountStyles from './account.module.css';
import { BillingRequiredDialog } from './billing-required-dialog';
import styles from './payment-history.module.css';

const TIME_ZONE = 'Europe/Madrid';
const PAGE_PARAM = 'pagina';

/**
 * The caller's orders. A failure to load is only logged and reads as no orders
 * (docs/rules/accounts.md#payment-history).
 */
function useOrders(): { loading: boolean; orders: readonly Purchase[] } {
  const purchases = usePurchases();
  const { error } = purchases;
  useEffect(() => {
    if (error) console.error('No pudimos cargar el historial de pagos.', error);
  }, [error]);
  return { loading: purchases.isPending, orders: purchases.data?.orders ?? [] };
}

function PaymentStatus({ status }: { status: Purchase['status'] }) {
  const { label, tone } = paymentStatus(status);
  return <span className={`${styles.status} ${styles[tone]}`}>{label}</span>;
}

/** 'Historial de Pagos': the orders, newest first, 10 a page; each opens its detail. */
export function PaymentHistory() {
  const { loading, orders } = useOrders();
  const [searchParams, setSearchParams] = useSearchParams();
  if (loading) return <Spinner label={texts.loading} />;
  if (orders.length === 0) return <p className={accountStyles.empty}>{texts.empty}</p>;

  const pages = Math.ceil(orders.length / PAYMENTS_PAGE_SIZE);
  const asked = Number.parseInt(searchParams.get(PAGE_PARAM) ?? '1', 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pages) : 1;
  const shown = orders.slice((page - 1) * PAYMENTS_PAGE_SIZE, page * PAYMENTS_PAGE_SIZE);
  const goTo = (next: number) => setSearchParams(next === 1 ? {} : { [PAGE_PARAM]: String(next) });

  return (
    <div>
      <ul className={styles.list} aria-label={texts.listLabel}>
        {shown.map((order) => (
          <li key={order._id}>
            <Link to={paths.profilePayment.build(order._id)} className={styles.row}>
              <span className={styles.rowTitle}>{texts.order(order.number)}</span>
              <span className={styles.amount}>{formatEuros(order.totalAmount)}</span>
              <span className={styles.muted}>
                <time dateTime={order.createdAt}>{formatDate(order.createdAt, TIME_ZONE)}</time>
                {' · '}
                {purchaseSummary(order)}
              </span>
              <span className={styles.rowEnd}>
                <PaymentStatus status={order.status} />
              </span>
              <span className={`${styles.muted} ${styles.rowWide}`}>
                {paymentMethod(order.payment)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={formStyles.pager} aria-label={texts.pagerLabel}>
          <button
            type="button"
            className={formStyles.secondaryButton}
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            {texts.previous}
          </button>
          <span className={styles.pageInfo} aria-live="polite">
            {texts.page(page, pages)}
          </span>
          <button
            type="button"
            className={formStyles.secondaryButton}
            disabled={page >= pages}
            onClick={() => goTo(page + 1)}
          >
            {texts.next}
          </button>
        </nav>
      )}
    </div>
  );
}

/** The detail of one payment, opened under the payments tab (/profile/pagos/{id}). */
export function PaymentDetail({ paymentId }: { paymentId: string | null }) {
  const { loading, orders } = useOrders();
  if (loading) return <Spinner label={texts.loading} />;
  const order = orders.find((o) => o._id === paymentId);
  if (!order) {
    return (
      <div>
        <p className={accountStyles.empty}>{texts.notFound}</p>
        <Link to={sectionPath('payments')}>← {texts.backToList}</Link>
      </div>
    );
  }
  return <PaymentDetailView order={order} />;
}

function PaymentDetailView({ order }: { order: Purchase }) {
  const title = useRef<HTMLHeadingElement>(null);
  // Opening a payment moves the focus to it (the link that opened it is gone).
  useEffect(() => title.current?.focus(), [order._id]);
  const { breakdown } = order;
  const stage = stageLabel(order.stage);

  return (
    <article className={styles.detail} aria-labelledby={`pago-${order._id}`}>
      <p>
        <Link to={sectionPath('payments')}>← {texts.backToList}</Link>
      </p>
      <div className={styles.detailHeader}>
        <div>
          <h3 id={`pago-${order._id}`} ref={title} tabIndex={-1} className={styles.detailTitle}>
            {texts.order(order.number)}
          </h3>
          <time className={styles.muted} dateTime={order.createdAt}>
            {formatDate(order.createdAt, TIME_ZONE)}
          </time>
        </div>
        <PaymentStatus status={order.status} />
      </div>

      <section aria-labelledby={`pago-${order._id}-items`}>
        <h4 id={`pago-${order._id}-items`} className={styles.blockTitle}>
          {texts.items}
        </h4>
        <ul className={styles.items}>
          {order.tickets.map((ticket, index) => (
            <li key={`ticket-${index}`} className={styles.item}>
              <span>
                {ticket.name} × {ticket.quantity}
              </span>
              <span className={styles.amount}>{formatEuros(ticket.price * ticket.quantity)}</span>
              {ticket.participants.length > 0 && (
                <ul className={styles.participants} aria-label="Participantes">
                  {ticket.participants.map((p, i) => (
                    <li key={i}>
                      {p.fullName} · {p.email}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {order.prints.map((print, index) => (
            <li key={`print-${index}`} className={styles.item}>
              <span>{print.title}</span>
              <span className={styles.amount}>{formatEuros(print.priceCents)}</span>
              <span className={`${styles.muted} ${styles.rowWide}`}>
                {print.product} · {print.copies} {print.copies === 1 ? 'copia' : 'copias'}
              </span>
            </li>
          ))}
        </ul>
        {order.eventInfo && (
          <p className={styles.links}>
            <Link to={paths.event.build(order.eventInfo.id)}>{texts.seeEvent}</Link>
          </p>
        )}
      </section>

      {(stage !== null || order.shipments.length > 0) && (
        <section aria-labelledby={`pago-${order._id}-stage`}>
          <h4 id={`pago-${order._id}-stage`} className={styles.blockTitle}>
            {texts.shipment}
          </h4>
          {stage && <p>{stage}</p>}
          {order.shipments.length > 0 && (
            <ul className={styles.invoiceList}>
              {order.shipments.map((shipment, index) => (
                <li key={`${shipment.trackingNumber ?? ''}-${index}`} className={styles.invoiceRow}>
                  <span>
                    {shipment.carrier ?? texts.carrier}
                    {shipment.trackingNumber && ` · ${shipment.trackingNumber}`}
                  </span>
                  {shipment.trackingUrl && (
                    <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {texts.followShipment}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
          {order.prints.length > 0 && (
            <p className={styles.links}>
              <Link to={paths.buyerOrder.build(order._id)}>{texts.seeOrder}</Link>
            </p>
          )}
        </section>
      )}

      <section aria-labelledby={`pago-${order._id}-summary`}>
        <h4 id={`pago-${order._id}-summary`} className={styles.blockTitle}>
          {texts.summary}
        </h4>
        <dl className={styles.breakdown}>
          <dt>{texts.items}</dt>
          <dd>{formatEuros(breakdown.itemsCents)}</dd>
          {breakdown.shippingCents > 0 && (
            <>
              <dt>{texts.shipping}</dt>
              <dd>{formatEuros(breakdown.shippingCents)}</dd>
            </>
          )}
          <dt>{texts.iva}</dt>
          <dd>{formatEuros(breakdown.ivaCents)}</dd>
          <dt className={styles.totalRow}>{texts.total}</dt>
          <dd className={styles.totalRow}>{formatEuros(breakdown.totalCents)}</dd>
          {breakdown.refundedCents > 0 && (
            <>
              <dt>{texts.refunded}</dt>
              <dd>−{formatEuros(breakdown.refundedCents)}</dd>
            </>
          )}
          <dt>{texts.method}</dt>
          <dd>{paymentMethod(order.payment)}</dd>
        </dl>
      </section>

      <Invoices order={order} />
    </article>
  );
}

/**
 * The invoice in force ('Descargar factura') and the rectifying ones. The invoice in force
 * asks for complete billing data first: the modal, then the download goes on by itself.
 */
function Invoices({ order }: { order: Purchase }) {
  const { profile } = useSession();
  const download = useDownloadInvoice();
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const inForce = invoiceInForce(order);
  const rectifying = rectifyingInvoices(order);
  const pendingId = download.isPending ? (download.variables.invoiceId ?? 'in-force') : null;

  const inForceRequest = (): InvoiceRequest => ({
    orderId: order._id,
    fileName: invoiceFileName(inForce?.code ?? order.number),
  });
  const downloadInForce = () => {
    if (!isBillingComplete(profile?.billingData)) setAsking(true);
    else download.mutate(inForceRequest());
  };
  const closeDialog = () => setAsking(false);
  // Back to the button once the modal has closed (while it is open the page is inert).
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !asking) button.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  return (
    <section aria-labelledby={`pago-${order._id}-invoices`}>
      <h4 id={`pago-${order._id}-invoices`} className={styles.blockTitle}>
        {texts.invoices}
      </h4>
      {inForce ? (
        <div className={styles.links}>
          <button
            ref={button}
            type="button"
            className={formStyles.button}
            disabled={pendingId === 'in-force'}
            onClick={downloadInForce}
          >
            {pendingId === 'in-force' ? texts.downloading : texts.downloadInvoice}
          </button>
          <span className={styles.muted}>
            {invoiceTypeLabels[inForce.type]} {inForce.code}
          </span>
        </div>
      ) : (
        <p className={accountStyles.empty}>{texts.noInvoice}</p>
      )}
      {rectifying.length > 0 && (
        <ul className={styles.invoiceList}>
          {rectifying.map((invoice) => (
            <li key={invoice.id} className={styles.invoiceRow}>
              <span>
                {invoiceTypeLabels[invoice.type]} {invoice.code}
              </span>
              <span className={styles.muted}>{formatEuros(invoice.totalCents)}</span>
              <button
                type="button"
                className={styles.linkButton}
                aria-label={texts.downloadRectifying(invoice.code)}
                disabled={pendingId === invoice.id}
                onClick={() =>
                  download.mutate({
                    orderId: order._id,
                    invoiceId: invoice.id,
                    fileName: invoiceFileName(invoice.code),
                  })
                }
              >
                {pendingId === invoice.id ? texts.downloading : texts.download}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking && profile && (
        <BillingRequiredDialog
          profile={profile}
          onClose={closeDialog}
          onSaved={() => {
            closeDialog();
            download.mutate(inForceRequest());
          }}
        />
      )}
    </section>
  );
}
