import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { accountMessages, paths } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { textOr } from '@/lib/error-message';
import { Spinner } from '@/components/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { confirmEmail } from '@/features/auth/api/confirm-email';
import styles from '@/features/auth/components/auth-form.module.css';
import { useStartSession } from '@/features/auth/hooks/use-start-session';
import { redirectTargetOrProfile } from '@/features/auth/utils/redirect-target';

/** The page route without a type (/confirm-email/{token}) confirms a customer account. */
const DEFAULT_CONFIRMATION_TYPE = 'user';

/**
 * docs/rules/accounts.md#email-confirmation. A used link opened by the account it confirmed
 * says so.
 */
export function ConfirmEmailPage() {
  usePageTitle('Confirmar email');
  const { type = DEFAULT_CONFIRMATION_TYPE, token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const target = redirectTargetOrProfile(searchParams.get('redirect'));
  const startSession = useStartSession();
  const [error, setError] = useState<string | null>(null);
  const [alreadyConfirmed, setAlreadyConfirmed] = useState(false);

  // The token is single use: StrictMode's second effect run must not send it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirmEmail(type, token).then(
      async (data) => {
        if ('status' in data && data.status === 'already_confirmed') {
          setAlreadyConfirmed(true);
          return;
        }
        if (!('accessToken' in data) || !data.accessToken) {
          setError(accountMessages.confirmationNoToken);
          return;
        }
        await startSession(
          data.accessToken,
          target,
          textOr(data.message, accountMessages.emailConfirmed),
        );
      },
      () => setError(accountMessages.confirmationFailed),
    );
  }, [type, token, target, startSession]);

  if (alreadyConfirmed) {
    return (
      <section className={styles.panel}>
        <h1 className={styles.title}>Confirmar email</h1>
        <FormMessage kind="success">{accountMessages.alreadyConfirmed}</FormMessage>
        <p className={styles.footer}>
          <Link to={target}>Continuar</Link>
        </p>
      </section>
    );
  }
  if (!error) return <Spinner label="Confirmando email..." />;
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>Confirmar email</h1>
      <FormMessage kind="error">{error}</FormMessage>
      <p className={styles.footer}>
        <Link to={paths.signIn.build()}>Iniciar sesión</Link> ·{' '}
        <Link to={paths.home.build()}>Volver al inicio</Link>
      </p>
    </section>
  );
}
