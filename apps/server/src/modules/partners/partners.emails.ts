import { paths } from '@shop/contracts';
import type { PartnerApplicationRow } from '#src/db/schema/index';
import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';

export type EmailSender = EmailBrand;

/** To the photographer: someone applied; the admin decides in /content-management. */
export function newApplicationEmail(
  application: PartnerApplicationRow,
  applicantEmail: string,
  from: EmailSender,
): MailMessage {
  const title = `Nueva solicitud de partner: ${application.business}`;
  return {
    to: from.contactEmail,
    subject: title,
    ...emailLayout(
      from,
      title,
      [
        `${application.name} (${applicantEmail}) quiere colaborar como partner.`,
        // What the applicant typed: shown as typed, never as links.
        {
          rows: [
            { label: 'Negocio', value: application.business },
            ...(application.website ? [{ label: 'Web', value: application.website }] : []),
          ],
        },
        'Por qué:',
        { quote: [application.motivation] },
      ],
      {
        label: 'Revisar solicitudes',
        url: `${from.publicUrl}${paths.contentManagementSection.build('solicitudes-partner')}`,
      },
    ),
  };
}

/** To the applicant: the admin's decision, with the note if there is one. */
export function decisionEmail(
  application: PartnerApplicationRow,
  applicantEmail: string,
  from: EmailSender,
): MailMessage {
  const approved = application.status === 'approved';
  const title = approved
    ? 'Tu solicitud de partner está aprobada'
    : 'Sobre tu solicitud de partner';
  const note = application.decisionNote ? [{ quote: [application.decisionNote] }] : [];
  return {
    to: applicantEmail,
    subject: title,
    ...emailLayout(
      from,
      title,
      approved
        ? [
            `Hola, ${application.name}: hemos aprobado la solicitud de ${application.business}. Tu cuenta ya es partner.`,
            ...note,
            `Si tienes cualquier duda, escríbenos a ${from.contactEmail}.`,
          ]
        : [
            `Hola, ${application.name}: gracias por tu interés. Por ahora no podemos aceptar la solicitud de ${application.business}.`,
            ...note,
            `Puedes escribirnos a ${from.contactEmail} o enviar una nueva solicitud más adelante.`,
          ],
      approved ? { label: 'Ver el programa', url: `${from.publicUrl}/hazte-partner` } : undefined,
    ),
  };
}
