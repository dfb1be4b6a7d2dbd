/**
 * The contact form and the withdrawal function (issue 12): their routes' paths, limits, Spanish
 * texts and field rules, without zod. The public pages import this file, so zod stays out of
 * the visitor's JavaScript; contact.ts builds the wire schemas the server validates with from
 * the same limits, messages and email pattern (contact.test.ts checks both give the same
 * message for each field).
 */
import { forbiddenCharacterIn, isBlankText, textMessages } from './text-rules';

/** The routes' paths, relative to the API prefix `/api` (the web calls them by the document's). */
export const contactApi = {
  message: '/contact',
  withdrawals: '/withdrawals',
  adminMessages: '/admin/contact-messages',
  adminWithdrawals: '/admin/withdrawals',
} as const;

/** Longest text of each field, as the server accepts it. */
export const contactLimits = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  orderNumber: 40,
  comment: 2000,
  note: 1000,
} as const;

/** What a withdrawal request has become, as the photographer marks it. */
export const withdrawalStatuses = ['received', 'refunded', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = {
  received: 'Recibida',
  refunded: 'Reembolsada',
  rejected: 'Rechazada',
};

export const contactMessages = {
  nameRequired: 'Escribe tu nombre.',
  emailRequired: 'Escribe tu email.',
  emailInvalid: 'Escribe un email válido, como nombre@ejemplo.com.',
  subjectRequired: 'Escribe el asunto.',
  messageRequired: 'Escribe tu mensaje.',
  consentRequired: 'Para enviarlo, acepta la política de privacidad.',
  orderNumberRequired:
    'Escribe el número de pedido: aparece en el asunto del email de confirmación.',
  /** The visitor's confirmation (the same answer whatever happens behind it). */
  messageSent:
    'Mensaje enviado. Gracias por escribir: te responderemos a tu email lo antes posible.',
  messageFailed: 'No se pudo enviar el mensaje. Inténtalo de nuevo en unos minutos.',
  tooManyMessages:
    'Has enviado varios mensajes en poco tiempo. Espera una hora o escríbenos directamente por email.',
  withdrawalReceived:
    'Hemos recibido tu desistimiento. Te hemos enviado un acuse de recibo por email con la fecha, la hora y el contenido de tu declaración.',
  withdrawalFailed: 'No se pudo registrar el desistimiento. Inténtalo de nuevo en unos minutos.',
  tooManyWithdrawals:
    'Has enviado varias solicitudes en poco tiempo. Espera una hora o escríbenos directamente por email.',
  messageNotFound: 'Ese mensaje ya no existe.',
  withdrawalNotFound: 'Esa solicitud de desistimiento no existe.',
  noteRequiredToReject: 'Explica el motivo del rechazo: se guarda con la solicitud.',
} as const;

/**
 * The email pattern both sides use (zod's own, so the server's `z.email` and the browser's
 * check never disagree).
 */
export const contactEmailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The order number as stored and compared: trimmed, upper case, without a leading '#'. */
export function normalizeOrderNumber(value: string): string {
  return value.trim().replace(/^#\s*/, '').toUpperCase();
}

type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The message for one text field, or null: forbidden characters, line breaks, blank, length. */
function textError(
  value: string,
  max: number,
  options: { singleLine: boolean; blankMessage?: string },
): string | null {
  const trimmed = value.trim();
  if (trimmed.length > max) return textMessages.tooLong(max);
  if (forbiddenCharacterIn(trimmed) !== null) return textMessages.forbiddenCharacter;
  if (options.singleLine && forbiddenCharacterIn(trimmed, { singleLine: true }) !== null) {
    return textMessages.lineBreak;
  }
  if (options.blankMessage && isBlankText(trimmed)) return options.blankMessage;
  return null;
}

function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return contactMessages.emailRequired;
  if (email.length > contactLimits.email) return textMessages.tooLong(contactLimits.email);
  return contactEmailPattern.test(email) ? null : contactMessages.emailInvalid;
}

const withoutNulls = <K extends string>(errors: Record<K, string | null>): FieldErrors<K> =>
  Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== null),
  ) as FieldErrors<K>;

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
}

/** The contact form's Spanish message per failing field (empty: it may be sent). */
export function contactFormErrors(values: ContactFormValues): FieldErrors<keyof ContactFormValues> {
  const l = contactLimits;
  const m = contactMessages;
  return withoutNulls({
    name: textError(values.name, l.name, { singleLine: true, blankMessage: m.nameRequired }),
    email: emailError(values.email),
    subject: textError(values.subject, l.subject, {
      singleLine: true,
      blankMessage: m.subjectRequired,
    }),
    message: textError(values.message, l.message, {
      singleLine: false,
      blankMessage: m.messageRequired,
    }),
    consent: values.consent ? null : m.consentRequired,
  });
}

export interface WithdrawalFormValues {
  name: string;
  email: string;
  orderNumber: string;
  comment: string;
}

/** The withdrawal form's Spanish message per failing field (empty: it may be sent). */
export function withdrawalFormErrors(
  values: WithdrawalFormValues,
): FieldErrors<keyof WithdrawalFormValues> {
  const l = contactLimits;
  const m = contactMessages;
  return withoutNulls({
    name: textError(values.name, l.name, { singleLine: true, blankMessage: m.nameRequired }),
    email: emailError(values.email),
    orderNumber: textError(normalizeOrderNumber(values.orderNumber), l.orderNumber, {
      singleLine: true,
      blankMessage: m.orderNumberRequired,
    }),
    comment: textError(values.comment, l.comment, { singleLine: false }),
  });
}
