import { randomBytes } from 'node:crypto';
import { meetsPasswordRules, normalizeEmail, passwordRules } from '@shop/contracts';
import type { Database } from '../../db/client';
import { hashPassword, isCommonPassword } from '../../lib/passwords';
import { createUsersRepository } from './users.repository';

export class AdminAccountError extends Error {}

/**
 * Creates an admin, or makes an existing account admin with the given password. The only
 * way to get the admin role: no API grants it.
 */
export async function upsertAdmin(
  db: Database,
  input: { email: string; password: string; name?: string },
) {
  const email = normalizeEmail(input.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new AdminAccountError('Email no válido.');
  if (!meetsPasswordRules(input.password, passwordRules) || isCommonPassword(input.password)) {
    throw new AdminAccountError(
      'La contraseña necesita 8+ caracteres, una mayúscula, un número y un carácter especial, y no puede ser común.',
    );
  }
  const users = createUsersRepository(db);
  const passwordHash = await hashPassword(input.password);
  const existing = await users.findByEmail(email);
  if (existing) {
    await users.update(existing.id, { role: 'admin', passwordHash, mailConfirmed: true });
    return { email, created: false };
  }
  await users.insert({
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
export async function createDemoAdminIfEmpty(db: Database) {
  if ((await createUsersRepository(db).count()) > 0) return null;
  const credentials = { email: 'admin@example.com', password: generatePassword() };
  await upsertAdmin(db, { ...credentials, name: 'Admin de demostración' });
  return credentials;
}
