import type { Limit } from '#src/infra/rate-limiter';

/** The limits of the account endpoints (README lists them). */
export const limits = {
  signInPerIp: { name: 'signin:ip', max: 30, windowSeconds: 15 * 60 },
  signInPerAccount: { name: 'signin:account', max: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { name: 'signup:ip', max: 10, windowSeconds: 60 * 60 },
  googlePerIp: { name: 'google:ip', max: 30, windowSeconds: 15 * 60 },
  resetRequestPerIp: { name: 'reset-request:ip', max: 10, windowSeconds: 60 * 60 },
  resetRequestPerAccount: { name: 'reset-request:account', max: 3, windowSeconds: 60 * 60 },
  tokenUsePerIp: { name: 'token:ip', max: 30, windowSeconds: 15 * 60 },
  resendPerAccount: { name: 'resend:account', max: 3, windowSeconds: 15 * 60 },
  changePasswordPerAccount: { name: 'change-password:account', max: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;
