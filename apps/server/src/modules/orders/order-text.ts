import { countryName } from '@shop/contracts';
import type { StoredRecipient } from '#src/db/schema/index';

export { orderNumber } from '@shop/contracts';

/** Where the parcel goes, on one line: 'Lucía Pérez, Calle Mayor 1, 28013 Madrid, España'. */
export function deliveryAddress(recipient: StoredRecipient): string {
  const a = recipient.address;
  return [
    recipient.name,
    a.line1,
    a.line2,
    `${a.postalOrZipCode} ${a.townOrCity}`,
    a.stateOrCounty,
    countryName(a.countryCode),
  ]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}
