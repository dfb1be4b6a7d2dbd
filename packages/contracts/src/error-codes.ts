/**
 * Error codes without zod: the browser imports them, and this file keeps zod out of the
 * visitor's bundle. errors.ts builds the error body's schema from them.
 */
/** The generic codes: one per HTTP status, so a status maps back to its code. */
export const genericErrorStatusByCode = {
  invalid_data: 400,
  unauthenticated: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  provider_failed: 502,
  unavailable: 503,
} as const;

/** Codes naming one rule, more precise than the generic code of the same status. */
const specificErrorStatusByCode = {
  /** A new password equal to the current one (change password). */
  password_unchanged: 400,
  /** An action that needs the account's email confirmed first. */
  email_unconfirmed: 403,
  /** A partner application while another of the same account waits for review. */
  partner_application_pending: 409,
  /** A partner application from an account that is already partner (or admin). */
  already_partner: 409,
  /** A one-time link (launch list confirmation, unsubscribe) that matches nothing. */
  link_invalid: 400,
  /** A one-time link that did match, but whose time ran out. */
  link_expired: 410,
  /** A hero photo for the home page that does not exist or is hidden. */
  hero_photo_unavailable: 400,
} as const;

/**
 * The closed set of error codes the API answers with, and the HTTP status of each.
 * Programs switch on `error`; people read `message` (Spanish).
 */
export const errorStatusByCode = { ...genericErrorStatusByCode, ...specificErrorStatusByCode };

export type ErrorCode = keyof typeof errorStatusByCode;

export const errorCodes = Object.keys(errorStatusByCode) as [ErrorCode, ...ErrorCode[]];

/** Default Spanish message for each code, used when a more specific one is not given. */
export const defaultErrorMessages: Record<ErrorCode, string> = {
  invalid_data: 'Los datos enviados no son válidos.',
  unauthenticated: 'Necesitas iniciar sesión para continuar.',
  not_allowed: 'No tienes permiso para realizar esta acción.',
  not_found: 'No encontramos lo que buscas.',
  conflict: 'La operación entra en conflicto con el estado actual.',
  too_large: 'El contenido enviado es demasiado grande.',
  unsupported_media_type: 'El formato del contenido enviado no está admitido.',
  unprocessable: 'No se pudo procesar el contenido enviado.',
  rate_limited: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  internal: 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.',
  provider_failed: 'Un servicio externo no respondió correctamente. Inténtalo de nuevo más tarde.',
  unavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo más tarde.',
  password_unchanged: 'La nueva contraseña debe ser distinta de la actual.',
  email_unconfirmed: 'Confirma tu email para continuar.',
  partner_application_pending: 'Ya tienes una solicitud pendiente de revisión.',
  already_partner: 'Tu cuenta ya es partner.',
  link_invalid: 'Este enlace no es válido.',
  link_expired: 'Este enlace ha caducado.',
  hero_photo_unavailable: 'Esa foto ya no está publicada en la galería.',
};

/** Maps an HTTP status to the code of the closed set that describes it best. */
export function errorCodeForStatus(status: number): ErrorCode {
  const exact = (Object.entries(genericErrorStatusByCode) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  if (exact) return exact[0];
  if (status >= 500) return 'internal';
  return 'invalid_data';
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatusByCode, value);
}
