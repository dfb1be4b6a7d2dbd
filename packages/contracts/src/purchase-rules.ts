/**
 * The purchase form's recipient (storefront-customer §3 Purchase form, §5): its fields, their
 * Spanish labels and which are required. Zod-free: the buy form checks it as the visitor
 * types, and the server's payment-intent route applies the same rule.
 */

/** The default destination (§9). */
export const DEFAULT_COUNTRY = 'ES';

export interface Recipient {
  name: string;
  email: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateOrCounty: string;
  postalCode: string;
  countryCode: string;
}

export const emptyRecipient = (): Recipient => ({
  name: '',
  email: '',
  phoneNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateOrCounty: '',
  postalCode: '',
  countryCode: DEFAULT_COUNTRY,
});

/** Each recipient field's label, in the form's order; the required ones per §5. */
export const recipientLabels: Record<keyof Recipient, string> = {
  name: 'Nombre completo',
  email: 'Email',
  phoneNumber: 'Teléfono',
  addressLine1: 'Dirección',
  addressLine2: 'Piso, puerta, escalera',
  city: 'Ciudad',
  stateOrCounty: 'Provincia',
  postalCode: 'Código postal',
  countryCode: 'País',
};

export const requiredRecipientFields = [
  'name',
  'email',
  'addressLine1',
  'city',
  'postalCode',
  'countryCode',
] as const satisfies readonly (keyof Recipient)[];

/** The labels of the required fields left blank, in the form's order. */
export function missingRecipientFields(recipient: Recipient): (keyof Recipient)[] {
  return requiredRecipientFields.filter((name) => recipient[name].trim() === '');
}
