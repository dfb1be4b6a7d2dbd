import { dictionary } from '@zxcvbn-ts/language-common';
import {
  accountMessages as msg,
  changePasswordRules,
  firstBrokenRule,
  PASSWORD_MAX_LENGTH,
  passwordRules,
  type PasswordRule,
} from '@shop/contracts';
import { AppError } from '#src/lib/errors';

/**
 * The password policy, in one place: what a new password must be on sign-up, reset, change
 * and the admin CLI. The pure rules (shown live by the browser) are in
 * packages/contracts/src/password-rules.ts; this adds the length cap and the common-password
 * list, and the Spanish answers. Storing passwords: password-hashing.ts.
 */
export type PasswordPurpose = 'sign-up' | 'reset' | 'change' | 'admin';

const rulesFor = (purpose: PasswordPurpose): readonly PasswordRule[] =>
  purpose === 'change' ? changePasswordRules : passwordRules;

const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
const contextWords = ['fotografia', 'fotografía', 'fotos', 'estudio', 'prodigi', 'tienda'];

/**
 * ASVS 6.2.4: refuse the ~49,000 most common passwords, also when dressed up with
 * capitals and a trailing number or symbol ("Password1!"), and the shop's own words.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-zñ]+|[^a-zñ]+$/g, '');
  if (common.has(lower) || (core.length >= 4 && common.has(core))) return true;
  return contextWords.includes(core);
}

export interface PasswordProblem {
  message: string;
  /** The ids of the broken rules, when rules were broken. */
  rules?: string[];
}

/** The first problem with a new password (length cap, rules, common list), or null. */
export function passwordProblem(
  password: string,
  purpose: PasswordPurpose,
): PasswordProblem | null {
  if (password.length > PASSWORD_MAX_LENGTH) return { message: msg.passwordTooLong };
  const rules = rulesFor(purpose);
  const broken = firstBrokenRule(password, rules);
  if (broken) {
    return {
      // Sign-up and reset show a live checklist: one message. Change shows the broken rule.
      message: purpose === 'change' ? broken.label : msg.passwordRulesNotMet,
      rules: rules.filter((r) => !r.test(password)).map((r) => r.id),
    };
  }
  if (isCommonPassword(password)) return { message: msg.commonPassword };
  return null;
}

/** Throws 400 invalid_data with the Spanish message (and the broken rules) when refused. */
export function assertAcceptablePassword(password: string, purpose: PasswordPurpose): void {
  const problem = passwordProblem(password, purpose);
  if (problem) {
    throw new AppError(
      'invalid_data',
      problem.message,
      problem.rules ? { rules: problem.rules } : undefined,
    );
  }
}
