import { describe, expect, it } from 'vitest';
import { forbiddenCharacterIn, isBlankText, visibleText } from './text-rules';

describe('forbiddenCharacterIn', () => {
  it.each([
    ['a NUL byte', 'Ana\u0000'],
    ['a lone high surrogate', 'Ana \ud83d'],
    ['a lone low surrogate', '\ude00 Ana'],
    ['a C0 control character', 'Ana\u0007López'],
    ['DEL', 'Ana\u007f'],
    ['a C1 control character', 'Ana\u0085'],
    ['a non-character', 'Ana\uffff'],
  ])('finds %s', (_name, value) => {
    expect(forbiddenCharacterIn(value)).not.toBeNull();
  });

  it.each([
    ['accents and ñ', 'Begoña Ibáñez'],
    ['an emoji (a surrogate pair)', 'Atardecer 🌅 en Cádiz'],
    ['line breaks and tabs in long text', 'Primera línea\r\nSegunda\tlínea'],
    ['CJK', '東京の夜'],
  ])('accepts %s', (_name, value) => {
    expect(forbiddenCharacterIn(value)).toBeNull();
  });

  it('refuses line breaks where the text is one line', () => {
    expect(forbiddenCharacterIn('Ana\nLópez', { singleLine: true })).not.toBeNull();
    expect(forbiddenCharacterIn('Ana López', { singleLine: true })).toBeNull();
  });
});

describe('visibleText and isBlankText', () => {
  it('drops zero-width and bidi characters and trims', () => {
    expect(visibleText('\u200b Ana\u200d \ufeff')).toBe('Ana');
    expect(visibleText('\u202eAna\u202c')).toBe('Ana');
  });

  it('calls text blank when nothing visible is left', () => {
    expect(isBlankText('  ')).toBe(true);
    expect(isBlankText('\u200b\u200c\u2060\ufeff\u00ad')).toBe(true);
    expect(isBlankText('\u3000')).toBe(true);
    expect(isBlankText(' a ')).toBe(false);
  });
});
