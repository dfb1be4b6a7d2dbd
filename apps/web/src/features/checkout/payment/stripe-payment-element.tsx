import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { checkoutMessages as msg } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import styles from '@/features/checkout/components/checkout.module.css';
import type { PaymentWidgetProps } from './payment-widget';

/**
 * Stripe's Payment Element (docs/rules/checkout-and-payments.md#payment-widget), loaded only
 * at this step: Stripe.js comes from js.stripe.com, which the CSP allows only with real keys.
 */
export default function StripePaymentElement(props: PaymentWidgetProps) {
  const { config, clientSecret, payLabel, returnUrl, onSucceeded } = props;
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let unmount = () => {};
    loadStripe(config.publishableKey, { locale: 'es' })
      .then((loaded) => {
        if (cancelled || !mountPoint.current) return;
        if (!loaded) throw new Error('Stripe.js not loaded');
        const elements = loaded.elements({ clientSecret, locale: 'es' });
        const element = elements.create('payment', { layout: 'tabs' });
        element.mount(mountPoint.current);
        unmount = () => element.destroy();
        setStripe({ stripe: loaded, elements });
      })
      .catch(() => {
        if (!cancelled) setError(msg.widgetFailed);
      });
    return () => {
      cancelled = true;
      unmount();
    };
  }, [config.publishableKey, clientSecret]);

  async function pay() {
    if (!stripe) {
      setError(msg.gatewayNotReady);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await stripe.stripe.confirmPayment({
        elements: stripe.elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (result.error) {
        setError(result.error.message ?? msg.cardRejected);
      } else if (['succeeded', 'processing'].includes(result.paymentIntent.status)) {
        onSucceeded(result.paymentIntent.id);
      } else {
        setError(msg.cardConfirmFailed);
      }
    } catch {
      setError(msg.cardConfirmFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.cardForm}>
      <div ref={mountPoint} className={styles.paymentElement} />
      <FormMessage kind="error">{error}</FormMessage>
      <button
        type="button"
        className={formStyles.button}
        disabled={pending || !stripe}
        onClick={() => void pay()}
      >
        {pending ? 'Procesando pago...' : payLabel}
      </button>
    </div>
  );
}
