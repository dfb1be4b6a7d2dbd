import { z } from 'zod';

/**
 * A route's 200 that is a file (a PDF, a ZIP, a JPEG), as the OpenAPI document describes it:
 * only the 200 has the file's type, the route's errors stay JSON.
 */
export const binaryResponse = (contentType: string, description: string) => ({
  description,
  content: {
    [contentType]: {
      schema: z
        .custom<Buffer>((value) => Buffer.isBuffer(value))
        .meta({ type: 'string', format: 'binary' }),
    },
  },
});

/** A route's 200 that is text of another type than JSON (CSV, a calendar, Prometheus's). */
export const textResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string() } },
});
