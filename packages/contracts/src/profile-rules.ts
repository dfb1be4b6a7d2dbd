import type { Profile } from './profile';

/** A missing mail_confirmed counts as confirmed (docs/rules/accounts.md#session-state). */
export function isEmailConfirmed(profile: Pick<Profile, 'mail_confirmed'> | null): boolean {
  return profile?.mail_confirmed !== false;
}

/** The top bar shows the first word of the name, or 'Usuario'. */
export function displayFirstName(name: string | undefined | null): string {
  const first = name?.trim().split(/\s+/)[0] ?? '';
  return first.length > 0 ? first : 'Usuario';
}
