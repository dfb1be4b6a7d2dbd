import { ApiError } from '@/lib/api-error';

/**
 * The server's message per refused field (a 400's `details`), for the fields the form has;
 * empty for any other failure.
 */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const details: unknown = error instanceof ApiError ? error.details : null;
  if (!Array.isArray(details)) return {};
  const found: Partial<Record<K, string>> = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    const field = fields.find((name) => name === detail.path);
    if (field && typeof detail.message === 'string') found[field] ??= detail.message;
  }
  return found;
}
