import { FormMessage } from '@/components/form-message';
import { useResendConfirmation } from '@/features/account/hooks/use-resend-confirmation';
import styles from './email-banner.module.css';

/** The account area's notice for an unverified email (docs/rules/accounts.md#unconfirmed-email). */
export function VerifyEmailNotice() {
  const { resend, sending, result } = useResendConfirmation();
  return (
    <section className={styles.notice} aria-label="Verificación de email">
      <p className={styles.title}>Tu email no está verificado</p>
      <p className={styles.text}>
        Revisa tu bandeja de entrada y abre el enlace de verificación para usar todas las funciones.
      </p>
      <button type="button" className={styles.resend} onClick={resend} disabled={sending}>
        {sending ? 'Reenviando...' : 'Reenviar enlace de verificación'}
      </button>
      {result && (
        <div className={styles.result}>
          <FormMessage kind={result.kind}>{result.text}</FormMessage>
        </div>
      )}
    </section>
  );
}
