import { photoMessages } from '@shop/contracts';

/**
 * The buy form's Spanish texts (storefront-customer §2, §5 and §8, copied exactly), and the
 * consumer-law wording near the pay button (reference/spain-legal-google.md §3.5).
 */
export const checkoutMessages = {
  // §2
  noPrintOptions: photoMessages.noPrintOptions,
  payButton: 'Ir al pago seguro',
  editDetails: 'Modificar datos',
  // §5
  productRequired: 'Selecciona un producto para continuar.',
  requiredFields: (labels: readonly string[]) =>
    `Completa los campos obligatorios: ${labels.join(', ')}.`,
  gatewayNotReady: 'La pasarela de pago no está lista. Inténtalo de nuevo más tarde.',
  quotePending: 'Estamos terminando de calcular el precio. Inténtalo nuevamente en unos segundos.',
  quoteOutdated:
    'Estamos actualizando la cotización con los últimos datos. Inténtalo nuevamente en unos segundos.',
  // §8
  paymentConfigFailed: 'No se pudo inicializar el pago seguro. Inténtalo más tarde.',
  printOptionsFailed: 'No pudimos cargar las opciones de impresión en este momento.',
  productDetailsFailed: 'No se pudieron obtener los detalles del producto para cotizar.',
  quoteFailed: 'No pudimos calcular la cotización en este momento.',
  skuMissing: 'No se encontró el SKU del producto para cotizar.',
} as const;
