import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formatEuros, type PaymentsConfig } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { messageFrom } from '@/lib/error-message';
import { buyMessages as msg } from '@/features/checkout/utils/checkout-messages';
import styles from '@/features/checkout/components/checkout.module.css';
import type { CreatedPayment } from './created-payment';
import { withoutReturnParams } from './payment-widget';

// Each widget is a chunk of its own, loaded only when the buyer reaches this step.
const SimulatorCardForm = lazy(() => import('./simulator-card-form'));
const StripePaymentElement = lazy(() => import('./stripe-payment-element'));

/** What the buyer reads once paid (docs/rules/checkout-and-payments.md#payment-confirmed). */
export function PaymentConfirmed({ paymentIntentId }: { paymentIntentId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.confirmed} role="status">
      <p className={styles.confirmedTitle}>{msg.paymentConfirmedId(paymentIntentId)}</p>
      <p>{msg.paymentConfirmed}</p>
      <p className={styles.muted}>Te hemos enviado la confirmación del pedido por email.</p>
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
  onEdit: () => void;
  onPaid: () => void;
}) {
  const { config, createPayment, summary, onEdit, onPaid } = props;
  const ids = useId();
  const payment = useMutation({ mutationFn: createPayment });
  const [paidId, setPaidId] = useState<string | null>(null);
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
          Total a pagar (IVA y envío incluidos): <strong>{formatEuros(answer.amount)}</strong>
        </p>
      )}
      {payment.isPending && <p className={styles.muted}>{msg.preparingPayment}</p>}
      {payment.isError && (
        <FormMessage kind="error">
          {messageFrom(payment.error, msg.paymentIntentFailed)}
        </FormMessage>
      )}
      {paidId ? (
        <PaymentConfirmed paymentIntentId={paidId} />
      ) : (
        answer && (
          <Suspense fallback={<p className={styles.muted}>Cargando la pasarela de pago...</p>}>
            <Widget
              config={config}
              clientSecret={answer.clientSecret}
              payLabel={`Pagar ${formatEuros(answer.amount)}`}
              returnUrl={withoutReturnParams(window.location.href)}
              onSucceeded={(id) => {
                setPaidId(id);
                onPaid();
              }}
            />
          </Suspense>
        )
      )}
      {!paidId && (
        <button type="button" className={formStyles.secondaryButton} onClick={onEdit}>
          {msg.editDetails}
        </button>
      )}
    </section>
  );
}
