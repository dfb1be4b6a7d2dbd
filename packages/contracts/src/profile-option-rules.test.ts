import { describe, expect, it } from 'vitest';
import { profileOptionMessages as m, profileOptionProblem } from './profile-option-rules';
import { textMessages } from './text-rules';

const select = { type: 'select', options: [{ value: 'instagram' }, { value: 'google' }] };

describe('profileOptionProblem', () => {
  it('accepts an empty answer for any field', () => {
    for (const type of ['text', 'date', 'select', 'boolean', 'number']) {
      expect(profileOptionProblem({ type }, '')).toBeNull();
      expect(profileOptionProblem({ type }, null)).toBeNull();
    }
  });

  it('checks each type', () => {
    expect(profileOptionProblem(select, 'google')).toBeNull();
    expect(profileOptionProblem(select, 'tv')).toBe(m.notAnOption);
    expect(profileOptionProblem({ type: 'radio', options: [] }, 'x')).toBe(m.notAnOption);
    expect(profileOptionProblem({ type: 'date' }, '2024-02-29')).toBeNull();
    expect(profileOptionProblem({ type: 'date' }, '2023-02-29')).toBe(textMessages.invalidDate);
    expect(profileOptionProblem({ type: 'boolean' }, 'true')).toBe(m.notYesNo);
    expect(profileOptionProblem({ type: 'checkbox' }, true)).toBeNull();
    expect(profileOptionProblem({ type: 'number' }, 3.5)).toBeNull();
    expect(profileOptionProblem({ type: 'number' }, '3,5')).toBeNull();
    expect(profileOptionProblem({ type: 'number' }, 'tres')).toBe(m.notNumber);
    const ticks = { type: 'checkbox', options: [{ value: 'a' }, { value: 'b' }] };
    expect(profileOptionProblem(ticks, ['a', 'b'])).toBeNull();
    expect(profileOptionProblem(ticks, ['a', 'z'])).toBe(m.notAnOption);
    expect(profileOptionProblem(ticks, true)).toBe(m.notAnOption);
    expect(profileOptionProblem({ type: 'email' }, 'ana@example.com')).toBeNull();
    expect(profileOptionProblem({ type: 'email' }, 'ana')).toBe(m.badEmail);
    expect(profileOptionProblem({ type: 'phone' }, '+34 600 000 000')).toBeNull();
    expect(profileOptionProblem({ type: 'phone' }, 'llámame')).toBe(m.badPhone);
  });

  it('refuses text that cannot be stored, too long, or on two lines where one is expected', () => {
    expect(profileOptionProblem({ type: 'text' }, 'Sevilla\u0000')).toBe(
      textMessages.forbiddenCharacter,
    );
    expect(profileOptionProblem({ type: 'text' }, 'a\nb')).toBe(textMessages.lineBreak);
    expect(profileOptionProblem({ type: 'textarea' }, 'a\nb')).toBeNull();
    expect(profileOptionProblem({ type: 'text' }, 'x'.repeat(1001))).toBe(
      textMessages.tooLong(1000),
    );
    expect(profileOptionProblem({ type: 'text' }, 5)).toBe(m.notText);
  });
});
