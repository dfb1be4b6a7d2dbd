/**
 * Rules for every text a person types, in one place: characters PostgreSQL cannot store
 * (NUL, lone surrogates) or that only hide things (control characters), text that is blank
 * once invisible characters are gone, and dates that exist in the calendar. No zod here:
 * this file ships to visitors.
 */

// C0 controls except tab, line feed and carriage return; DEL; C1 controls; lone surrogates
// (with the u flag a surrogate pair is one code point and does not match); non-characters.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufdd0-\ufdef\ufffe\uffff]|[\ud800-\udfff]/u;
const LINE_BREAK = /[\r\n\u2028\u2029]/u;
// Zero-width spaces and joiners, word joiner, BOM, soft hyphen, Mongolian vowel separator,
// bidi embeddings, overrides and isolates, invisible operators.
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/gu;

/** The first character that may not be stored, or null. */
export function forbiddenCharacterIn(
  value: string,
  options: { singleLine?: boolean } = {},
): string | null {
  const found = FORBIDDEN.exec(value) ?? (options.singleLine ? LINE_BREAK.exec(value) : null);
  return found ? found[0] : null;
}

/** The text a reader sees: invisible characters removed, white space trimmed. */
export function visibleText(value: string): string {
  return value.replace(INVISIBLE, '').trim();
}

export function isBlankText(value: string): boolean {
  return visibleText(value).length === 0;
}

/** YYYY-MM-DD of a day that exists (years 1000–9999). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A full https:// web address (a partner's site, a social profile), nothing else. */
export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value);
}

export const textMessages = {
  forbiddenCharacter: 'Contiene caracteres no permitidos.',
  lineBreak: 'Debe ocupar una sola línea.',
  blank: 'No puede estar vacío.',
  invalidDate: 'Fecha no válida.',
  tooLong: (max: number) => `Máximo ${max} caracteres.`,
} as const;
