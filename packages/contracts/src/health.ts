import { z } from 'zod';

/** One part the shop needs: 'ok', or 'down' with the kind of failure ('unreachable', 'timeout', 'jobs overdue'). */
export const healthCheckSchema = z
  .object({
    status: z.enum(['ok', 'down']),
    /** Where it runs: 'disk' or 'bucket' for files, 'simulator' or 'remote' for providers. */
    kind: z.string().optional(),
    reason: z.string().optional(),
  })
  .meta({ id: 'HealthCheck' });

export const healthResponseSchema = z
  .object({
    /** 'degraded': the database answers, something else the shop needs does not. */
    status: z.enum(['ok', 'degraded']),
    database: z.literal('ok'),
    uptimeSeconds: z.number().int().nonnegative(),
    checks: z.object({
      storage: healthCheckSchema,
      jobs: healthCheckSchema.extend({
        workersAlive: z.number().int().nonnegative(),
        overdue: z.number().int().nonnegative(),
        failedLastDay: z.number().int().nonnegative(),
      }),
      stripe: healthCheckSchema,
      prodigi: healthCheckSchema,
    }),
  })
  .meta({ id: 'Health' });

export type HealthCheck = z.infer<typeof healthCheckSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;
