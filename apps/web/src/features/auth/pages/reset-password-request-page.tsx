import { Link } from 'react-router';
import { accountMessages, fieldLimits, paths } from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormResult } from '@/components/form-message';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/use-form';
import { usePageTitle } from '@/lib/use-page-title';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import styles from '@/features/auth/components/auth-form.module.css';

/** docs/rules/accounts.md#password-reset */
export function ResetPasswordRequestPage() {
  usePageTitle('Recuperar contraseña');
  const request = useRequestPasswordReset();
  const form = useForm({
    initial: { email: '' },
    limits: { email: fieldLimits.account.email },
    validate: ({ email }) => ({
      email: email.trim() ? null : accountMessages.resetRequestNeedsEmail,
    }),
    onSubmit: ({ email }) => request.mutate(email.trim()),
  });
  const { error: fieldError, ...email } = form.field('email');

  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>Recuperar contraseña</h1>
      <p className={styles.lead}>
        Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
      </p>
      {/* noValidate: an empty email gets the rule's own message, not the browser's. */}
      <Form form={form} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required="aria"
          invalid={Boolean(fieldError)}
          {...email}
        />
        <FormResult
          error={fieldError ?? (request.isError && accountMessages.resetRequestFailed)}
          success={request.isSuccess && accountMessages.resetRequestSent}
        />
        <SubmitButton pending={request.isPending}>Recuperar contraseña</SubmitButton>
      </Form>
      <p className={styles.footer}>
        <Link to={paths.signIn.build()}>Volver a iniciar sesión</Link>
      </p>
    </section>
  );
}
