import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@shop/contracts';
import type { UserAccounts } from '#src/modules/users/user-accounts.port';
import { hashPassword } from './password-hashing';
import { passwordProblem } from './password-policy';

export class AdminAccountError extends Error {}

/**
 * Creates an admin, or makes an existing account admin with the given password. The only
 * way to get the admin role: no API grants it.
 */
export async function upsertAdmin(
  accounts: UserAccounts,
  input: { email: string; password: string; name?: string },
) {
  const email = normalizeEmail(input.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new AdminAccountError('Email no válido.');
  if (passwordProblem(input.password, 'admin')) {
    throw new AdminAccountError(
      'La contraseña necesita 8+ caracteres, una mayúscula, un número y un carácter especial, y no puede ser común.',
    );
  }
  const passwordHash = await hashPassword(input.password);
  const existing = await accounts.findByEmail(email);
  if (existing) {
    await accounts.update(existing.id, { role: 'admin', passwordHash, mailConfirmed: true });
    return { email, created: false };
  }
  await accounts.create({
    email,
    name: input.name ?? 'Administración',
    role: 'admin',
    passwordHash,
    mailConfirmed: true,
  });
  return { email, created: true };
}

/** A password that meets the rules, for the demo admin. */
function generatePassword() {
  return `Demo-${randomBytes(9).toString('base64url')}#7a`;
}

/**
 * On an empty embedded database, one demo admin so a newcomer can open the admin area.
 * Returns the credentials to print once; null when there are users already.
 */
export async function createDemoAdminIfEmpty(accounts: UserAccounts) {
  if ((await accounts.count()) > 0) return null;
  const credentials = { email: 'admin@example.com', password: generatePassword() };
  await upsertAdmin(accounts, { ...credentials, name: 'Admin de demostración' });
  return credentials;
}
