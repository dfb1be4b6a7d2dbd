/**
 * The purchase form's recipient (docs/rules/checkout-and-payments.md#recipient). Zod-free: the
 * buy form checks it as the visitor types, and the payment-intent route applies it too.
 */

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

/** Each recipient field's label, in the form's order. */
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

/** Each recipient field's longest text (the country is checked as a code). */
export const recipientLimits = {
  name: 200,
  email: 254,
  phoneNumber: 40,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  stateOrCounty: 100,
  postalCode: 20,
} as const satisfies Partial<Record<keyof Recipient, number>>;

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
