import { accountMessages as msg } from '@shop/contracts';
import { rateLimited, type RateLimiter } from '#src/infra/rate-limiter';
import { clientNetwork } from '#src/lib/client-network';
import { limits, SLOWED_PAIR_MAX } from './auth.limits';

/**
 * Anti-automation for password sign-in (numbers and reasons in auth.limits.ts). An attempt
 * is counted as a failure before the password is checked, so parallel guesses cannot slip
 * past the counters, and `succeeded` takes it back.
 */
export function createSignInThrottle(limiter: RateLimiter) {
  const { signInPerIp, signInPerPair, signInPerAccount } = limits;
  // The limiter counts an address subject by its network; a pair must say so itself.
  const pair = (email: string, ip: string) => `${clientNetwork(ip)} ${email}`;

  return {
    /** Throws 429 (with Retry-After) when this address, or this address on this account, must wait. */
    async admit(email: string, ip: string): Promise<void> {
      const byIp = await limiter.hit(signInPerIp, ip);
      if (byIp.count > signInPerIp.max) {
        throw rateLimited(msg.tooManySignIns, byIp.retryAfterSeconds);
      }
      const accountFailures = await limiter.count(signInPerAccount, email);
      const pairMax = accountFailures >= signInPerAccount.max ? SLOWED_PAIR_MAX : signInPerPair.max;
      const byPair = await limiter.hit(signInPerPair, pair(email, ip));
      if (byPair.count > pairMax) {
        // Refused before any password check: not a failure of this address across accounts.
        await limiter.undo(signInPerIp, ip);
        throw rateLimited(msg.tooManySignIns, byPair.retryAfterSeconds);
      }
      await limiter.hit(signInPerAccount, email);
    },

    /** The password was right: this attempt was no failure, and the pair starts afresh. */
    async succeeded(email: string, ip: string): Promise<void> {
      await limiter.reset(signInPerPair, pair(email, ip));
      await limiter.undo(signInPerIp, ip);
      await limiter.undo(signInPerAccount, email);
    },
  };
}
