/** How long each token lives: what the server enforces and what the emails promise. */
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const SESSION_TTL = { persistentSeconds: 30 * DAY, browserSeconds: 12 * HOUR };
export const CONFIRM_EMAIL_TTL_SECONDS = DAY;
export const RESET_PASSWORD_TTL_SECONDS = HOUR;
/**
 * How long a refresh token just rotated still answers with its successor instead of
 * counting as a replay: two tabs refreshing at once send the same cookie
 * (docs/rules/accounts.md#tokens).
 */
export const REFRESH_GRACE_SECONDS = 20;

/** '1 hora', '24 horas', '30 minutos': a lifetime as the emails say it. */
export function lifetimeInSpanish(seconds: number): string {
  if (seconds % HOUR === 0) {
    const hours = seconds / HOUR;
    return hours === 1 ? '1 hora' : `${hours} horas`;
  }
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
