import { formatEuros } from './money-rules';
import { isSpanishExcludedTerritory, normalizeCountryCode } from './print-pricing';

/**
 * The buyer's order page (docs/rules/checkout-and-payments.md#buyer-order-page), zod-free: the
 * paths, the stages and the Spanish texts, for the server and the page.
 */
export const buyerOrdersApi = {
  /** The signed-in buyer's orders, newest first, a page at a time. */
  mine: '/buyer/orders',
  /** One order: by its signed link (`?signature=`) or the owner's session. */
  detail: '/buyer/orders/:orderId',
  address: '/buyer/orders/:orderId/address',
  cancel: '/buyer/orders/:orderId/cancel',
} as const;

export const MY_ORDERS_PAGE_SIZE = 10;

/**
 * Where the prints are, as the buyer reads it. Prodigi tells when the parcels leave the lab,
 * never when they arrive: 'delivered' is the timeline's last step, never reached from its data.
 */
export const buyerOrderStages = ['paid', 'in_production', 'shipped', 'cancelled'] as const;
export type BuyerOrderStage = (typeof buyerOrderStages)[number];

/** The page's timeline, in order; the buyer's stage lights its step and those before it. */
export const buyerOrderTimeline = [
  { step: 'paid', label: 'Pagado' },
  { step: 'in_production', label: 'En producción' },
  { step: 'shipped', label: 'Enviado' },
  { step: 'delivered', label: 'Entregado' },
] as const;

/** The order's payment as the buyer reads it (only orders that were paid are shown). */
export const buyerOrderStatusLabels: Record<string, string> = {
  // A receipt opened by the checkout's link before the provider confirmed the payment.
  pending_payment: 'Confirmando el pago',
  payment_failed: 'Pago no completado',
  paid: 'Pagado',
  partially_refunded: 'Reembolsado en parte',
  refunded: 'Reembolsado',
  flagged: 'En revisión',
  // Ended without being paid: replaced by a later try of the same buyer, or left to expire.
  cancelled: 'Cancelado',
  expired: 'Caducado',
};

/**
 * Why a corrected address is refused although every field is valid: the order's price and
 * IVA were worked out for its destination, so the country stays, and in Spain so does the
 * tax territory (Canarias, Ceuta and Melilla pay no IVA). Null when the change may go ahead.
 */
export function taxDestinationChange(
  before: { countryCode: string; postalCode: string },
  after: { countryCode: string; postalCode: string },
): 'country' | 'tax_territory' | null {
  const country = normalizeCountryCode(before.countryCode);
  if (normalizeCountryCode(after.countryCode) !== country) return 'country';
  if (
    country === 'ES' &&
    isSpanishExcludedTerritory(before.postalCode) !== isSpanishExcludedTerritory(after.postalCode)
  ) {
    return 'tax_territory';
  }
  return null;
}

export const buyerOrderMessages = {
  notFound: 'No encontramos ese pedido. Abre el enlace del email de confirmación.',
  loadFailed: 'No pudimos cargar el pedido. Inténtalo de nuevo en unos minutos.',
  listFailed: 'No pudimos cargar tus pedidos.',
  listEmpty: 'Todavía no has hecho ningún pedido.',
  addressChanged: 'Dirección de entrega actualizada. Te hemos enviado un email de confirmación.',
  /** The buyer's cancel, with what goes back to the card. */
  cancelled: (refundedCents: number) =>
    refundedCents > 0
      ? `Pedido cancelado. Te devolvemos ${formatEuros(refundedCents)} a la tarjeta; te hemos enviado un email de confirmación.`
      : 'Pedido cancelado. Te hemos enviado un email de confirmación.',
  cancelQuestion: (totalCents: number) =>
    `¿Seguro que quieres cancelar el pedido? Te devolveremos ${formatEuros(totalCents)}.`,
  addressNotAvailable:
    'La dirección de este pedido ya no se puede cambiar: el laboratorio ya lo está preparando.',
  cancelNotAvailable: 'Este pedido ya no se puede cancelar: el laboratorio ya lo está preparando.',
  countryChanged:
    'El país de entrega no se puede cambiar: el precio y los impuestos del pedido dependen de él.',
  taxTerritoryChanged:
    'Ese código postal cambia los impuestos del pedido (Canarias, Ceuta y Melilla no pagan IVA), así que no se puede cambiar aquí: escríbenos.',
  /** Why the page offers no address change, or no cancel, by where the prints are. */
  unavailable: {
    notAtLab: {
      changeAddress:
        'El laboratorio aún no ha recibido tu pedido: en cuanto lo reciba podrás cambiar aquí la dirección.',
      cancel:
        'El laboratorio aún no ha recibido tu pedido: en cuanto lo reciba podrás cancelarlo aquí.',
    },
    inProduction: {
      changeAddress:
        'El laboratorio ya ha empezado a producir tu pedido: ya no se puede cambiar la dirección.',
      cancel: 'El laboratorio ya ha empezado a producir tu pedido: ya no se puede cancelar.',
    },
    shipped: {
      changeAddress: 'Tu pedido ya ha salido del laboratorio: ya no se puede cambiar la dirección.',
      cancel: 'Tu pedido ya ha salido del laboratorio: ya no se puede cancelar.',
    },
    labUnreachable: {
      changeAddress:
        'No pudimos preguntar al laboratorio si aún se puede cambiar la dirección: vuelve a cargar la página en unos minutos.',
      cancel:
        'No pudimos preguntar al laboratorio si aún se puede cancelar: vuelve a cargar la página en unos minutos.',
    },
  },
  /** The receipt's confirmation of a paid order, by what it holds. */
  confirmedPrints: 'Estamos procesando tu pedido en el laboratorio.',
  confirmedTickets: 'Tus entradas están confirmadas: te las hemos enviado por email.',
  /** A payment refused or left unfinished: nothing was charged, and the way back. */
  notCharged: 'No se ha cobrado nada. Puedes volver a intentarlo cuando quieras.',
  /** An order that ended unpaid (replaced by a later try, or expired), read by its link. */
  endedUnpaid:
    'Este pedido se cerró sin pagarse: lo sustituyó un intento de compra posterior o caducó. No se ha cobrado nada por él.',
  lateRefund: (amount: string) =>
    `Un pago de este pedido llegó después de cerrarse: te devolvemos ${amount} a la tarjeta.`,
  backToCart: 'Volver al carrito',
  backToEvent: 'Volver al evento',
  labDown: 'No pudimos hablar con el laboratorio. Inténtalo de nuevo en unos minutos.',
  actionFailed: 'No pudimos completar el cambio. Inténtalo de nuevo en unos minutos.',
  tooManyChanges: 'Demasiados cambios en este pedido. Espera un rato e inténtalo de nuevo.',
  badCursor: 'La página pedida no es válida.',
} as const;
