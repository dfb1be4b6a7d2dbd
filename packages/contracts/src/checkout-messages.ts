/**
 * Checkout's paths and Spanish texts, without zod: the buy form on the photo page imports
 * the texts, and this file keeps zod out of the visitor's JavaScript (checkout.ts has the
 * wire schemas the server validates with).
 */

/** The routes' paths, relative to the API prefix `/api` (the web calls them by the document's). */
export const checkoutApi = {
  paymentsConfig: '/payments/config',
  quotes: '/prodigi/quotes',
  /** Stripe's (or the simulator's) webhook endpoint; built by the payments domain. */
  paymentsWebhook: '/payments/webhook',
  /** Creates the print order (pending payment) and its PaymentIntent. */
  paymentIntent: '/payments/order/payment-intent',
  /** Creates an order of any lines and its payment (or settles it when it is free). */
  orders: '/checkout/orders',
  /** The cart's prints quoted together: every shipping method with the order's totals. */
  cartQuotes: '/checkout/quotes',
  /** The lowest price of a print of a photo (the photo page's 'Impresiones desde'). */
  printsFrom: '/checkout/prints-from',
  /** Prodigi's callbacks (CloudEvents); the URL carries a secret. */
  prodigiCallback: '/prodigi/callback',
  /** The admin's test order: sent to Prodigi, never charged (docs/rules/admin.md#test-order). */
  testOrder: '/prodigi/orders',
  /** Which Prodigi the server talks to (simulator, sandbox or live), for the test order's question. */
  prodigiEnvironment: '/prodigi/environment',
} as const;

/** Spanish texts of quotes (docs/rules/checkout-and-payments.md#purchase-validation, and the server's answers). */
export const checkoutMessages = {
  // Loading and quoting
  paymentConfigFailed: 'No se pudo inicializar el pago seguro. Inténtalo más tarde.',
  quoteFailed: 'No pudimos calcular la cotización en este momento.',
  quoteMissingSku: 'No se encontró el SKU del producto para cotizar.',
  productDetailsFailed: 'No se pudieron obtener los detalles del producto para cotizar.',
  // Before paying
  selectProduct: 'Selecciona un producto para continuar.',
  quotePending: 'Estamos terminando de calcular el precio. Inténtalo nuevamente en unos segundos.',
  quoteOutdated:
    'Estamos actualizando la cotización con los últimos datos. Inténtalo nuevamente en unos segundos.',
  /** The recipient's required fields left blank (purchase-rules.ts), by their labels. */
  requiredFields: (labels: readonly string[]) =>
    `Completa los campos obligatorios: ${labels.join(', ')}.`,
  // Server answers
  variantNotFound: 'Esta opción de impresión ya no está disponible.',
  colorNotOffered: 'Este producto no está disponible en el color elegido.',
  colorRequired: 'Elige un color para este producto.',
  destinationNotShipped: 'No enviamos este producto al país elegido.',
  badCountry: 'El país debe ser un código de 2 letras, por ejemplo ES.',
  badPostalCode: 'El código postal no es válido.',
  unknownCountry:
    'No enviamos a ese país. Escribe el código de 2 letras de un país, por ejemplo ES.',
  badAttributes: 'Los atributos del producto no son válidos.',
  currencyNotSupported:
    'No podemos calcular el precio en euros en este momento. Inténtalo más tarde.',
  // Paying
  paymentIntentFailed: 'No pudimos preparar el pago. Revisa los datos e inténtalo nuevamente.',
  cardConfirmFailed: 'No pudimos confirmar el pago.',
  cardRejected:
    'No pudimos confirmar el pago con la tarjeta. Revisa los datos e inténtalo otra vez.',
  widgetFailed: 'No pudimos cargar la pasarela de pago segura.',
  gatewayNotReady: 'La pasarela de pago no está lista. Inténtalo de nuevo más tarde.',
  paymentConfirmed: 'Pago confirmado correctamente. Estamos procesando tu pedido en Prodigi.',
  /** 'Pago confirmado. Pedido FC023F': the order's number, as the emails give it. */
  paymentConfirmedOrder: (number: string) => `Pago confirmado. Pedido ${number}`,
  badEmail: 'El email del destinatario no es válido.',
  shippingMethodNotOffered: 'Ese método de envío no está disponible para este destino.',
  recipientRequired: 'Indica la dirección de entrega de las impresiones.',
  soldOut: 'Ya no quedan plazas suficientes. Elige menos o inténtalo más tarde.',
  holdExpired:
    'La reserva caducó antes del pago y ya no quedan plazas: revisa el pedido y reembolsa al comprador.',
  // The admin's test order
  testOrderNoVariants: 'No hay variantes configuradas para esta fotografía.',
  testOrderBadVariant: 'La variante seleccionada no tiene identificador válido.',
  testOrderNoAsset: 'Configura un asset o mockup en la variante antes de crear un pedido.',
  testOrderFailed: 'No se pudo crear el pedido de prueba',
  testOrderLiveUnconfirmed:
    'Con la clave real de Prodigi, el pedido de prueba se imprime, se envía y se cobra: confírmalo antes de enviarlo.',
} as const;
