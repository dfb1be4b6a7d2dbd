import { fieldLimits } from './field-limits';

/**
 * The launch list of /coming-soon (issue 12): a visitor leaves an email to be told when the
 * studio launches, with explicit consent confirmed by email (double opt-in), as LSSI art. 21
 * asks of commercial emails. No zod here: this file ships to visitors (a zod object schema in
 * the browser probes `new Function`, which the strict CSP reports). launch-list.ts builds the
 * server's schema from these same rules.
 */
export const launchListMessages = {
  emailRequired: 'Escribe tu email.',
  emailInvalid: 'Escribe un email válido, por ejemplo nombre@ejemplo.com.',
  consentRequired: 'Marca la casilla para aceptar que te escribamos.',
  /** The answer to every sign-up, whatever the address's state: no one learns who is listed. */
  signupAccepted:
    'Revisa tu bandeja de entrada: te hemos enviado un email para confirmar tu dirección. Hasta que no pulses el enlace no te apuntamos.',
  signupFailed: 'No pudimos apuntarte. Inténtalo de nuevo en unos minutos.',
  confirmed: 'Listo: tu email está confirmado. Te avisaremos del lanzamiento.',
  unsubscribed: 'Te hemos dado de baja: no volverás a recibir nuestros avisos.',
  linkInvalid:
    'Este enlace no es válido. Copia el enlace completo del email o vuelve a apuntarte en Próximamente.',
  linkExpired: 'Este enlace ha caducado. Vuelve a apuntarte en Próximamente y te enviaremos otro.',
  unsubscribeLinkInvalid:
    'Este enlace de baja no es válido. Copia el enlace completo del email o escríbenos y te daremos de baja.',
  tooManySignups: 'Demasiados intentos desde tu conexión. Espera un rato e inténtalo de nuevo.',
  tooManyLinks: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  notFound: 'Esa inscripción ya no existe.',
} as const;

/**
 * The consent the form asks for, word for word: the checkbox's label (with «política de
 * privacidad» linked to /legal/privacy). The server stores this exact text with each sign-up,
 * so what a person agreed to can be shown later. Changing it changes what new sign-ups store.
 */
export const launchListConsentText =
  'Quiero recibir por email el aviso de lanzamiento y las novedades del estudio. He leído la política de privacidad.';

/**
 * The email rule: zod's own email pattern (`z.regexes.email`, checked equal in
 * launch-list.test.ts), so the form and the server accept the same addresses.
 */
export const launchListEmailPattern =
  // Copied verbatim (escapes included), so the test can compare it with zod's.
  // eslint-disable-next-line no-useless-escape
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** What the form sends, before the server trims and lower-cases the email. */
export interface LaunchListSignupValues {
  email: string;
  consent: boolean;
  website?: string;
}

/** The form's checks, by field, with the server's messages: none means it may be sent. */
export function launchListSignupErrors(
  values: LaunchListSignupValues,
): Partial<Record<'email' | 'consent', string>> {
  const email = values.email.trim().toLowerCase();
  const errors: Partial<Record<'email' | 'consent', string>> = {};
  if (!email) errors.email = launchListMessages.emailRequired;
  else if (email.length > fieldLimits.account.email || !launchListEmailPattern.test(email)) {
    errors.email = launchListMessages.emailInvalid;
  }
  if (!values.consent) errors.consent = launchListMessages.consentRequired;
  return errors;
}

export const launchListStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type LaunchListStatus = (typeof launchListStatuses)[number];
