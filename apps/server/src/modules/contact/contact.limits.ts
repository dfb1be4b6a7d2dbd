import type { Limit } from '#src/infra/rate-limiter';

const HOUR = 60 * 60;

/**
 * The public forms' limits (the README lists them): fixed windows counted in the database,
 * per client address. Five an hour is more than a person writes, and caps what a script can
 * make the photographer read (the honeypot catches the simplest ones first).
 */
export const contactLimits = {
  messagesPerIp: { name: 'contact:ip', max: 5, windowSeconds: HOUR },
  withdrawalsPerIp: { name: 'withdrawal:ip', max: 5, windowSeconds: HOUR },
} satisfies Record<string, Limit>;

/**
 * Contact messages are kept "hasta responderte y, después, un año como máximo" (/legal/privacy):
 * removed a year after they arrived, which is never later than a year after the answer.
 */
export const MESSAGES_KEPT_DAYS = 365;
