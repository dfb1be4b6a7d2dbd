import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentsConfig } from '@shop/contracts';
import { ApiError } from '@/lib/api-error';
import { buyMessages as msg } from '@/features/checkout/utils/checkout-messages';
import type { CreatedPayment } from './created-payment';
import { PaymentStep } from './payment-step';

/** The embedded simulator: its card form is the widget, no Stripe.js. */
const config: PaymentsConfig = {
  publishableKey: 'pk_test_sim',
  simulator: { apiBase: 'http://127.0.0.1:9999' },
};

function renderStep(createPayment: () => Promise<CreatedPayment>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PaymentStep
          config={config}
          createPayment={createPayment}
          summary="Entrada general · 2 entradas"
          onEdit={() => {}}
          onPaid={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Pago seguro' });
}

describe('PaymentStep', () => {
  it('opens the payment once, then shows its total and the card form', async () => {
    const createPayment = vi.fn(() =>
      Promise.resolve({
        clientSecret: 'pi_9_secret_x',
        amount: 4590,
        currency: 'EUR',
        orderId: 'order-9',
        orderNumber: 'ORDER9',
        receiptPath: '/pedido/order-9?firma=sig',
      }),
    );
    const step = renderStep(createPayment);
    expect(step).toHaveTextContent('Entrada general · 2 entradas');

    expect(await within(step).findByText(/^Total a pagar/)).toHaveTextContent(
      'Total a pagar (IVA y envío incluidos): 45,90 €',
    );
    expect(await within(step).findByRole('button', { name: /^Pagar 45,90\s€$/ })).toBeEnabled();
    expect(createPayment).toHaveBeenCalledTimes(1);
    expect(step).not.toHaveTextContent(msg.preparingPayment);
  });

  it('shows the server’s Spanish message when the payment cannot be opened', async () => {
    const step = renderStep(() =>
      Promise.reject(new ApiError(409, 'conflict', 'Ya no quedan entradas para este evento.')),
    );
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'Ya no quedan entradas para este evento.',
    );
    expect(step).not.toHaveTextContent('Total a pagar');
    expect(within(step).getByRole('button', { name: msg.editDetails })).toBeEnabled();
  });

  it('says the payment could not be prepared when the error carries no message of ours', async () => {
    const step = renderStep(() => Promise.reject(new Error('Failed to fetch')));
    expect(await within(step).findByRole('alert')).toHaveTextContent(msg.paymentIntentFailed);
  });
});
