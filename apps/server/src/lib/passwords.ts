import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// argon2id with OWASP's profile: 19 MiB, t=2, p=1 (the library's defaults, pinned here).
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the account does not exist keeps the answer time the same.
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
const contextWords = ['fotografia', 'fotografía', 'fotos', 'estudio', 'prodigi', 'tienda'];

/**
 * ASVS 6.2.4: refuse the ~49,000 most common passwords, also when dressed up with
 * capitals and a trailing number or symbol ("Password1!"), and the shop's own words.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-zñ]+|[^a-zñ]+$/g, '');
  if (common.has(lower) || (core.length >= 4 && common.has(core))) return true;
  return contextWords.includes(core);
}
