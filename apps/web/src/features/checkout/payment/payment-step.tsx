import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatEuros, type PaymentIntentRequestBody, type PaymentsConfig } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { messageFrom } from '@/lib/error-message';
import { useCreatePaymentIntent } from '@/features/checkout/api/create-payment-intent';
import { buyMessages as msg } from '@/features/checkout/utils/checkout-messages';
import styles from '@/features/checkout/components/checkout.module.css';
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
 * The payment step (docs/rules/checkout-and-payments.md#payment-intent): opens the order and
 * its PaymentIntent, then the card widget with a pay button that names the amount
 * (#before-paying: unambiguous payment wording).
 */
export function PaymentStep(props: {
  config: PaymentsConfig;
  request: PaymentIntentRequestBody;
  summary: string;
  onEdit: () => void;
  onPaid: () => void;
}) {
  const { config, request, summary, onEdit, onPaid } = props;
  const ids = useId();
  const intent = useCreatePaymentIntent();
  const [paidId, setPaidId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { mutate } = intent;

  useEffect(() => {
    mutate(request);
    heading.current?.focus();
    // The request is fixed for this step: any change of it closes the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const Widget = config.simulator ? SimulatorCardForm : StripePaymentElement;
  const answer = intent.data;

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
      {intent.isPending && <p className={styles.muted}>{msg.preparingPayment}</p>}
      {intent.isError && (
        <FormMessage kind="error">{messageFrom(intent.error, msg.paymentIntentFailed)}</FormMessage>
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
