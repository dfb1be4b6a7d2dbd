import { useState } from 'react';
import { checkoutMessages as msg } from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage } from '@/components/form-message';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/use-form';
import styles from '@/features/checkout/components/checkout.module.css';
import { cardErrorMessage } from './card-errors';
import { intentIdOf, type PaymentWidgetProps } from './payment-widget';

interface Card {
  number: string;
  expiry: string;
  cvc: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** 'MM/AA' → month and 4-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

function checkCard(card: Card) {
  const length = digits(card.number).length;
  return {
    number: length < 12 || length > 19 ? 'Escribe el número de la tarjeta.' : null,
    expiry: parseExpiry(card.expiry) ? null : 'Escribe la caducidad como MM/AA.',
    cvc: /^\d{3,4}$/.test(card.cvc.trim()) ? null : 'Escribe los 3 o 4 dígitos del CVC.',
  };
}

interface SimulatorAnswer {
  id?: string;
  status?: string;
  next_action?: { redirect_to_url?: { url?: string } } | null;
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

/**
 * The embedded simulator's card form (packages/stripe-sim README, "The browser's
 * confirmation, without Stripe.js"): the card goes from the browser to the simulator with
 * the publishable key and the client secret, never to our server, as with Stripe.js.
 */
export default function SimulatorCardForm(props: PaymentWidgetProps) {
  const { config, clientSecret, payLabel, returnUrl, onSucceeded } = props;
  const [pending, setPending] = useState(false);
  const form = useForm<Card>({
    initial: { number: '', expiry: '', cvc: '' },
    validate: checkCard,
    onSubmit: async (card) => {
      const apiBase = config.simulator?.apiBase;
      const expiry = parseExpiry(card.expiry);
      if (!apiBase || !expiry) return;
      setPending(true);
      form.setError('form', null);
      try {
        const body = new URLSearchParams({
          key: config.publishableKey,
          client_secret: clientSecret,
          return_url: returnUrl,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': digits(card.number),
          'payment_method_data[card][exp_month]': String(expiry.month),
          'payment_method_data[card][exp_year]': String(expiry.year),
          'payment_method_data[card][cvc]': card.cvc.trim(),
        });
        const res = await fetch(
          `${apiBase}/v1/payment_intents/${encodeURIComponent(intentIdOf(clientSecret))}/confirm`,
          { method: 'POST', body },
        );
        const answer = (await res.json()) as SimulatorAnswer;
        if (answer.error) {
          form.setError('form', cardErrorMessage(answer.error));
          return;
        }
        const redirect = answer.next_action?.redirect_to_url?.url;
        if (answer.status === 'requires_action' && redirect) {
          // The bank's check (3-D Secure); it sends the buyer back to `returnUrl`.
          window.location.assign(redirect);
          return;
        }
        if (answer.status === 'succeeded' || answer.status === 'processing') {
          onSucceeded(answer.id ?? intentIdOf(clientSecret));
          return;
        }
        form.setError('form', msg.cardConfirmFailed);
      } catch {
        form.setError('form', msg.cardConfirmFailed);
      } finally {
        setPending(false);
      }
    },
  });

  return (
    <Form form={form} className={styles.cardForm} aria-label="Datos de la tarjeta">
      <p className={styles.muted}>
        Entorno de pruebas: no se cobra nada. Usa la tarjeta 4242 4242 4242 4242 con cualquier fecha
        futura y cualquier CVC (4000 0000 0000 0002 se rechaza; 4000 0025 0000 3155 pide
        verificación).
      </p>
      <TextField
        label="Número de tarjeta"
        {...form.field('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        maxLength={23}
        placeholder="1234 1234 1234 1234"
      />
      <div className={styles.cardRow}>
        <TextField
          label="Caducidad (MM/AA)"
          {...form.field('expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          maxLength={7}
          placeholder="MM/AA"
        />
        <TextField
          label="CVC"
          {...form.field('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
        />
      </div>
      <FormMessage kind="error">{form.errors.form}</FormMessage>
      <SubmitButton pending={pending} pendingLabel="Procesando pago...">
        {payLabel}
      </SubmitButton>
    </Form>
  );
}
