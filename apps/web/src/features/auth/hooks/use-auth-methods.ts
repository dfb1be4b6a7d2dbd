import { useGoogleSignIn } from '@/features/auth/api/google-sign-in';
import { useStartSession } from './use-start-session';

/**
 * What sign-in and sign-up share: a token from either method starts the session, goes to
 * `target` (none in modal mode) and calls `onSuccess`.
 */
export function useAuthMethods(target: string | null, onSuccess?: () => void) {
  const startSession = useStartSession();
  const google = useGoogleSignIn();

  const finish = async (token: string) => {
    await startSession(token, target);
    onSuccess?.();
  };

  const signInWithGoogle = (credential: string) => {
    google.mutate(credential, { onSuccess: (token) => void finish(token) });
  };

  return { finish, signInWithGoogle, googleFailed: google.isError };
}
