import { describe, expect, it } from 'vitest';
import { calendarDate, requiredText, safeText } from './text-schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('safeText', () => {
  it('trims and keeps ordinary text', () => {
    expect(safeText(20).parse('  Begoña 🌅 ')).toBe('Begoña 🌅');
  });

  it('refuses a NUL byte and a lone surrogate with a Spanish message', () => {
    expect(messagesOf(safeText(20).safeParse('Ana\u0000'))).toEqual([
      'Contiene caracteres no permitidos.',
    ]);
    expect(messagesOf(safeText(20).safeParse('Ana\ud800'))).toEqual([
      'Contiene caracteres no permitidos.',
    ]);
  });

  it('bounds the length', () => {
    expect(messagesOf(safeText(5).safeParse('abcdef'))).toEqual(['Máximo 5 caracteres.']);
  });

  it('refuses line breaks in single-line text only', () => {
    expect(safeText(20).safeParse('a\nb').success).toBe(true);
    expect(messagesOf(safeText(20, { singleLine: true }).safeParse('a\nb'))).toEqual([
      'Debe ocupar una sola línea.',
    ]);
  });
});

describe('requiredText', () => {
  it('refuses text that is blank once invisible characters are removed', () => {
    expect(messagesOf(requiredText(20).safeParse('\u200b\u200b'))).toEqual([
      'No puede estar vacío.',
    ]);
    expect(
      messagesOf(requiredText(20, { blankMessage: 'El nombre es obligatorio' }).safeParse(' ')),
    ).toEqual(['El nombre es obligatorio']);
    expect(requiredText(20).parse(' Ana ')).toBe('Ana');
  });
});

describe('calendarDate', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(calendarDate().safeParse('2024-02-29').success).toBe(true);
    expect(messagesOf(calendarDate().safeParse('2023-02-30'))).toEqual(['Fecha no válida.']);
    expect(calendarDate().safeParse('0000-00-00').success).toBe(false);
  });
});
