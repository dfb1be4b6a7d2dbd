import { ApiError } from '@/lib/api-error';

/**
 * A refused save's messages by field: the server's `details` paths ('value.title',
 * 'value.items.0.priceFromCents') without the leading 'value.'; the first message wins.
 */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  const details: unknown = error instanceof ApiError ? error.details : null;
  const errors: Record<string, string> = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
    const path = detail.path.replace(/^value\.?/, '');
    errors[path] ??= detail.message;
  }
  return errors;
}
