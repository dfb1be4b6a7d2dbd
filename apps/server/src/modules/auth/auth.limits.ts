import type { Limit } from '#src/infra/rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The limits of the account endpoints (docs/rules/accounts.md#rate-limits; the README's
 * table lists them). Sign-in counts failures only (sign-in-throttle.ts): the per-account
 * ceiling never refuses by itself, it slows every pair to 1 try per window.
 */
export const limits = {
  signInPerIp: { name: 'signin:ip', max: 30, windowSeconds: 15 * MINUTE },
  signInPerPair: { name: 'signin:pair', max: 5, windowSeconds: 15 * MINUTE },
  signInPerAccount: { name: 'signin:account', max: 100, windowSeconds: HOUR },
  signUpPerIp: { name: 'signup:ip', max: 10, windowSeconds: HOUR },
  googlePerIp: { name: 'google:ip', max: 30, windowSeconds: 15 * MINUTE },
  resetRequestPerIp: { name: 'reset-request:ip', max: 10, windowSeconds: HOUR },
  /**
   * Per account against inbox flooding. A stranger can use up the owner's 3 requests, but
   * each one emails the owner and replaces the previous link, and a reset link lives as
   * long as this window (RESET_PASSWORD_TTL_SECONDS), so the owner's inbox always holds a
   * working link while they are refused.
   */
  resetRequestPerAccount: { name: 'reset-request:account', max: 3, windowSeconds: HOUR },
  tokenUsePerIp: { name: 'token:ip', max: 30, windowSeconds: 15 * MINUTE },
  /**
   * Keyed by the email on the public resend and by the user id on the signed-in one, so a
   * stranger flooding the public form (which emails the owner a fresh link each time)
   * never blocks the owner's own resend from the profile.
   */
  resendPerAccount: { name: 'resend:account', max: 3, windowSeconds: 15 * MINUTE },
  changePasswordPerAccount: {
    name: 'change-password:account',
    max: 10,
    windowSeconds: 15 * MINUTE,
  },
} satisfies Record<string, Limit>;

/** Tries per window each (account, address) pair keeps once the account is over its ceiling. */
export const SLOWED_PAIR_MAX = 1;
