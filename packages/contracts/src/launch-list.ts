import { z } from 'zod';
import { fieldLimits } from './field-limits';

/**
 * The launch list of /coming-soon (issue 12): a visitor leaves an email to be told when the
 * studio launches, with explicit consent confirmed by email (double opt-in), as LSSI art. 21
 * asks of commercial emails. The same schema checks the server's input and the web form.
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

const m = launchListMessages;

export const launchListSignupBodySchema = z
  .object({
    email: z
      .string(m.emailRequired)
      .trim()
      .toLowerCase()
      .min(1, m.emailRequired)
      .max(fieldLimits.account.email, m.emailInvalid)
      .pipe(z.email(m.emailInvalid)),
    /** Must be literally true: no pre-ticked or implied consent. */
    consent: z.literal(true, m.consentRequired),
    /**
     * A field people never see (hidden from view and from screen readers): a bot that fills
     * it gets the same answer as anyone, and nothing is stored or sent.
     */
    website: z.string().max(500).optional(),
  })
  .meta({ id: 'LaunchListSignupBody' });
export type LaunchListSignupBody = z.input<typeof launchListSignupBodySchema>;

export const launchListTokenBodySchema = z
  .object({ token: z.string().min(16, m.linkInvalid).max(200, m.linkInvalid) })
  .meta({ id: 'LaunchListTokenBody' });

export const launchListStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type LaunchListStatus = (typeof launchListStatuses)[number];

export const launchListAnswerSchema = z
  .object({ message: z.string() })
  .meta({ id: 'LaunchListAnswer' });

export const launchListResultSchema = z
  .object({ status: z.enum(launchListStatuses), message: z.string() })
  .meta({ id: 'LaunchListResult' });
export type LaunchListResult = z.infer<typeof launchListResultSchema>;

export const launchListSignupSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    status: z.enum(launchListStatuses),
    consentText: z.string(),
    consentedAt: z.iso.datetime(),
    confirmedAt: z.iso.datetime().nullable(),
    unsubscribedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'LaunchListSignup' });
export type LaunchListSignup = z.infer<typeof launchListSignupSchema>;

export const adminLaunchListQuerySchema = z.object({
  status: z.enum(launchListStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminLaunchListQuery = z.input<typeof adminLaunchListQuerySchema>;

export const adminLaunchListSchema = z
  .object({
    items: z.array(launchListSignupSchema),
    /** Sign-ups matching the query (all pages). */
    total: z.number().int(),
    counts: z.object({
      pending: z.number().int(),
      confirmed: z.number().int(),
      unsubscribed: z.number().int(),
    }),
  })
  .meta({ id: 'AdminLaunchList' });
export type AdminLaunchList = z.infer<typeof adminLaunchListSchema>;

export const launchListSignupParamsSchema = z.object({ id: z.uuid(m.notFound) });

/** The API's paths (under /api), for the web client. */
export const launchListApi = {
  signup: '/launch-list',
  confirm: '/launch-list/confirm',
  unsubscribe: '/launch-list/unsubscribe',
  admin: '/admin/launch-list',
  adminCsv: '/admin/launch-list.csv',
  adminSignup: (id: string) => `/admin/launch-list/${encodeURIComponent(id)}`,
} as const;
