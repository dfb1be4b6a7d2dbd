import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatEuros, type PaymentsConfig } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { messageFrom } from '@/lib/error-message';
import { buyMessages as msg } from '@/features/checkout/utils/checkout-messages';
import styles from '@/features/checkout/components/checkout.module.css';
import type { CreatedPayment } from './created-payment';

// Each widget is a chunk of its own, loaded only when the buyer reaches this step.
const SimulatorCardForm = lazy(() => import('./simulator-card-form'));
const StripePaymentElement = lazy(() => import('./stripe-payment-element'));

/** What the buyer reads once paid, while the receipt opens (checkout-and-payments.md#receipt). */
function PaymentConfirmed({ orderNumber }: { orderNumber: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.confirmed} role="status">
      <p className={styles.confirmedTitle}>{msg.paymentConfirmedOrder(orderNumber)}</p>
      <p>{msg.paymentConfirmed}</p>
    </div>
  );
}

/**
 * The payment step (docs/rules/checkout-and-payments.md#payment-intent): opens the payment
 * with `createPayment` (a print's order and its PaymentIntent, say), then the card widget with
 * a pay button that names the amount (#before-paying: unambiguous payment wording).
 */
export function PaymentStep(props: {
  config: PaymentsConfig;
  /** Run once, when the step opens. */
  createPayment: () => Promise<CreatedPayment>;
  summary: string;
  /** What the total includes; prints: 'Total a pagar (IVA y envío incluidos)'. */
  totalLabel?: string;
  onEdit: () => void;
  /** The order is open (before the card is asked for). */
  onOpened?: (payment: CreatedPayment) => void;
  /** Paid: the buyer is then taken to the order's receipt. */
  onPaid: (payment: CreatedPayment) => void;
}) {
  const { config, createPayment, summary, onEdit, onOpened, onPaid } = props;
  const totalLabel = props.totalLabel ?? 'Total a pagar (IVA y envío incluidos)';
  const ids = useId();
  const navigate = useNavigate();
  const payment = useMutation({ mutationFn: createPayment, onSuccess: onOpened });
  const [paid, setPaid] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { mutate } = payment;

  useEffect(() => {
    mutate();
    heading.current?.focus();
    // What is paid for is fixed for this step: any change of it closes the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const Widget = config.simulator ? SimulatorCardForm : StripePaymentElement;
  const answer = payment.data;

  return (
    <section className={styles.payment} aria-labelledby={`${ids}-payment`}>
      <h3 id={`${ids}-payment`} ref={heading} className={styles.subtitle} tabIndex={-1}>
        Pago seguro
      </h3>
      <p>{summary}</p>
      {answer && (
        <p className={styles.totalLine}>
          {totalLabel}: <strong>{formatEuros(answer.amount)}</strong>
        </p>
      )}
      {payment.isPending && <p className={styles.muted}>{msg.preparingPayment}</p>}
      {payment.isError && (
        <FormMessage kind="error">
          {messageFrom(payment.error, msg.paymentIntentFailed)}
        </FormMessage>
      )}
      {paid && answer ? (
        <PaymentConfirmed orderNumber={answer.orderNumber} />
      ) : (
        answer && (
          <Suspense fallback={<p className={styles.muted}>Cargando la pasarela de pago...</p>}>
            <Widget
              config={config}
              clientSecret={answer.clientSecret}
              payLabel={`Pagar ${formatEuros(answer.amount)}`}
              // Back from the bank's 3-D Secure, the buyer lands on the receipt too.
              returnUrl={new URL(answer.receiptPath, window.location.href).toString()}
              onSucceeded={() => {
                setPaid(true);
                onPaid(answer);
                void navigate(answer.receiptPath, { state: { justPaid: true } });
              }}
            />
          </Suspense>
        )
      )}
      {!paid && (
        <button type="button" className={formStyles.secondaryButton} onClick={onEdit}>
          {msg.editDetails}
        </button>
      )}
    </section>
  );
}
