import styles from './account.module.css';

/** 'Historial de Pagos'. Payments and invoices arrive with a later issue: the empty state. */
export function PaymentHistory() {
  return <p className={styles.empty}>Todavía no tienes pagos registrados.</p>;
}

/** The detail of one payment, opened under the payments tab. */
export function PaymentDetail({ paymentId }: { paymentId: string | null }) {
  return (
    <p className={styles.empty}>
      {paymentId ? `No encontramos el pago ${paymentId}.` : 'Selecciona un pago del historial.'}
    </p>
  );
}
