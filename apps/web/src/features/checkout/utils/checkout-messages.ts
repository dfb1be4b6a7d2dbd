import { checkoutMessages as contractMessages, photoMessages } from '@shop/contracts';

/**
 * The buy form's Spanish texts (storefront-customer §2, §5 and §8, copied exactly): the
 * contract's (shared with the server) and the ones only the form shows.
 */
export const buyMessages = {
  ...contractMessages,
  // §2
  noPrintOptions: photoMessages.noPrintOptions,
  payButton: 'Ir al pago seguro',
  editDetails: 'Modificar datos',
  // While the payment step's widget, or a payment back from the bank, is being loaded.
  preparingPayment: 'Preparando el pago seguro...',
  checkingPayment: 'Comprobando el pago...',
  // §8
  printOptionsFailed: 'No pudimos cargar las opciones de impresión en este momento.',
} as const;
