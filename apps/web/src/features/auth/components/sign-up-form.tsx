import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  accountMessages,
  firstBrokenRule,
  meetsPasswordRules,
  passwordRules,
  paths,
} from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Field, TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useGoogleSignIn } from '@/features/auth/api/google-sign-in';
import { useSignUp } from '@/features/auth/api/sign-up';
import { useStartSession } from '@/features/auth/hooks/use-start-session';
import { redirectTargetOrProfile, safeRedirectPath } from '@/features/auth/utils/redirect-target';
import styles from './auth-form.module.css';
import { AuthMethods } from './auth-methods';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';

export interface SignUpFormProps {
  /** In a modal: calls onSuccess, and navigates only when a redirect target is given. */
  modal?: boolean;
  redirectTo?: string | null;
  onSuccess?: () => void;
}

/** storefront-customer §2 Sign-up: Google or the email form. */
export function SignUpForm({ modal = false, redirectTo, onSuccess }: SignUpFormProps) {
  const startSession = useStartSession();
  const google = useGoogleSignIn();
  // §4: sign-up in modal mode without a redirect target does not navigate to /profile.
  const target = modal ? safeRedirectPath(redirectTo) : redirectTargetOrProfile(redirectTo);

  const finish = async (token: string) => {
    await startSession(token, target);
    onSuccess?.();
  };

  const safeRedirect = safeRedirectPath(redirectTo);
  const signInLink = safeRedirect
    ? `${paths.signIn.build()}?redirect=${encodeURIComponent(safeRedirect)}`
    : paths.signIn.build();

  return (
    <div className={styles.panel}>
      <AuthMethods
        googleText="signup_with"
        onGoogleCredential={(credential) =>
          google.mutate(credential, { onSuccess: (token) => void finish(token) })
        }
        emailForm={
          <EmailSignUpForm emailLinkTarget={redirectTargetOrProfile(redirectTo)} onToken={finish} />
        }
      />
      {google.isError && (
        <FormMessage kind="error">{accountMessages.googleLoginFailed}</FormMessage>
      )}
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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  // Held in the form but not sent (storefront-customer §3 Sign-up payload).
  const [acceptMarketing, setAcceptMarketing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const rulesPass = firstBrokenRule(password, passwordRules) === null;
  const busy = signUp.isPending || signUp.isSuccess;
  const canSubmit = rulesPass && acceptTerms && !busy;
  const hint =
    password !== '' && !rulesPass
      ? accountMessages.passwordRulesNotMet
      : rulesPass && !acceptTerms
        ? accountMessages.mustAcceptTerms
        : null;

  const edit = <T,>(set: (value: T) => void) => {
    return (value: T) => {
      set(value);
      setFormError(null);
    };
  };

  const submit = async () => {
    if (!meetsPasswordRules(password, passwordRules)) {
      setFormError(accountMessages.passwordRulesNotMet);
      return;
    }
    if (!acceptTerms) {
      setFormError(accountMessages.mustAcceptTerms);
      return;
    }
    if (password !== confirm) {
      setFormError(accountMessages.passwordsDoNotMatch);
      return;
    }
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
  };

  return (
    <form
      className={formStyles.form}
      aria-label="Registro con email"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Nombre"
        autoComplete="name"
        required
        value={name}
        onChange={edit(setName)}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={edit(setEmail)}
      />
      <Field label="Contraseña" controlId={`${id}-password`}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          required
          aria-describedby={`${id}-rules`}
          value={password}
          onChange={(e) => edit(setPassword)(e.target.value)}
        />
        <PasswordChecklist id={`${id}-rules`} password={password} rules={passwordRules} />
      </Field>
      <TextField
        label="Confirmar Contraseña"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={edit(setConfirm)}
      />
      <label className={formStyles.check}>
        <input
          type="checkbox"
          required
          checked={acceptTerms}
          onChange={(e) => edit(setAcceptTerms)(e.target.checked)}
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
          checked={acceptMarketing}
          onChange={(e) => setAcceptMarketing(e.target.checked)}
        />
        Quiero recibir novedades y promociones por email (opcional)
      </label>
      <FormMessage kind="error">
        {formError ??
          (signUp.isError ? messageFrom(signUp.error, accountMessages.signUpFailed) : null)}
      </FormMessage>
      {signUp.isSuccess && (
        <FormMessage kind="success">{accountMessages.signUpSuccess}</FormMessage>
      )}
      <button
        type="submit"
        className={formStyles.button}
        disabled={!canSubmit}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        {busy ? 'Creando cuenta...' : 'Crear cuenta'}
      </button>
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
    </form>
  );
}
