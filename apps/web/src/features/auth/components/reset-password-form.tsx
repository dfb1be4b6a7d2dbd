import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages, meetsPasswordRules, passwordRules, paths } from '@shop/contracts';
import { FormMessage } from '../../../components/form-message';
import formStyles from '../../../components/form.module.css';
import { messageFrom, textOr } from '../../../lib/error-message';
import { useResetPassword } from '../api/reset-password';
import type { SignInLocationState } from '../utils/sign-in-notice';
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
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-password`}>
          New Password
        </label>
        <input
          id={`${id}-password`}
          className={formStyles.input}
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={`${id}-rules ${id}-rules-message`}
          aria-invalid={(password !== '' && !rulesPass) || undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordChecklist id={`${id}-rules`} password={password} rules={passwordRules} />
        {password !== '' && !rulesPass && (
          <p id={`${id}-rules-message`} className={formStyles.hint}>
            {accountMessages.resetPagePasswordRulesNotMet}
          </p>
        )}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-confirm`}>
          Confirm Password
        </label>
        <input
          id={`${id}-confirm`}
          className={formStyles.input}
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={`${id}-match`}
          aria-invalid={(confirm !== '' && !matches) || undefined}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <p id={`${id}-match`} className={formStyles.hint} aria-live="polite">
          {confirm === ''
            ? null
            : matches
              ? accountMessages.resetPagePasswordsMatch
              : accountMessages.resetPagePasswordsDoNotMatch}
        </p>
      </div>
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
