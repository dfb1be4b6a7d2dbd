import type { MailMessage } from '#src/lib/mail';
import {
  CONFIRM_EMAIL_TTL_SECONDS,
  lifetimeInSpanish,
  RESET_PASSWORD_TTL_SECONDS,
} from './token-lifetimes';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(
  siteName: string,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const text = [
    title,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `— ${siteName}`,
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;background:#f5f5f4;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5;color:#333">${escape(p)}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#e8b04b;color:#1a1304;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p><p style="font-size:12px;color:#777">Si el botón no funciona, copia este enlace: ${escape(action.url)}</p>` : ''}
<p style="font-size:12px;color:#777">— ${escape(siteName)}</p></div></body></html>`;
  return { text, html };
}

export function confirmationEmail(
  to: string,
  name: string,
  url: string,
  siteName: string,
): MailMessage {
  return {
    to,
    subject: 'Confirma tu email',
    ...layout(
      siteName,
      `Hola, ${name}`,
      [
        'Gracias por crear tu cuenta. Confirma tu dirección de email para activar todas las funciones.',
        `El enlace caduca en ${lifetimeInSpanish(CONFIRM_EMAIL_TTL_SECONDS)}. Si no has creado esta cuenta, ignora este mensaje.`,
      ],
      { label: 'Confirmar email', url },
    ),
  };
}

export function resetEmail(to: string, name: string, url: string, siteName: string): MailMessage {
  return {
    to,
    subject: 'Restablece tu contraseña',
    ...layout(
      siteName,
      `Hola, ${name}`,
      [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
        `El enlace caduca en ${lifetimeInSpanish(RESET_PASSWORD_TTL_SECONDS)} y solo sirve una vez. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.`,
      ],
      { label: 'Elegir una contraseña nueva', url },
    ),
  };
}

export function passwordChangedEmail(to: string, name: string, siteName: string): MailMessage {
  return {
    to,
    subject: 'Tu contraseña ha cambiado',
    ...layout(siteName, `Hola, ${name}`, [
      'La contraseña de tu cuenta acaba de cambiar y hemos cerrado tus otras sesiones.',
      'Si no has sido tú, restablece la contraseña cuanto antes y escríbenos.',
    ]),
  };
}
