import type { Profile } from '@shop/contracts';

/** Whether the signed-in user may see the admin areas (the server enforces it as well). */
export function isAdmin(profile: Pick<Profile, 'role'> | null): boolean {
  return profile?.role === 'admin';
}
