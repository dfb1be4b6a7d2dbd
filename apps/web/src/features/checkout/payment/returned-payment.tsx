import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PaymentsConfig } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { buyMessages as msg } from '@/features/checkout/utils/checkout-messages';
import styles from '@/features/checkout/components/checkout.module.css';
import { PaymentConfirmed } from './payment-step';
import { returnedPaymentOf, type ReturnedPayment } from './payment-widget';

/** The PaymentIntent's status as the provider tells the browser (publishable key only). */
async function statusOf(config: PaymentsConfig, returned: ReturnedPayment): Promise<string> {
  if (config.simulator) {
    const query = new URLSearchParams({
      key: config.publishableKey,
      client_secret: returned.clientSecret,
    });
    const res = await fetch(
      `${config.simulator.apiBase}/v1/payment_intents/${encodeURIComponent(returned.paymentIntentId)}?${query.toString()}`,
    );
    if (!res.ok) throw new Error(`status ${res.status}`);
    return ((await res.json()) as { status: string }).status;
  }
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(config.publishableKey, { locale: 'es' });
  const result = await stripe?.retrievePaymentIntent(returned.clientSecret);
  if (!result?.paymentIntent) throw new Error('no PaymentIntent');
  return result.paymentIntent.status;
}

/**
 * Back from the card's bank (3-D Secure): the URL carries the PaymentIntent (Stripe.js's and
 * the simulator's parameters). Reads its status, says how it ended, and cleans the URL. The
 * order itself is fulfilled from Stripe's webhook, never from what the browser says.
 */
export function ReturnedPaymentResult({ config }: { config: PaymentsConfig }) {
  const [params, setParams] = useSearchParams();
  const [returned] = useState(() => returnedPaymentOf(params.toString()));
  const [status, setStatus] = useState<'loading' | 'succeeded' | 'failed'>('loading');

  useEffect(() => {
    if (!returned) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) {
          next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
    statusOf(config, returned)
      .then((s) => setStatus(s === 'succeeded' || s === 'processing' ? 'succeeded' : 'failed'))
      .catch(() => setStatus('failed'));
  }, [config, returned, setParams]);

  if (!returned) return null;
  if (status === 'loading') return <p className={styles.muted}>{msg.checkingPayment}</p>;
  if (status === 'succeeded')
    return <PaymentConfirmed paymentIntentId={returned.paymentIntentId} />;
  return <FormMessage kind="error">{msg.cardRejected}</FormMessage>;
}
