import { FormMessage } from '@/components/form-message';
import { messageFrom } from '@/lib/error-message';
import { usePaymentsConfig } from '@/features/checkout/api/get-payments-config';
import { buyMessages as msg } from '@/features/checkout/utils/checkout-messages';
import styles from '@/features/checkout/components/checkout.module.css';
import type { CreatedPayment } from './created-payment';
import { PaymentStep } from './payment-step';

/**
 * The payment step for an order another page already opened (an event's tickets, whose seats
 * are held from then): the card widget on its client secret, and the receipt once paid. A
 * chunk of its own, loaded when the buyer reaches it.
 */
export default function OpenedPaymentStep({
  payment,
  summary,
  totalLabel,
  onEdit,
}: {
  payment: CreatedPayment;
  summary: string;
  totalLabel?: string;
  onEdit: () => void;
}) {
  const config = usePaymentsConfig();
  if (config.isPending) return <p className={styles.muted}>{msg.preparingPayment}</p>;
  if (config.isError) {
    return (
      <FormMessage kind="error">{messageFrom(config.error, msg.paymentConfigFailed)}</FormMessage>
    );
  }
  return (
    <PaymentStep
      config={config.data}
      createPayment={() => Promise.resolve(payment)}
      summary={summary}
      totalLabel={totalLabel}
      onEdit={onEdit}
      onPaid={() => {}}
    />
  );
}
