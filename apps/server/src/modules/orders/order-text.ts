import type { StoredRecipient } from '#src/db/schema/index';

/** The order number people read: its last 6 characters, upper-cased (docs/rules/checkout-and-payments.md#order-number). */
export const orderNumber = (orderId: string) => orderId.slice(-6).toUpperCase();

/** Where the parcel goes, on one line: 'Lucía Pérez, Calle Mayor 1, 28013 Madrid, ES'. */
export function deliveryAddress(recipient: StoredRecipient): string {
  const a = recipient.address;
  return [
    recipient.name,
    a.line1,
    a.line2,
    `${a.postalOrZipCode} ${a.townOrCity}`,
    a.stateOrCounty,
    a.countryCode,
  ]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}
