import { Link, useParams } from 'react-router';
import { accountMessages, paths } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useResetTokenValidation } from '@/features/auth/api/validate-reset-token';
import styles from '@/features/auth/components/auth-form.module.css';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** The token is checked first; the form shows only if valid (accounts.md#password-reset). */
export function ResetPasswordPage() {
  usePageTitle('Nueva contraseña');
  const { token = '' } = useParams();
  const validation = useResetTokenValidation(token);

  if (validation.isPending) return <Spinner label="Comprobando el enlace..." />;
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>Nueva contraseña</h1>
      {validation.isError ? (
        <>
          <FormMessage kind="error">
            {messageFrom(validation.error, accountMessages.resetTokenInvalid)}
          </FormMessage>
          <p className={styles.footer}>
            <Link to={paths.resetPasswordRequest.build()}>Pedir un enlace nuevo</Link>
          </p>
        </>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </section>
  );
}
