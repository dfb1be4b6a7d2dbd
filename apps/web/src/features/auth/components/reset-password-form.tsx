import { useId } from 'react';
import { useNavigate } from 'react-router';
import {
  accountMessages,
  fieldLimits,
  meetsPasswordRules,
  passwordRules,
  paths,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { messageFrom, textOr } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useResetPassword } from '@/features/auth/api/reset-password';
import type { SignInLocationState } from '@/features/auth/utils/sign-in-notice';
import { PasswordChecklist } from '@/components/password-checklist';

/** The reset form (docs/rules/accounts.md#password-reset). */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    initial: { password: '', confirm: '' },
    limits: { password: fieldLimits.account.password, confirm: fieldLimits.account.password },
    required: ['password', 'confirm'],
    onSubmit: ({ password, confirm }) => {
      if (!meetsPasswordRules(password, passwordRules) || password !== confirm) return;
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
    },
  });
  const { password, confirm } = form.values;

  const rulesPass = meetsPasswordRules(password, passwordRules);
  const rulesBroken = password !== '' && !rulesPass;
  const matches = password === confirm;

  return (
    <Form form={form} aria-label="Restablecer contraseña">
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        describedBy={`${id}-rules`}
        invalid={rulesBroken}
        hint={rulesBroken ? accountMessages.resetPagePasswordRulesNotMet : null}
        {...form.field('password')}
      >
        <PasswordChecklist id={`${id}-rules`} password={password} rules={passwordRules} />
      </TextField>
      <TextField
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        required
        describedBy={`${id}-match`}
        invalid={confirm !== '' && !matches}
        {...form.field('confirm')}
      >
        <p id={`${id}-match`} className={formStyles.hint} aria-live="polite">
          {confirm === ''
            ? null
            : matches
              ? accountMessages.resetPagePasswordsMatch
              : accountMessages.resetPagePasswordsDoNotMatch}
        </p>
      </TextField>
      <FormResult error={reset.isError && messageFrom(reset.error, accountMessages.resetFailed)} />
      <SubmitButton
        pending={reset.isPending}
        pendingLabel="Guardando..."
        disabled={!rulesPass || !matches}
      >
        Restablecer contraseña
      </SubmitButton>
    </Form>
  );
}
