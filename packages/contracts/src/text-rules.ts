/**
 * Rules for every text a person types, in one place: characters PostgreSQL cannot store
 * (NUL, lone surrogates) or that only hide things (control characters), text that is blank
 * once invisible characters are gone (dates: date-rules.ts). No zod here: this file ships
 * to visitors.
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
