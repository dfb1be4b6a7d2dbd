import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { messageFrom, textOr } from './error-message';

describe('messageFrom', () => {
  it("uses the server's message when it sent one", () => {
    expect(
      messageFrom(new ApiError(401, 'unauthenticated', 'Email o contraseña incorrectos.'), 'x'),
    ).toBe('Email o contraseña incorrectos.');
  });

  it('falls back when the answer carried no message, or the request never reached the server', () => {
    expect(
      messageFrom(new ApiError(502, 'provider_failed', 'HTTP 502'), 'No se pudo iniciar sesión.'),
    ).toBe('No se pudo iniciar sesión.');
    expect(messageFrom(new TypeError('Failed to fetch'), 'No se pudo iniciar sesión.')).toBe(
      'No se pudo iniciar sesión.',
    );
    expect(messageFrom(new ApiError(200, 'internal', ''), 'No se pudo iniciar sesión.')).toBe(
      'No se pudo iniciar sesión.',
    );
  });
});

describe('textOr', () => {
  it('keeps a non-empty text and replaces a blank or missing one', () => {
    expect(textOr('Hola', 'x')).toBe('Hola');
    expect(textOr('  ', 'x')).toBe('x');
    expect(textOr(undefined, 'x')).toBe('x');
  });
});
