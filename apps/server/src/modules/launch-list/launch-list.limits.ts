import type { Limit } from '#src/infra/rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The launch list's limits (the README lists them). Sign-ups per address keep a script from
 * filling strangers' inboxes; one pending address gets at most one confirmation email per
 * RESEND_AFTER_SECONDS however often it is submitted, so the form cannot be used to flood it.
 */
export const limits = {
  signupPerIp: { name: 'launch-list:signup:ip', max: 10, windowSeconds: HOUR },
  tokenUsePerIp: { name: 'launch-list:token:ip', max: 30, windowSeconds: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** A pending address is emailed again only this long after its last email. */
export const RESEND_AFTER_SECONDS = 10 * MINUTE;

/** How long a confirmation link works. */
export const CONFIRM_TTL_DAYS = 7;
export const CONFIRM_TTL_SECONDS = CONFIRM_TTL_DAYS * DAY;

/** A request never confirmed is erased after this: without confirmation there is no consent. */
export const UNCONFIRMED_KEPT_DAYS = 30;
