import fp from 'fastify-plugin';
import { AppError } from '#src/lib/errors';
import { createRateLimitsRepository } from './rate-limits.repository';

export interface Limit {
  /** Counter name, e.g. 'signin:ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit per check; throws 429 with the (Spanish) message when any is over. */
  enforce(checks: [Limit, string][], message: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Infrastructure: rate limits whose counters live in PostgreSQL, so every server process
 * sees the same numbers. Domains declare their own limits (e.g. modules/auth/auth.limits.ts).
 */
export const rateLimiterPlugin = fp(
  async (app) => {
    const repository = createRateLimitsRepository(app.database.db);
    app.decorate('rateLimiter', {
      async enforce(checks, message) {
        for (const [limit, subject] of checks) {
          const count = await repository.hit(`${limit.name}:${subject}`, limit.windowSeconds);
          if (Math.random() < 0.01) await repository.removeOlderThanADay();
          if (count > limit.max) {
            const key = `${limit.name}:${subject}`;
            const retryAfterSeconds = await repository.secondsLeft(key, limit.windowSeconds);
            throw new AppError(
              'rate_limited',
              message,
              { retryAfterSeconds },
              { retryAfterSeconds },
            );
          }
        }
      },
    } satisfies RateLimiter);
  },
  { name: 'rate-limiter', dependencies: ['database'], fastify: '5.x' },
);
