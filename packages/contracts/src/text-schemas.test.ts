import { describe, expect, it } from 'vitest';
import { requiredText, safeText } from './text-schemas';

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
