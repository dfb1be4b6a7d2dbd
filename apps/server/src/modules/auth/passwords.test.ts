import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing';
import { isCommonPassword } from './password-policy';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, t=2, p=1 and verifies exactly what was typed', async () => {
    const hash = await hashPassword('Lumen#Fotos2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Lumen#Fotos2026')).toBe(true);
    expect(await verifyPassword(hash, 'lumen#fotos2026')).toBe(false);
    expect(await verifyPassword(hash, 'Lumen#Fotos2026 ')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('salts: the same password hashes differently', async () => {
    expect(await hashPassword('Lumen#Fotos2026')).not.toBe(await hashPassword('Lumen#Fotos2026'));
  });
});

describe('common passwords', () => {
  it.each(['password', 'Password1!', 'Qwerty123!', 'Dragon2024!', 'Fotografia1!', 'ESTUDIO#2026'])(
    'refuses %s',
    (p) => expect(isCommonPassword(p)).toBe(true),
  );
  it.each(['Lumen#Fotos2026', 'Tarde-de-Otoño#7', 'x9$Kq2!mVt'])('accepts %s', (p) =>
    expect(isCommonPassword(p)).toBe(false),
  );
});
