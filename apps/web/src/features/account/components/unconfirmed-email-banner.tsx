import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { useSession } from '@/lib/session/session-context';
import { useResendConfirmation } from '@/features/account/hooks/use-resend-confirmation';
import styles from './email-banner.module.css';

/**
 * storefront-customer §2: for signed-in users with an unconfirmed email, on every page
 * except /profile and its sections (which have their own notice). Closing hides it until the next visit.
 */
export function UnconfirmedEmailBanner() {
  const { isAuthenticated, isEmailConfirmed } = useSession();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const { resend, sending, result } = useResendConfirmation();

  if (!isAuthenticated || isEmailConfirmed || dismissed) return null;
  const account = paths.profile.build();
  if (pathname === account || pathname.startsWith(`${account}/`)) return null;
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
