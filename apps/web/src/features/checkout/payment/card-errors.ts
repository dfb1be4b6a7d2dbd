import { checkoutMessages as msg } from '@shop/contracts';

/**
 * Spanish words for a refused card, by Stripe's `decline_code` or `code`
 * (docs/rules/checkout-and-payments.md#card-errors). The Payment Element already speaks
 * Spanish; this is for the simulator's card form, which answers Stripe's codes in English.
 */
const byCode: Record<string, string> = {
  generic_decline: 'Tu banco ha rechazado la tarjeta. Prueba con otra tarjeta.',
  card_declined: 'Tu banco ha rechazado la tarjeta. Prueba con otra tarjeta.',
  insufficient_funds: 'La tarjeta no tiene fondos suficientes.',
  expired_card: 'La tarjeta ha caducado.',
  incorrect_cvc: 'El código de seguridad (CVC) no es correcto.',
  invalid_cvc: 'El código de seguridad (CVC) no es válido.',
  incorrect_number: 'El número de tarjeta no es correcto.',
  invalid_number: 'El número de tarjeta no es correcto.',
  invalid_expiry_month: 'El mes de caducidad no es válido.',
  invalid_expiry_year: 'El año de caducidad no es válido.',
  processing_error: 'No se pudo procesar la tarjeta. Inténtalo de nuevo en unos minutos.',
  test_mode_live_card: 'En este entorno de pruebas solo se aceptan tarjetas de prueba.',
  payment_intent_authentication_failure:
    'No se pudo verificar la tarjeta con tu banco. Inténtalo de nuevo o usa otra tarjeta.',
};

/** The message for a provider's error object; the generic one when the code is unknown. */
export function cardErrorMessage(error: {
  type?: string;
  code?: string;
  decline_code?: string;
}): string {
  const known = byCode[error.decline_code ?? ''] ?? byCode[error.code ?? ''];
  if (known) return known;
  return error.type === 'card_error' ? msg.cardRejected : msg.cardConfirmFailed;
}
