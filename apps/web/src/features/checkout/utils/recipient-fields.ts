import type { Recipient } from '@shop/contracts';

/** The recipient fields as an address is written: pairs side by side on a wide screen. */
export const recipientLayout: [keyof Recipient, 'wide' | 'half'][] = [
  ['name', 'wide'],
  ['email', 'half'],
  ['phoneNumber', 'half'],
  ['addressLine1', 'wide'],
  ['addressLine2', 'wide'],
  ['postalCode', 'half'],
  ['city', 'half'],
  ['stateOrCounty', 'half'],
  ['countryCode', 'half'],
];

export const autoCompleteOf: Record<keyof Recipient, string> = {
  name: 'shipping name',
  email: 'email',
  phoneNumber: 'shipping tel',
  addressLine1: 'shipping address-line1',
  addressLine2: 'shipping address-line2',
  city: 'shipping address-level2',
  stateOrCounty: 'shipping address-level1',
  postalCode: 'shipping postal-code',
  countryCode: 'shipping country',
};
