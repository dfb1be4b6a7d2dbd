import { useState, type ReactNode } from 'react';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { useSiteConfig } from '@/lib/site-config';
import styles from './auth-form.module.css';
import { GoogleSignInButton } from './google-sign-in-button';

/**
 * First a choice between Google and email; without a Google client id the email form shows
 * at once (docs/rules/accounts.md#sign-in).
 */
export function AuthMethods({
  emailForm,
  onGoogleCredential,
  googleText,
}: {
  emailForm: ReactNode;
  onGoogleCredential: (credential: string) => void;
  googleText: 'signin_with' | 'signup_with';
}) {
  const { data: site, isPending } = useSiteConfig();
  const [method, setMethod] = useState<'choice' | 'email'>('choice');
  if (isPending) return <Spinner />;
  const googleClientId = site?.googleClientId ?? null;
  if (!googleClientId) return emailForm;
  if (method === 'email') {
    return (
      <>
        <button type="button" className={styles.back} onClick={() => setMethod('choice')}>
          ← Otras opciones
        </button>
        {emailForm}
      </>
    );
  }
  return (
    <div className={styles.choice}>
      <GoogleSignInButton
        clientId={googleClientId}
        onCredential={onGoogleCredential}
        text={googleText}
      />
      <div className={styles.divider}>o</div>
      <button
        type="button"
        className={formStyles.secondaryButton}
        onClick={() => setMethod('email')}
      >
        Continuar con email
      </button>
    </div>
  );
}
