import { emailLayout as layout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import {
  CONFIRM_EMAIL_TTL_SECONDS,
  lifetimeInSpanish,
  RESET_PASSWORD_TTL_SECONDS,
} from './token-lifetimes';

export function confirmationEmail(
  to: string,
  name: string,
  url: string,
  brand: EmailBrand,
): MailMessage {
  return {
    to,
    subject: 'Confirma tu email',
    ...layout(
      brand,
      `Hola, ${name}`,
      [
        'Gracias por crear tu cuenta. Confirma tu dirección de email para activar todas las funciones.',
        `El enlace caduca en ${lifetimeInSpanish(CONFIRM_EMAIL_TTL_SECONDS)}. Si no has creado esta cuenta, ignora este mensaje.`,
      ],
      { label: 'Confirmar email', url },
    ),
  };
}

export function resetEmail(to: string, name: string, url: string, brand: EmailBrand): MailMessage {
  return {
    to,
    subject: 'Restablece tu contraseña',
    ...layout(
      brand,
      `Hola, ${name}`,
      [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
        `El enlace caduca en ${lifetimeInSpanish(RESET_PASSWORD_TTL_SECONDS)} y solo sirve una vez. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.`,
      ],
      { label: 'Elegir una contraseña nueva', url },
    ),
  };
}

export function passwordChangedEmail(to: string, name: string, brand: EmailBrand): MailMessage {
  return {
    to,
    subject: 'Tu contraseña ha cambiado',
    ...layout(brand, `Hola, ${name}`, [
      'La contraseña de tu cuenta acaba de cambiar y hemos cerrado tus otras sesiones.',
      'Si no has sido tú, restablece la contraseña cuanto antes y escríbenos.',
    ]),
  };
}
