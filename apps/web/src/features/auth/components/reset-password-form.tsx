import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages, meetsPasswordRules, passwordRules, paths } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { messageFrom, textOr } from '@/lib/error-message';
import { useResetPassword } from '@/features/auth/api/reset-password';
import type { SignInLocationState } from '@/features/auth/utils/sign-in-notice';
import { PasswordChecklist } from './password-checklist';

/**
 * New Password / Confirm Password with the spec's English messages (storefront-customer §5),
 * hence lang="en" on the form. Submit waits for the rules and a match; success goes to /signin.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const rulesPass = meetsPasswordRules(password, passwordRules);
  const rulesBroken = password !== '' && !rulesPass;
  const matches = password === confirm;
  const canSubmit = rulesPass && matches && !reset.isPending;

  const submit = () => {
    if (!rulesPass || !matches) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: (data) => {
          const state: SignInLocationState = {
            notice: textOr(data.message, accountMessages.resetSucceeded),
          };
          void navigate(paths.signIn.build(), { replace: true, state });
        },
      },
    );
  };

  return (
    <form
      lang="en"
      className={formStyles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        describedBy={`${id}-rules`}
        invalid={rulesBroken}
        hint={rulesBroken ? accountMessages.resetPagePasswordRulesNotMet : null}
        value={password}
        onChange={setPassword}
      >
        <PasswordChecklist id={`${id}-rules`} password={password} rules={passwordRules} />
      </TextField>
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        describedBy={`${id}-match`}
        invalid={confirm !== '' && !matches}
        value={confirm}
        onChange={setConfirm}
      >
        <p id={`${id}-match`} className={formStyles.hint} aria-live="polite">
          {confirm === ''
            ? null
            : matches
              ? accountMessages.resetPagePasswordsMatch
              : accountMessages.resetPagePasswordsDoNotMatch}
        </p>
      </TextField>
      {reset.isError && (
        <FormMessage kind="error">
          {messageFrom(reset.error, accountMessages.resetFailed)}
        </FormMessage>
      )}
      <button type="submit" className={formStyles.button} disabled={!canSubmit}>
        {reset.isPending ? 'Saving...' : 'Reset Password'}
      </button>
    </form>
  );
}
