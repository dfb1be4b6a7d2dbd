import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  changePasswordRules,
  checkPasswordRules,
  firstBrokenRule,
  meetsPasswordRules,
  passwordRules,
} from './password-rules';

describe('sign-up and reset password rules', () => {
  it('accept a password with 8+ characters, an uppercase letter, a number and a special', () => {
    expect(meetsPasswordRules('Fotos#2026', passwordRules)).toBe(true);
  });

  it.each([
    ['Ab1!xyz', 'length'],
    ['fotos#2026', 'uppercase'],
    ['Fotos#abcd', 'number'],
    ['Fotos2026x', 'special'],
  ])('refuse %s for the rule %s', (password, rule) => {
    expect(meetsPasswordRules(password, passwordRules)).toBe(false);
    const failing = checkPasswordRules(password, passwordRules).filter((r) => !r.ok);
    expect(failing.map((r) => r.id)).toEqual([rule]);
  });

  it('count as special exactly the characters of the spec', () => {
    for (const c of PASSWORD_SPECIAL_CHARACTERS) {
      expect(meetsPasswordRules(`Fotos2026${c}`, passwordRules)).toBe(true);
    }
    for (const c of ['-', '_', '+', '=', '~', '/', "'", ' ', '[', ']']) {
      expect(meetsPasswordRules(`Fotos2026${c}`, passwordRules)).toBe(false);
    }
  });

  it('refuse passwords over 128 characters instead of truncating them', () => {
    expect(meetsPasswordRules(`Aa1!${'x'.repeat(124)}`, passwordRules)).toBe(true);
    expect(meetsPasswordRules(`Aa1!${'x'.repeat(125)}`, passwordRules)).toBe(false);
  });
});

describe('change password rules', () => {
  it('need 8+ characters, uppercase, lowercase and a number (no special needed)', () => {
    expect(meetsPasswordRules('Fotos2026', changePasswordRules)).toBe(true);
  });

  it('report the first broken rule, in order', () => {
    expect(firstBrokenRule('abc', changePasswordRules)?.id).toBe('length');
    expect(firstBrokenRule('fotos2026', changePasswordRules)?.id).toBe('uppercase');
    expect(firstBrokenRule('FOTOS2026', changePasswordRules)?.id).toBe('lowercase');
    expect(firstBrokenRule('Fotografia', changePasswordRules)?.label).toBe(
      'La nueva contraseña debe incluir un número',
    );
  });
});
