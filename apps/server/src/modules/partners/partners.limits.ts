import type { Limit } from '#src/infra/rate-limiter';

/** Each application emails the photographer: a few a day per account is plenty. */
export const partnerLimits = {
  applicationsPerAccount: {
    name: 'partners:apply',
    max: 3,
    windowSeconds: 24 * 3600,
  } satisfies Limit,
  message: 'Has enviado varias solicitudes hoy. Vuelve a intentarlo mañana.',
};

/** A rejected application is kept a year after the decision (/legal/privacy), then removed. */
export const REJECTED_KEPT_DAYS = 365;
