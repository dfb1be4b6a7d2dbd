/**
 * The order number people read (emails, the buyer's page, the admin's desk): the order id's
 * last 6 characters, upper-cased (docs/rules/checkout-and-payments.md#order-number).
 */
export const orderNumber = (orderId: string) => orderId.slice(-6).toUpperCase();
