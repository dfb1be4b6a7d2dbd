/** How long each token lives: what the server enforces and what the emails promise. */
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const SESSION_TTL = { persistentSeconds: 30 * DAY, browserSeconds: 12 * HOUR };
export const CONFIRM_EMAIL_TTL_SECONDS = DAY;
export const RESET_PASSWORD_TTL_SECONDS = HOUR;

/** '1 hora', '24 horas', '30 minutos': a lifetime as the emails say it. */
export function lifetimeInSpanish(seconds: number): string {
  if (seconds % HOUR === 0) {
    const hours = seconds / HOUR;
    return hours === 1 ? '1 hora' : `${hours} horas`;
  }
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
