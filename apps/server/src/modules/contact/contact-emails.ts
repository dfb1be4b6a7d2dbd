import { paths, type ContentSection } from '@shop/contracts';
import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import type { ContactMessageRow, WithdrawalRequestRow } from './contact.repository';

/** Who the shop is, as the emails name it (the business identity as it is now). */
export type EmailSite = EmailBrand;

const receivedAtFormat = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'full',
  timeStyle: 'long',
  timeZone: 'Europe/Madrid',
});

/** '12 de marzo de 2026, 14:05:03 CET (2026-03-12T13:05:03Z)': Spain's time, and UTC. */
export const receivedAtText = (date: Date) =>
  `${receivedAtFormat.format(date)} (${date.toISOString().replace(/\.\d{3}Z$/, 'Z')})`;

/** The reference a withdrawal request is quoted by: 'D-' and the id's first 8 characters. */
export const withdrawalReference = (id: string) => `D-${id.slice(0, 8).toUpperCase()}`;

/** A text as paragraphs: one per line that holds something. */
const paragraphsOf = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

const adminLink = (site: EmailSite, section: ContentSection) => ({
  label: 'Abrir Gestión de contenido',
  url: `${site.publicUrl}${paths.contentManagementSection.build(section)}`,
});

/** The photographer's copy of a message from /contact; a reply goes to the sender. */
export function contactMessageEmail(message: ContactMessageRow, site: EmailSite): MailMessage {
  return {
    to: site.contactEmail,
    replyTo: { name: message.name, address: message.email },
    subject: `Mensaje de contacto: ${message.subject}`,
    ...emailLayout(
      site,
      `Mensaje de ${message.name}`,
      [
        {
          rows: [
            { label: 'De', value: `${message.name} <${message.email}>` },
            { label: 'Recibido', value: receivedAtText(message.createdAt) },
            { label: 'Asunto', value: message.subject },
          ],
        },
        { quote: paragraphsOf(message.message) },
        `Responde a este email para contestar: la respuesta irá a ${message.email}. El mensaje también está en Gestión de contenido, «Mensajes».`,
      ],
      adminLink(site, 'mensajes'),
    ),
  };
}

/**
 * The declaration as the consumer made it, in the words of the model withdrawal form
 * (TRLGDCU annex B, the one the terms show): the acknowledgement repeats it word for word.
 */
export function withdrawalDeclaration(request: WithdrawalRequestRow, site: EmailSite): string[] {
  return [
    `A la atención de ${site.legalName} (${site.contactEmail}): por la presente le comunico que desisto de mi contrato de venta del pedido n.º ${request.orderNumber}.`,
    `Nombre: ${request.name}. Email: ${request.email}.`,
    ...(request.comment.trim() ? [`Comentario: ${request.comment.trim()}`] : []),
  ];
}

/**
 * The acknowledgement on a durable medium that art. 11a CRD asks for: when the declaration
 * arrived (date and time) and what it said, sent to the address the consumer gave.
 */
export function withdrawalAcknowledgementEmail(
  request: WithdrawalRequestRow,
  site: EmailSite,
): MailMessage {
  const reference = withdrawalReference(request.id);
  return {
    to: request.email,
    subject: `Acuse de recibo de tu desistimiento (pedido ${request.orderNumber})`,
    ...emailLayout(site, 'Hemos recibido tu desistimiento', [
      `Hola, ${request.name}. Este email es el acuse de recibo de tu declaración de desistimiento, enviada desde ${site.publicUrl}/desistimiento. Guárdalo como comprobante.`,
      `Recibida el ${receivedAtText(request.createdAt)}. Referencia: ${reference}.`,
      'Tu declaración:',
      { quote: withdrawalDeclaration(request, site).map((line) => `«${line}»`) },
      `Qué pasa ahora: revisamos el pedido y te escribimos. Si tiene derecho de desistimiento, te devolvemos todos los pagos recibidos, incluido el envío estándar, por el mismo medio de pago y en un plazo máximo de 14 días desde hoy; podemos esperar a recibir la impresión o la prueba de que la has enviado. Devuélvela sin daños en los próximos 14 días.`,
      `Condiciones de venta: ${site.publicUrl}/legal/terms. ¿Dudas? Escríbenos a ${site.contactEmail} citando la referencia ${reference}.`,
    ]),
  };
}

/**
 * What the photographer decided about a withdrawal, to the consumer: the refund made, or why
 * it was not accepted (a rejection always has its reason: the note, which the admin form says
 * is sent). A refund's email does not carry the note, which was the photographer's own before
 * these emails existed. A reply goes to the shop.
 */
export function withdrawalDecisionEmail(
  request: WithdrawalRequestRow & { status: 'refunded' | 'rejected' },
  site: EmailSite,
): MailMessage {
  const reference = withdrawalReference(request.id);
  const received = `Recibimos tu declaración el ${receivedAtText(request.createdAt)} (referencia ${reference}).`;
  const common = {
    to: request.email,
    replyTo: { name: site.siteName, address: site.contactEmail },
  };
  if (request.status === 'refunded') {
    return {
      ...common,
      subject: `Reembolso de tu desistimiento (pedido ${request.orderNumber})`,
      ...emailLayout(site, 'Hemos hecho el reembolso', [
        `Hola, ${request.name}. Hemos hecho el reembolso del pedido ${request.orderNumber}, del que desististe. ${received}`,
        'Lo recibirás por el mismo medio de pago que usaste al comprar; según tu banco, puede tardar unos días en aparecer.',
        `¿Dudas? Responde a este email o escríbenos a ${site.contactEmail} citando la referencia ${reference}.`,
      ]),
    };
  }
  return {
    ...common,
    subject: `Sobre tu desistimiento (pedido ${request.orderNumber})`,
    ...emailLayout(site, 'Hemos revisado tu desistimiento', [
      `Hola, ${request.name}. Hemos revisado tu desistimiento del pedido ${request.orderNumber} y no podemos aceptarlo. ${received}`,
      'El motivo:',
      { quote: paragraphsOf(request.note) },
      `Condiciones de venta: ${site.publicUrl}/legal/terms. Si crees que no es así, responde a este email o escríbenos a ${site.contactEmail} citando la referencia ${reference}.`,
    ]),
  };
}

const DAY_MS = 24 * 60 * 60_000;
const dayFormat = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'long',
  timeZone: 'Europe/Madrid',
});

/** A shipment as the order keeps it: when it left the lab, once it has. */
export interface DispatchedShipment {
  dispatchDate: string | null;
}

/**
 * What the photographer needs to judge the 14 days, which run from delivery (art. 104
 * TRLGDCU; from the last parcel's, for an order sent in several): when the order left the
 * lab, and how long before the declaration. A declaration made before it was all sent is in
 * time whatever happens next.
 */
export function withdrawalTiming(
  shipments: readonly DispatchedShipment[],
  declaredAt: Date,
): string {
  const dates = shipments.map((s) => (s.dispatchDate ? new Date(s.dispatchDate) : null));
  const last = dates.reduce<Date | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );
  if (dates.length === 0 || dates.includes(null) || !last || last > declaredAt) {
    return 'Cuando llegó la declaración, el pedido aún no se había enviado del todo: está en plazo (los 14 días cuentan desde la entrega).';
  }
  const days = Math.floor((declaredAt.getTime() - last.getTime()) / DAY_MS);
  return `El pedido salió del laboratorio el ${dayFormat.format(last)}, ${days} ${days === 1 ? 'día' : 'días'} antes de la declaración. Los 14 días cuentan desde la entrega (suele llegar de 3 a 10 días laborables después del envío).`;
}

/**
 * The photographer's note of a withdrawal, saying whether it names a paid order of that
 * email and, when it does, when that order was sent (`shipments`: the matched order's).
 */
export function withdrawalNoticeEmail(
  request: WithdrawalRequestRow,
  site: EmailSite,
  shipments: readonly DispatchedShipment[] | null = null,
): MailMessage {
  const match = request.matchedOrderId
    ? [
        `Coincide con el pedido pagado ${request.matchedOrderId} de ese email.`,
        ...(shipments ? [withdrawalTiming(shipments, request.createdAt)] : []),
      ]
    : ['No coincide con ningún pedido pagado de ese email: compruébalo antes de responder.'];
  return {
    to: site.contactEmail,
    replyTo: { name: request.name, address: request.email },
    subject: `Desistimiento del pedido ${request.orderNumber} (${withdrawalReference(request.id)})`,
    ...emailLayout(
      site,
      'Nueva solicitud de desistimiento',
      [
        `Recibida el ${receivedAtText(request.createdAt)}.`,
        { quote: withdrawalDeclaration(request, site) },
        ...match,
        'El cliente ya ha recibido el acuse de recibo. Marca la solicitud como reembolsada o rechazada en Gestión de contenido, «Desistimientos»: se lo diremos por email (al rechazar, con tu nota como motivo).',
      ],
      adminLink(site, 'desistimientos'),
    ),
  };
}
