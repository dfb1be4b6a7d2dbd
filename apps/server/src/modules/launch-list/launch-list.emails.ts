import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import { CONFIRM_TTL_DAYS } from './launch-list.limits';

export type LaunchListSender = EmailBrand;

/**
 * Every launch-list email carries the way out (LSSI art. 21.2: a simple, free way to
 * withdraw consent in each commercial message): a link in the text and the List-Unsubscribe
 * header that mail programs show as a button. Over HTTPS the button unsubscribes in one
 * click (RFC 8058: the program POSTs to the same address, which answers without a page).
 */
function unsubscribeHeaders(unsubscribeUrl: string, from: LaunchListSender) {
  const mailto = `mailto:${from.contactEmail}?subject=${encodeURIComponent('Baja de la lista de aviso')}`;
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>, <${mailto}>`,
    ...(unsubscribeUrl.startsWith('https://')
      ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {}),
  };
}

/** The double opt-in: nothing is sent to the address until this link is opened. */
export function confirmationEmail(
  to: string,
  links: { confirmUrl: string; unsubscribeUrl: string },
  from: LaunchListSender,
): MailMessage {
  return {
    to,
    subject: 'Confirma tu email para recibir el aviso',
    headers: unsubscribeHeaders(links.unsubscribeUrl, from),
    ...emailLayout(
      from,
      'Confirma tu email',
      [
        `Has pedido que te avisemos por email del lanzamiento y de las novedades de ${from.siteName}. Para apuntarte, confirma tu dirección con el botón de abajo.`,
        `El enlace caduca en ${CONFIRM_TTL_DAYS} días. Si no has sido tú, ignora este mensaje: sin tu confirmación no te apuntamos, y la solicitud se borra sola.`,
        `Puedes darte de baja cuando quieras con este enlace: ${links.unsubscribeUrl}`,
        `Responsable: ${from.legalName}. Más información en la política de privacidad: ${from.publicUrl}/legal/privacy`,
      ],
      { label: 'Confirmar email', url: links.confirmUrl },
    ),
  };
}
