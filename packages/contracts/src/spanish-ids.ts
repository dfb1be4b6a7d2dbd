/**
 * Spanish tax ids (NIF of people: DNI and K/L/M; NIE of foreigners; NIF of companies, the old
 * CIF) and postal codes, checked with their control character as the AEAT computes it. No
 * zod here: this file ships to visitors.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';

/** Upper case, without spaces, dots or hyphens. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

function dniLetter(digits: string): string {
  return DNI_LETTERS.charAt(Number(digits) % 23);
}

function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const n = Number(digits[i]);
    if (i % 2 === 1) sum += n;
    else {
      const doubled = n * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  return (10 - (sum % 10)) % 10;
}

function isCif(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, kind = '', digits = '', control = ''] = match;
  const expected = cifControlDigit(digits);
  const asDigit = String(expected);
  const asLetter = CIF_LETTERS.charAt(expected);
  // Public bodies, foreign and non-resident entities take a letter; most companies a digit.
  if ('NPQRSW'.includes(kind) || digits.startsWith('00')) return control === asLetter;
  if ('ABEH'.includes(kind)) return control === asDigit;
  return control === asDigit || control === asLetter;
}

export function isSpanishTaxId(value: string): boolean {
  const id = normalizeTaxId(value);
  const dni = /^(\d{8})([A-Z])$/.exec(id);
  if (dni) return dni[2] === dniLetter(dni[1] ?? '');
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (nie) return nie[3] === dniLetter(`${'XYZ'.indexOf(nie[1] ?? '')}${nie[2] ?? ''}`);
  const klm = /^([KLM])(\d{7})([A-Z])$/.exec(id);
  if (klm) return klm[3] === dniLetter(klm[2] ?? '');
  return isCif(id);
}

/** Five digits starting with a province code, 01 to 52. */
export function isSpanishPostalCode(value: string): boolean {
  const match = /^(\d{2})\d{3}$/.exec(value.trim());
  if (!match) return false;
  const province = Number(match[1]);
  return province >= 1 && province <= 52;
}

/** 'España', 'Espana', 'Spain' or 'ES', in any case: what people type in the country field. */
export function isSpainCountry(value: string): boolean {
  const country = value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return country === 'espana' || country === 'spain' || country === 'es';
}

export const spanishIdMessages = {
  taxId: 'NIF, NIE o CIF no válido: revisa la letra o el dígito de control.',
  postalCode: 'Código postal español no válido (cinco cifras, de 01000 a 52999).',
} as const;
