import { isCalendarDate } from './date-rules';
import { forbiddenCharacterIn, textMessages } from './text-rules';

/**
 * How an answer to a profile form field is checked against the field's definition (its type
 * and, for select and radio, its allowed values). No zod here: the browser may use it too.
 * An empty answer ('' or null) clears the field and is always accepted.
 */

/** The part of a form field definition the check needs (FormField fits). */
export interface ProfileFieldRule {
  type: string;
  options?: readonly { value: string }[] | undefined;
}

export const PROFILE_OPTION_TEXT_MAX = 1000;

export const profileOptionMessages = {
  notText: 'Debe ser un texto.',
  notNumber: 'Debe ser un número.',
  notYesNo: 'Debe ser sí o no.',
  notAnOption: 'Elige una de las opciones de la lista.',
  badEmail: 'Email no válido.',
  badPhone: 'Teléfono no válido.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
// The browser's number input hands over text: '42', '-3.5', '3,5'.
const NUMBER_TEXT = /^-?\d{1,15}([.,]\d{1,6})?$/u;
const PHONE = /^\+?[\d\s().-]{6,25}$/u;

function textProblem(value: unknown, singleLine: boolean): string | null {
  if (typeof value !== 'string') return profileOptionMessages.notText;
  if (value.length > PROFILE_OPTION_TEXT_MAX) return textMessages.tooLong(PROFILE_OPTION_TEXT_MAX);
  if (forbiddenCharacterIn(value) !== null) return textMessages.forbiddenCharacter;
  if (singleLine && forbiddenCharacterIn(value, { singleLine }) !== null) {
    return textMessages.lineBreak;
  }
  return null;
}

/** The Spanish reason an answer does not fit its field, or null when it does. */
export function profileOptionProblem(field: ProfileFieldRule, value: unknown): string | null {
  if (value === null || value === '') return null;
  switch (field.type) {
    case 'number':
      return (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && NUMBER_TEXT.test(value.trim()))
        ? null
        : profileOptionMessages.notNumber;
    case 'checkbox':
      // With options: the list of the values ticked; without: yes or no.
      if (field.options?.length) {
        const allowed = new Set(field.options.map((o) => o.value));
        return Array.isArray(value) && value.every((v) => typeof v === 'string' && allowed.has(v))
          ? null
          : profileOptionMessages.notAnOption;
      }
      return typeof value === 'boolean' ? null : profileOptionMessages.notYesNo;
    case 'boolean':
      return typeof value === 'boolean' ? null : profileOptionMessages.notYesNo;
    case 'select':
    case 'radio':
      return typeof value === 'string' && (field.options ?? []).some((o) => o.value === value)
        ? null
        : profileOptionMessages.notAnOption;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : textMessages.invalidDate;
    case 'textarea':
      return textProblem(value, false);
    case 'email':
      return (
        textProblem(value, true) ??
        (EMAIL.test(value as string) ? null : profileOptionMessages.badEmail)
      );
    case 'phone':
      return (
        textProblem(value, true) ??
        (PHONE.test(value as string) ? null : profileOptionMessages.badPhone)
      );
    default:
      return textProblem(value, true);
  }
}
