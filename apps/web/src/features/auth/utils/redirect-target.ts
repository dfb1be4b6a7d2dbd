import { paths } from '@shop/contracts';

// Control characters and backslashes: browsers ignore or rewrite them in URLs, which can
// turn "/\evil.com" or "/<tab>/evil.com" into a link to another site.
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || value[i] === '\\') return true;
  }
  return false;
}

/**
 * A `redirect` query value we may navigate to: a path on this site, starting with a single
 * "/". Anything else (absolute URLs, "//host", odd characters) gives null.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || hasUnsafeCharacter(raw)) return null;
  return raw;
}

/** After signing in: the redirect target or /profile (docs/rules/accounts.md#after-sign-in). */
export function redirectTargetOrProfile(raw: string | null | undefined): string {
  return safeRedirectPath(raw) ?? paths.profile.build();
}

/** `path` carrying the same-site redirect target along (sign-in ↔ sign-up links). */
export function withRedirect(path: string, raw: string | null | undefined): string {
  const target = safeRedirectPath(raw);
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}
