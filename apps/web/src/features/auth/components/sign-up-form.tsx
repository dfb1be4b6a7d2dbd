import { useId } from 'react';
import { Link } from 'react-router';
import {
  accountMessages,
  fieldLimits,
  firstBrokenRule,
  meetsPasswordRules,
  passwordRules,
  paths,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Field, TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useSignUp } from '@/features/auth/api/sign-up';
import { useAuthMethods } from '@/features/auth/hooks/use-auth-methods';
import {
  redirectTargetOrProfile,
  safeRedirectPath,
  withRedirect,
} from '@/features/auth/utils/redirect-target';
import styles from './auth-form.module.css';
import { AuthMethods } from './auth-methods';
import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordInput } from '@/components/password-input';

export interface SignUpFormProps {
  /** In a modal: calls onSuccess, and navigates only when a redirect target is given. */
  modal?: boolean;
  redirectTo?: string | null;
  onSuccess?: () => void;
}

/** docs/rules/accounts.md#sign-up: Google or the email form. */
export function SignUpForm({ modal = false, redirectTo, onSuccess }: SignUpFormProps) {
  // In a modal without a redirect target it does not navigate (accounts.md#after-sign-in).
  const target = modal ? safeRedirectPath(redirectTo) : redirectTargetOrProfile(redirectTo);

  const { finish, signInWithGoogle, googleFailed } = useAuthMethods(target, onSuccess);
  const signInLink = withRedirect(paths.signIn.build(), redirectTo);

  return (
    <div className={styles.panel}>
      <AuthMethods
        googleText="signup_with"
        onGoogleCredential={signInWithGoogle}
        emailForm={
          <EmailSignUpForm emailLinkTarget={redirectTargetOrProfile(redirectTo)} onToken={finish} />
        }
      />
      {googleFailed && <FormMessage kind="error">{accountMessages.googleLoginFailed}</FormMessage>}
      <p className={styles.footer}>
        ¿Ya tienes cuenta? <Link to={signInLink}>Inicia sesión</Link>
      </p>
    </div>
  );
}

function EmailSignUpForm({
  emailLinkTarget,
  onToken,
}: {
  /** Sent as redirectTo: where the confirmation link leads after confirming. */
  emailLinkTarget: string;
  onToken: (token: string) => Promise<void>;
}) {
  const id = useId();
  const signUp = useSignUp();
  const form = useForm({
    initial: {
      name: '',
      email: '',
      password: '',
      confirm: '',
      acceptTerms: false,
      // Held in the form but not sent (docs/rules/accounts.md#sign-up).
      acceptMarketing: false,
    },
    limits: {
      name: fieldLimits.account.name,
      email: fieldLimits.account.email,
      password: fieldLimits.account.password,
      confirm: fieldLimits.account.password,
    },
    required: ['name', 'email', 'password', 'confirm'],
    validate: ({ password, confirm, acceptTerms }) => ({
      form: !meetsPasswordRules(password, passwordRules)
        ? accountMessages.passwordRulesNotMet
        : !acceptTerms
          ? accountMessages.mustAcceptTerms
          : password !== confirm
            ? accountMessages.passwordsDoNotMatch
            : null,
    }),
    onSubmit: async ({ name, email, password }) => {
      try {
        const token = await signUp.mutateAsync({
          name: name.trim(),
          email: email.trim(),
          password,
          redirectTo: emailLinkTarget,
        });
        await onToken(token);
      } catch {
        // The message comes from signUp.error below.
      }
    },
  });
  const { values } = form;

  const rulesPass = firstBrokenRule(values.password, passwordRules) === null;
  const busy = signUp.isPending || signUp.isSuccess;
  const hint =
    values.password !== '' && !rulesPass
      ? accountMessages.passwordRulesNotMet
      : rulesPass && !values.acceptTerms
        ? accountMessages.mustAcceptTerms
        : null;

  return (
    <Form form={form} aria-label="Registro con email">
      <TextField label="Nombre" autoComplete="name" required {...form.field('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <Field label="Contraseña" controlId={`${id}-password`}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          aria-required="true"
          maxLength={fieldLimits.account.password}
          aria-describedby={`${id}-rules`}
          value={values.password}
          onChange={(e) => form.set('password', e.target.value)}
        />
        <PasswordChecklist id={`${id}-rules`} password={values.password} rules={passwordRules} />
      </Field>
      <TextField
        label="Confirmar Contraseña"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirm')}
      />
      <label className={formStyles.check}>
        <input
          type="checkbox"
          aria-required="true"
          checked={values.acceptTerms}
          onChange={(e) => form.set('acceptTerms', e.target.checked)}
        />
        <span>
          Acepto los{' '}
          <Link to={paths.legalTerms.build()} target="_blank">
            términos y condiciones
          </Link>{' '}
          y la{' '}
          <Link to={paths.legalPrivacy.build()} target="_blank">
            política de privacidad
          </Link>
        </span>
      </label>
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={values.acceptMarketing}
          onChange={(e) => form.set('acceptMarketing', e.target.checked)}
        />
        Quiero recibir novedades y promociones por email (opcional)
      </label>
      <FormResult
        error={
          form.errors.form ??
          (signUp.isError && messageFrom(signUp.error, accountMessages.signUpFailed))
        }
        success={signUp.isSuccess && accountMessages.signUpSuccess}
      />
      <SubmitButton
        pending={busy}
        pendingLabel="Creando cuenta..."
        disabled={!rulesPass || !values.acceptTerms}
        describedBy={hint ? `${id}-hint` : undefined}
      >
        Crear cuenta
      </SubmitButton>
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
    </Form>
  );
}
