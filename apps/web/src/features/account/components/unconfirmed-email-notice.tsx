import { useState } from 'react';
import { FormMessage } from '@/components/form-message';
import { useResendConfirmation } from '@/features/account/hooks/use-resend-confirmation';
import styles from './email-banner.module.css';

/** The banner itself (loaded only for a signed-in account whose email is unconfirmed). */
export default function UnconfirmedEmailNotice() {
  const [dismissed, setDismissed] = useState(false);
  const { resend, sending, result } = useResendConfirmation();

  if (dismissed) return null;
  return (
    <section className={styles.banner} aria-label="Verificación de email">
      <p className={styles.title}>Verifica tu email</p>
      <p className={styles.text}>
        Confirma tu dirección con el enlace que te enviamos para usar todas las funciones.
      </p>
      <button type="button" className={styles.resend} onClick={resend} disabled={sending}>
        {sending ? 'Reenviando...' : 'Reenviar enlace'}
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label="Cerrar aviso"
        onClick={() => setDismissed(true)}
      >
        ×
      </button>
      {result && (
        <div className={styles.result}>
          <FormMessage kind={result.kind}>{result.text}</FormMessage>
        </div>
      )}
    </section>
  );
}
