import type { MultipartValue } from '@fastify/multipart';
import type { z } from 'zod';
import { AppError } from './errors';

// What the multipart parser throws for a body without a boundary (or with one too long), cut
// short, or closed early: plain errors, known only by their text.
const BROKEN_MULTIPART =
  /boundary|end of multipart data|needle cannot|Unsupported Content-Type|Missing Content-Type/i;
const BROKEN_MULTIPART_CODES = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION']);
export const brokenFormMessage = 'El formulario llegó incompleto o mal formado. Vuelve a enviarlo.';

/** A multipart body the parser could not read, as a 400 invalid_data; null for other errors. */
export function brokenMultipartError(err: unknown): AppError | null {
  if (!(err instanceof Error) || err instanceof AppError) return null;
  const code = (err as { code?: unknown }).code;
  const broken =
    (typeof code === 'string' && BROKEN_MULTIPART_CODES.has(code)) ||
    (code === undefined && BROKEN_MULTIPART.test(err.message));
  return broken
    ? new AppError('invalid_data', brokenFormMessage, [
        { path: 'body', message: brokenFormMessage },
      ])
    : null;
}

/** The text of a multipart field; a value cut at the field size limit is refused, not kept. */
export function fieldText(part: MultipartValue): string | null {
  if (part.valueTruncated) {
    throw new AppError('invalid_data', undefined, [
      { path: part.fieldname, message: 'El campo es demasiado largo.' },
    ]);
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
