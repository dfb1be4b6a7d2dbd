import { useEffect, useState } from 'react';
import { accountMessages } from '@shop/contracts';
import { messageFrom, textOr } from '@/lib/error-message';
import { useSession } from '@/lib/session/session-context';
import { useResendConfirmationMutation } from '@/features/account/api/resend-confirmation';

/** docs/rules/accounts.md#resend-confirmation */
export const RESEND_MESSAGE_MS = 7000;

export interface ResendResult {
  kind: 'success' | 'error';
  text: string;
}

/** Needs the loaded profile's email, else it fails without a call. */
export function useResendConfirmation() {
  const { profile } = useSession();
  const mutation = useResendConfirmationMutation();
  const [result, setResult] = useState<ResendResult | null>(null);

  useEffect(() => {
    if (result?.kind !== 'success') return;
    const timer = window.setTimeout(() => setResult(null), RESEND_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const resend = () => {
    const email = profile?.email;
    if (!email) {
      setResult({ kind: 'error', text: accountMessages.resendNoEmail });
      return;
    }
    setResult(null);
    mutation.mutate(email, {
      onSuccess: (data) =>
        setResult(
          data.success === false
            ? { kind: 'error', text: textOr(data.message, accountMessages.resendFailure) }
            : { kind: 'success', text: accountMessages.resendSuccess },
        ),
      onError: (error) =>
        setResult({ kind: 'error', text: messageFrom(error, accountMessages.resendFailure) }),
    });
  };

  return { resend, sending: mutation.isPending, result };
}
