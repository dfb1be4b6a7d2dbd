import { describe, expect, it } from 'vitest';
import { displayFirstName, isEmailConfirmed } from './profile-rules';

describe('isEmailConfirmed', () => {
  it('counts a missing mail_confirmed as confirmed', () => {
    expect(isEmailConfirmed({})).toBe(true);
    expect(isEmailConfirmed(null)).toBe(true);
  });
  it('follows mail_confirmed when present', () => {
    expect(isEmailConfirmed({ mail_confirmed: false })).toBe(false);
    expect(isEmailConfirmed({ mail_confirmed: true })).toBe(true);
  });
});

describe('displayFirstName', () => {
  it('shows the first word of the name', () => {
    expect(displayFirstName('  María José Pérez ')).toBe('María');
  });
  it("falls back to 'Usuario'", () => {
    expect(displayFirstName('')).toBe('Usuario');
    expect(displayFirstName(undefined)).toBe('Usuario');
  });
});
