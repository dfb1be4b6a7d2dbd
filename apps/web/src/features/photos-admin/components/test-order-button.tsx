import { useState } from 'react';
import { checkoutMessages as msg, type AdminPhoto } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { InlineConfirm } from '@/components/inline-confirm';
import { messageFrom } from '@/lib/error-message';
import {
  useCreateTestOrder,
  useProdigiEnvironment,
} from '@/features/photos-admin/api/create-test-order';
import { testOrderTexts } from './test-order-texts';
import styles from './photos-admin.module.css';

/**
 * 'Pedido de prueba' (docs/rules/admin.md#test-order), with its own status per photo. It asks
 * first, saying what the order costs; until the server says which Prodigi it talks to, it
 * speaks as if it were live (the case that costs money).
 */
export function TestOrderButton({ photo }: { photo: AdminPhoto }) {
  const order = useCreateTestOrder();
  const environment = useProdigiEnvironment().data?.environment ?? 'live';
  const texts = testOrderTexts[environment];
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.testOrder}>
      {confirming ? (
        <div className={styles.testOrderConfirm}>
          <InlineConfirm
            question={texts.question}
            confirmLabel={texts.confirmLabel}
            pending={order.isPending}
            onConfirm={() =>
              order.mutate(
                { photoId: photo._id, ...(environment === 'live' && { confirmLive: true }) },
                { onSettled: () => setConfirming(false) },
              )
            }
            onCancel={() => setConfirming(false)}
          />
        </div>
      ) : (
        <button
          type="button"
          className={formStyles.secondaryButton}
          aria-label={`Pedido de prueba de «${photo.title}»`}
          disabled={order.isPending}
          onClick={() => {
            order.reset();
            setConfirming(true);
          }}
        >
          {order.isPending ? 'Enviando pedido de prueba...' : 'Pedido de prueba'}
        </button>
      )}
      {order.isSuccess && (
        <FormMessage kind="success">
          {texts.sent(order.data.order.id, order.data.outcome)}
        </FormMessage>
      )}
      {order.isError && (
        <FormMessage kind="error">{messageFrom(order.error, msg.testOrderFailed)}</FormMessage>
      )}
    </div>
  );
}
