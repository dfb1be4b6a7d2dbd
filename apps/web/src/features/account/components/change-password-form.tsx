import { useState } from 'react';
import { accountMessages, changePasswordRules, firstBrokenRule } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useChangePassword } from '@/features/account/api/change-password';

/**
 * 'Ajustes': change password (storefront-customer §5). The first broken rule shows as
 * 'Error: {rule}'; a mismatch as 'Las nuevas contraseñas no coinciden.'.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [ruleError, setRuleError] = useState<string | null>(null);

  const submit = () => {
    const broken = firstBrokenRule(next, changePasswordRules);
    if (broken) {
      setRuleError(`Error: ${broken.label}`);
      return;
    }
    if (next !== confirm) {
      setRuleError(accountMessages.newPasswordsDoNotMatch);
      return;
    }
    setRuleError(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
        },
      },
    );
  };

  const error =
    ruleError ??
    (change.isError ? messageFrom(change.error, accountMessages.passwordUpdateFailed) : null);

  return (
    <form
      className={formStyles.form}
      aria-label="Cambiar contraseña"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={setCurrent}
      />
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        value={next}
        onChange={setNext}
      />
      <TextField
        label="Confirmar nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={setConfirm}
      />
      <FormMessage kind="error">{error}</FormMessage>
      {change.isSuccess && !ruleError && (
        <FormMessage kind="success">{accountMessages.passwordUpdated}</FormMessage>
      )}
      <button type="submit" className={formStyles.button} disabled={change.isPending}>
        {change.isPending ? 'Guardando...' : 'Cambiar contraseña'}
      </button>
    </form>
  );
}
