import { useId } from 'react';
import { formatEuros, invoiceTypeLabels, type AdminInvoice } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { messageFrom } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useDownloadInvoicePdf } from '@/features/invoices-admin/api/invoices';
import styles from './invoices-admin.module.css';

const NONE = '—';

const countLabel = (n: number) => (n === 1 ? '1 factura' : `${n} facturas`);

/** The recipient named on a complete invoice: name and NIF; a simplified one names nobody. */
function Recipient({ invoice }: { invoice: AdminInvoice }) {
  const { recipientName: name, recipientTaxId: taxId } = invoice;
  if (!name && !taxId) return NONE;
  return (
    <>
      {name && <span className={styles.recipientName}>{name}</span>}
      {taxId && <span className={styles.muted}>{taxId}</span>}
    </>
  );
}

/**
 * The invoices as a table, newest first: number, day (Spain's calendar), type, order,
 * recipient, amounts (a rectifying invoice's are negative), what it corrects, and its PDF.
 * Scrolls sideways on a phone.
 */
export function InvoicesTable({ invoices }: { invoices: AdminInvoice[] }) {
  const captionId = useId();
  const download = useDownloadInvoicePdf();
  const downloading = download.isPending ? download.variables.id : null;

  return (
    <>
      {download.isError && (
        <FormMessage kind="error">
          {messageFrom(
            download.error,
            `No se pudo descargar la factura ${download.variables.code}. Inténtalo de nuevo.`,
          )}
        </FormMessage>
      )}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {countLabel(invoices.length)}, las más recientes primero
          </caption>
          <thead>
            <tr>
              <th scope="col">Número</th>
              <th scope="col">Fecha</th>
              <th scope="col">Tipo</th>
              <th scope="col">Pedido</th>
              <th scope="col">Destinatario</th>
              <th scope="col" className={styles.amount}>
                Base
              </th>
              <th scope="col" className={styles.amount}>
                IVA
              </th>
              <th scope="col" className={styles.amount}>
                Total
              </th>
              <th scope="col">Corrige</th>
              <th scope="col">
                <span className={formStyles.srOnly}>Descargar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row" className={styles.code}>
                  {invoice.code}
                </th>
                <td className={styles.nowrap}>{formatDate(invoice.issuedAt, 'Europe/Madrid')}</td>
                <td>{invoiceTypeLabels[invoice.type]}</td>
                <td className={styles.nowrap}>{invoice.orderNumber}</td>
                <td>
                  <div className={styles.recipient}>
                    <Recipient invoice={invoice} />
                  </div>
                </td>
                <td className={styles.amount}>{formatEuros(invoice.baseCents)}</td>
                <td className={styles.amount}>{formatEuros(invoice.vatCents)}</td>
                <td className={`${styles.amount} ${styles.total}`}>
                  {formatEuros(invoice.totalCents)}
                </td>
                <td className={styles.nowrap}>{invoice.correctsCode ?? NONE}</td>
                <td>
                  <button
                    type="button"
                    className={`${formStyles.secondaryButton} ${styles.rowButton}`}
                    disabled={downloading === invoice.id}
                    onClick={() => download.mutate(invoice)}
                  >
                    {downloading === invoice.id ? 'Descargando...' : 'PDF'}
                    <span className={formStyles.srOnly}> de la factura {invoice.code}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
