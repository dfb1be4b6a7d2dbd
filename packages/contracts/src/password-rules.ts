/**
 * docs/rules/accounts.md#password-rules, shown live by the browser and enforced by the server
 * (modules/auth/password-policy.ts, with the common-password list). No zod: ships to visitors.
 */

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN_LENGTH = 8;
/** ASVS 6.2.9 asks to allow at least 64; longer input is refused, never truncated. */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  id: string;
  /** Shown in the live checklist (sign-up, reset) or as 'Error: {label}' (change). */
  label: string;
  test: (password: string) => boolean;
}

const specialPattern = /[!@#$%^&*(),.?":{}|<>]/;
const hasSpecial = (p: string) => specialPattern.test(p);

/** Sign-up and reset: 8+ characters, an uppercase letter, a number, a special character. */
export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: 'Mínimo 8 caracteres', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'Al menos una letra mayúscula', test: (p) => /[A-Z]/.test(p) },
  { id: 'number', label: 'Al menos un número', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: `Al menos un carácter especial (${PASSWORD_SPECIAL_CHARACTERS})`,
    test: hasSpecial,
  },
];

/** Change password (account settings): 8+ characters, uppercase, lowercase, a number. */
export const changePasswordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'La nueva contraseña debe tener al menos 8 caracteres',
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'La nueva contraseña debe incluir una letra mayúscula',
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    label: 'La nueva contraseña debe incluir una letra minúscula',
    test: (p) => /[a-z]/.test(p),
  },
  {
    id: 'number',
    label: 'La nueva contraseña debe incluir un número',
    test: (p) => /[0-9]/.test(p),
  },
];

export function checkPasswordRules(password: string, rules: readonly PasswordRule[]) {
  return rules.map((rule) => ({ id: rule.id, label: rule.label, ok: rule.test(password) }));
}

/** The first rule the password breaks, or null (and null for over-long passwords: see max). */
export function firstBrokenRule(password: string, rules: readonly PasswordRule[]) {
  return rules.find((rule) => !rule.test(password)) ?? null;
}

export function meetsPasswordRules(password: string, rules: readonly PasswordRule[]) {
  return password.length <= PASSWORD_MAX_LENGTH && firstBrokenRule(password, rules) === null;
}
