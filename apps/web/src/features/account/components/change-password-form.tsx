import {
  accountMessages,
  changePasswordRules,
  fieldLimits,
  firstBrokenRule,
} from '@shop/contracts';
import { useId } from 'react';
import { Form, SubmitButton } from '@/components/form';
import { FormResult } from '@/components/form-message';
import { PasswordChecklist } from '@/components/password-checklist';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useChangePassword } from '@/features/account/api/change-password';

/**
 * 'Ajustes': change password (docs/rules/accounts.md#change-password). The live checklist and
 * the show/hide buttons are sign-up's.
 */
export function ChangePasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const form = useForm({
    initial: { current: '', next: '', confirm: '' },
    limits: {
      current: fieldLimits.account.password,
      next: fieldLimits.account.password,
      confirm: fieldLimits.account.password,
    },
    required: ['current', 'next', 'confirm'],
    validate: ({ current, next, confirm }) => {
      // An empty new password already has its own 'required' message.
      if (!next) return {};
      const broken = firstBrokenRule(next, changePasswordRules);
      return {
        form: broken
          ? `Error: ${broken.label}`
          : next !== confirm
            ? accountMessages.newPasswordsDoNotMatch
            : next === current
              ? accountMessages.passwordUnchanged
              : null,
      };
    },
    // The rule message stays until the next submit, as before.
    keepErrorsWhileEditing: true,
    onSubmit: ({ current, next }) =>
      change.mutate(
        { currentPassword: current, newPassword: next },
        { onSuccess: () => form.reset() },
      ),
  });
  const ruleError = form.errors.form;

  return (
    <Form form={form} aria-label="Cambiar contraseña">
      <TextField
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('current')}
      />
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        describedBy={`${id}-rules`}
        {...form.field('next')}
      >
        <PasswordChecklist
          id={`${id}-rules`}
          password={form.values.next}
          rules={changePasswordRules}
        />
      </TextField>
      <TextField
        label="Confirmar nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirm')}
      />
      <FormResult
        error={
          ruleError ??
          (change.isError && messageFrom(change.error, accountMessages.passwordUpdateFailed))
        }
        success={change.isSuccess && accountMessages.passwordUpdated}
      />
      <SubmitButton pending={change.isPending} pendingLabel="Guardando...">
        Cambiar contraseña
      </SubmitButton>
    </Form>
  );
}
