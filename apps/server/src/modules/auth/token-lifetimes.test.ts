import { describe, expect, it } from 'vitest';
import { confirmationEmail, resetEmail } from './auth.emails';
import {
  CONFIRM_EMAIL_TTL_SECONDS,
  lifetimeInSpanish,
  RESET_PASSWORD_TTL_SECONDS,
} from './token-lifetimes';

const brand = {
  siteName: 'Estudio',
  legalName: 'Ana Ruiz',
  taxId: '',
  address: '',
  contactEmail: 'hola@estudio.es',
  publicUrl: 'https://estudio.es',
};

describe('token lifetimes in the emails', () => {
  it('says lifetimes in Spanish', () => {
    expect(lifetimeInSpanish(60 * 60)).toBe('1 hora');
    expect(lifetimeInSpanish(24 * 60 * 60)).toBe('24 horas');
    expect(lifetimeInSpanish(30 * 60)).toBe('30 minutos');
  });

  it('promises in each email the lifetime the server enforces', () => {
    const confirm = confirmationEmail('a@b.es', 'Ana', 'https://x/confirm', brand);
    expect(confirm.text).toContain(
      `El enlace caduca en ${lifetimeInSpanish(CONFIRM_EMAIL_TTL_SECONDS)}.`,
    );
    const reset = resetEmail('a@b.es', 'Ana', 'https://x/reset', brand);
    expect(reset.text).toContain(
      `El enlace caduca en ${lifetimeInSpanish(RESET_PASSWORD_TTL_SECONDS)} y solo sirve una vez.`,
    );
    // Today's values, as the account pages tell customers.
    expect(confirm.text).toContain('caduca en 24 horas');
    expect(reset.text).toContain('caduca en 1 hora ');
  });
});
