import { Link } from 'react-router';
import { accountMessages, fieldLimits, paths } from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useSignIn } from '@/features/auth/api/sign-in';
import { useAuthMethods } from '@/features/auth/hooks/use-auth-methods';
import { redirectTargetOrProfile, withRedirect } from '@/features/auth/utils/redirect-target';
import styles from './auth-form.module.css';
import { AuthMethods } from './auth-methods';

export const SIGN_IN_MODAL_INTRO =
  'Accede para confirmar tu asistencia y registrar tus datos; ¡asegura tu cupo en el evento!';

export interface SignInFormProps {
  /** In a modal: shows the event intro and calls onSuccess instead of navigating. */
  modal?: boolean;
  /** Where to go after signing in (same-site paths only); /profile by default. */
  redirectTo?: string | null;
  onSuccess?: () => void;
}

/** docs/rules/accounts.md#sign-in: Google or email, as a page or inside a modal. */
export function SignInForm({ modal = false, redirectTo, onSuccess }: SignInFormProps) {
  const target = modal ? null : redirectTargetOrProfile(redirectTo);
  const { finish, signInWithGoogle, googleFailed } = useAuthMethods(target, onSuccess);
  const signUpLink = withRedirect(paths.signUp.build(), redirectTo);

  return (
    <div className={styles.panel}>
      {modal && <p className={styles.lead}>{SIGN_IN_MODAL_INTRO}</p>}
      <AuthMethods
        googleText="signin_with"
        onGoogleCredential={signInWithGoogle}
        emailForm={<EmailSignInForm onToken={finish} />}
      />
      {googleFailed && <FormMessage kind="error">{accountMessages.googleLoginFailed}</FormMessage>}
      <p className={styles.footer}>
        ¿No tienes cuenta? <Link to={signUpLink}>Regístrate</Link>
      </p>
    </div>
  );
}

function EmailSignInForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const signIn = useSignIn();
  const form = useForm({
    initial: { email: '', password: '', remember: false },
    limits: { email: fieldLimits.account.email },
    required: ['email', 'password'],
    onSubmit: async ({ email, password, remember }) => {
      if (email.trim() === '' || password === '') return;
      try {
        const token = await signIn.mutateAsync({ email: email.trim(), password, remember });
        await onToken(token);
      } catch {
        // The message comes from signIn.error below.
      }
    },
  });
  const { values } = form;
  const complete = values.email.trim() !== '' && values.password !== '';
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <Form form={form} aria-label="Acceso con email">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={values.remember}
          onChange={(e) => form.set('remember', e.target.checked)}
        />
        Recordarme
      </label>
      <FormResult
        error={signIn.isError && messageFrom(signIn.error, accountMessages.loginFailed)}
      />
      <SubmitButton pending={busy} pendingLabel="Accediendo..." disabled={!complete}>
        Iniciar Sesión
      </SubmitButton>
      <div className={formStyles.links}>
        <Link to={paths.resetPasswordRequest.build()}>Recuperar contraseña</Link>
      </div>
    </Form>
  );
}
