import fp from 'fastify-plugin';
import { clientNetwork } from '#src/lib/client-network';
import { AppError } from '#src/lib/errors';
import { createRateLimitsRepository, type WindowCount } from './rate-limits.repository';

export interface Limit {
  /** Counter name, e.g. 'signin:ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit per check; throws 429 with the (Spanish) message when any is over. */
  enforce(checks: [Limit, string][], message: string): Promise<void>;
  /** Counts one hit on the subject's counter and answers where it stands. */
  hit(limit: Limit, subject: string): Promise<WindowCount>;
  /** The subject's hits in the current window, without counting one. */
  count(limit: Limit, subject: string): Promise<number>;
  /** Takes one hit back. */
  undo(limit: Limit, subject: string): Promise<void>;
  /** Forgets the subject's counter. */
  reset(limit: Limit, subject: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** The 429 every limit answers; the error handler turns retryAfterSeconds into Retry-After. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', message, { retryAfterSeconds }, { retryAfterSeconds });

/**
 * Infrastructure: rate limits whose counters live in PostgreSQL, so every server process
 * sees the same numbers. Domains declare their own limits (e.g. modules/auth/auth.limits.ts).
 * A subject that is an address is counted by its network (lib/client-network.ts: an IPv6
 * address by its /64, IPv4 mapped into IPv6 as IPv4); a subject that joins an address to
 * something else (an account) must name the address by `clientNetwork` itself.
 */
export const rateLimiterPlugin = fp(
  async (app) => {
    const repository = createRateLimitsRepository(app.database.db);
    // An address counts for its whole IPv6 /64: one subscriber holds all of it.
    const keyOf = (limit: Limit, subject: string) => `${limit.name}:${clientNetwork(subject)}`;
    const limiter: RateLimiter = {
      async hit(limit, subject) {
        if (Math.random() < 0.01) await repository.removeOlderThanADay();
        return repository.hit(keyOf(limit, subject), limit.windowSeconds);
      },
      async enforce(checks, message) {
        for (const [limit, subject] of checks) {
          const { count, retryAfterSeconds } = await limiter.hit(limit, subject);
          if (count > limit.max) throw rateLimited(message, retryAfterSeconds);
        }
      },
      count: (limit, subject) => repository.count(keyOf(limit, subject), limit.windowSeconds),
      undo: (limit, subject) => repository.undo(keyOf(limit, subject)),
      reset: (limit, subject) => repository.reset(keyOf(limit, subject)),
    };
    app.decorate('rateLimiter', limiter);
  },
  { name: 'rate-limiter', dependencies: ['database'], fastify: '5.x' },
);
