import { checkPasswordRules, type PasswordRule } from '@shop/contracts';
import formStyles from './form.module.css';
import styles from './password-checklist.module.css';

/** Each password rule marked as the user types (docs/rules/accounts.md#password-rules). */
export function PasswordChecklist({
  id,
  password,
  rules,
}: {
  id?: string;
  password: string;
  rules: readonly PasswordRule[];
}) {
  return (
    <ul id={id} className={styles.checklist} aria-label="Requisitos de la contraseña">
      {checkPasswordRules(password, rules).map((rule) => (
        <li
          key={rule.id}
          className={rule.ok ? `${styles.rule} ${styles.ruleOk}` : styles.rule}
          data-ok={rule.ok}
        >
          <span className={formStyles.srOnly}>{rule.ok ? 'Cumplido: ' : 'Pendiente: '}</span>
          {rule.label}
        </li>
      ))}
    </ul>
  );
}
