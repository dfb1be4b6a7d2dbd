import { z } from 'zod';

/** A route's 200 that is a file (a PDF, a ZIP), as the OpenAPI document describes it. */
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
