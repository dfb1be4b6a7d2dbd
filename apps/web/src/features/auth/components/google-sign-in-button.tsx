import { useEffect, useRef, useState } from 'react';
import { accountMessages } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { loadGoogleIdentity } from '@/features/auth/utils/google-identity';
import styles from './auth-form.module.css';

/** docs/rules/accounts.md#google-sign-in */
export const GOOGLE_BUTTON_WIDTH = 383;

/**
 * Renders Google's own button. `onCredential` gets the ID token; a script that fails to
 * load shows the Google failure message.
 */
export function GoogleSignInButton({
  clientId,
  onCredential,
  text = 'signin_with',
}: {
  clientId: string;
  onCredential: (credential: string) => void;
  text?: 'signin_with' | 'signup_with';
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The latest handler, so re-renders do not re-initialise Google's button.
  const handler = useRef(onCredential);
  useEffect(() => {
    handler.current = onCredential;
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (id) => {
        const element = container.current;
        if (cancelled || !element) return;
        id.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) handler.current(response.credential);
            else setFailed(true);
          },
        });
        id.renderButton(element, {
          width: GOOGLE_BUTTON_WIDTH,
          locale: 'es',
          theme: 'outline',
          size: 'large',
          text,
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  return (
    <>
      <div ref={container} className={styles.googleButton} data-testid="google-button" />
      {failed && <FormMessage kind="error">{accountMessages.googleLoginFailed}</FormMessage>}
    </>
  );
}
