import { checkoutMessages as msg, type AdminPhoto } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { messageFrom } from '@/lib/error-message';
import { useCreateTestOrder } from '@/features/photos-admin/api/create-test-order';
import styles from './photos-admin.module.css';

/** 'Pedido de prueba' (docs/rules/admin.md#test-order), with its own status per photo. */
export function TestOrderButton({ photo }: { photo: AdminPhoto }) {
  const order = useCreateTestOrder();
  return (
    <div className={styles.testOrder}>
      <button
        type="button"
        className={formStyles.secondaryButton}
        aria-label={`Pedido de prueba de «${photo.title}»`}
        disabled={order.isPending}
        onClick={() => order.mutate({ photoId: photo._id })}
      >
        {order.isPending ? 'Enviando pedido de prueba...' : 'Pedido de prueba'}
      </button>
      {order.isSuccess && (
        <FormMessage kind="success">
          {`Pedido de prueba creado en Prodigi: ${order.data.order.id} (${order.data.outcome}). No se cobra nada.`}
        </FormMessage>
      )}
      {order.isError && (
        <FormMessage kind="error">{messageFrom(order.error, msg.testOrderFailed)}</FormMessage>
      )}
    </div>
  );
}
