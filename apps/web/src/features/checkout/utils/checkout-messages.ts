import { checkoutMessages as contractMessages, photoMessages } from '@shop/contracts';

/**
 * The buy form's Spanish texts (docs/rules/checkout-and-payments.md): the contract's (shared
 * with the server) and the ones only the form shows.
 */
export const buyMessages = {
  ...contractMessages,
  noPrintOptions: photoMessages.noPrintOptions,
  payButton: 'Ir al pago seguro',
  editDetails: 'Modificar datos',
  // While the payment step's widget, or a payment back from the bank, is being loaded.
  preparingPayment: 'Preparando el pago seguro...',
  checkingPayment: 'Comprobando el pago...',
  printOptionsFailed: 'No pudimos cargar las opciones de impresión en este momento.',
} as const;
