import { useState } from 'react';
import { Link } from 'react-router';
import { accountMessages, paths } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { usePageTitle } from '@/lib/use-page-title';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import styles from '@/features/auth/components/auth-form.module.css';

/** storefront-customer §2: an email field and a 'Recuperar contraseña' button. */
export function ResetPasswordRequestPage() {
  usePageTitle('Recuperar contraseña');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [missingEmail, setMissingEmail] = useState(false);

  const submit = () => {
    const value = email.trim();
    if (!value) {
      setMissingEmail(true);
      return;
    }
    request.mutate(value);
  };

  const error = missingEmail
    ? accountMessages.resetRequestNeedsEmail
    : request.isError
      ? accountMessages.resetRequestFailed
      : null;

  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>Recuperar contraseña</h1>
      <p className={styles.lead}>
        Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
      </p>
      {/* noValidate: an empty email gets the spec's own message, not the browser's. */}
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required="aria"
          invalid={missingEmail}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setMissingEmail(false);
          }}
        />
        <FormMessage kind="error">{error}</FormMessage>
        {request.isSuccess && (
          <FormMessage kind="success">{accountMessages.resetRequestSent}</FormMessage>
        )}
        <button type="submit" className={formStyles.button} disabled={request.isPending}>
          Recuperar contraseña
        </button>
      </form>
      <p className={styles.footer}>
        <Link to={paths.signIn.build()}>Volver a iniciar sesión</Link>
      </p>
    </section>
  );
}
