import { z } from 'zod';
import { errorCodes } from './error-codes';

export const errorBodySchema = z
  .object({
    error: z.enum(errorCodes),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
