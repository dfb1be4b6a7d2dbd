import type { Profile } from './profile';

/** §3: a missing mail_confirmed counts as confirmed. */
export function isEmailConfirmed(profile: Pick<Profile, 'mail_confirmed'> | null): boolean {
  return profile?.mail_confirmed !== false;
}

/** The top bar shows the first word of the name, or 'Usuario'. */
export function displayFirstName(name: string | undefined | null): string {
  const first = name?.trim().split(/\s+/)[0] ?? '';
  return first.length > 0 ? first : 'Usuario';
}
