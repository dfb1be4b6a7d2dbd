import type { MultipartValue } from '@fastify/multipart';
import type { z } from 'zod';
import { AppError } from './errors';

/** The text of a multipart field; a value cut at the field size limit is refused, not kept. */
export function fieldText(part: MultipartValue): string | null {
  if (part.valueTruncated) {
    throw new AppError('invalid_data', undefined, [{ path: part.fieldname, message: 'too long' }]);
  }
  return typeof part.value === 'string' ? part.value : null;
}

/**
 * Checks the collected text fields of a multipart form against its contract (a zod schema
 * from @shop/contracts): 400 invalid_data with the first issue's Spanish message, and every
 * issue in details, shaped like the JSON bodies' validation errors.
 */
export function parseFormFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issues = result.error.issues;
  throw new AppError(
    'invalid_data',
    issues[0]?.message,
    issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
