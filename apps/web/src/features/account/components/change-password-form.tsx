import { useId, useState } from 'react';
import { accountMessages, changePasswordRules, firstBrokenRule } from '@shop/contracts';
import { FormMessage } from '../../../components/form-message';
import formStyles from '../../../components/form.module.css';
import { messageFrom } from '../../../lib/error-message';
import { useChangePassword } from '../api/change-password';

/**
 * 'Ajustes': change password (storefront-customer §5). The first broken rule shows as
 * 'Error: {rule}'; a mismatch as 'Las nuevas contraseñas no coinciden.'.
 */
export function ChangePasswordForm() {
  const id = useId();
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

  const field = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    autoComplete: string,
  ) => (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={formStyles.input}
        type="password"
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );

  return (
    <form
      className={formStyles.form}
      aria-label="Cambiar contraseña"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {field('current', 'Contraseña actual', current, setCurrent, 'current-password')}
      {field('new', 'Nueva contraseña', next, setNext, 'new-password')}
      {field('confirm', 'Confirmar nueva contraseña', confirm, setConfirm, 'new-password')}
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
