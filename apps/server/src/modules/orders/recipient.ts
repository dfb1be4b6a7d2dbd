import { z } from 'zod';
import {
  checkoutMessages as msg,
  badPostalCodeFor,
  checkPostalCode,
  isShippingCountry,
  missingRecipientFields,
  normalizeCountryCode,
  recipientLabels,
  type Recipient,
  type RecipientBody,
} from '@shop/contracts';
import type { StoredRecipient } from '#src/db/schema/index';
import { invalidData } from '#src/lib/errors';

const emailSchema = z.email();

/**
 * The recipient's required fields, a usable email, a country the shop ships to and a postal
 * code that country's format takes.
 */
export function checkRecipient(input: Required<RecipientBody>): Recipient {
  const recipient: Recipient = {
    ...input,
    countryCode: normalizeCountryCode(input.countryCode),
  };
  const missing = missingRecipientFields(recipient);
  if (missing.length > 0) {
    const message = msg.requiredFields(missing.map((name) => recipientLabels[name]));
    throw invalidData(
      message,
      missing.map((name) => ({ path: `recipient.${name}`, message })),
    );
  }
  if (!emailSchema.safeParse(recipient.email).success) {
    throw invalidData(msg.badEmail, [{ path: 'recipient.email', message: msg.badEmail }]);
  }
  if (!/^[A-Z]{2}$/.test(recipient.countryCode)) {
    throw invalidData(msg.badCountry, [{ path: 'recipient.countryCode', message: msg.badCountry }]);
  }
  if (!isShippingCountry(recipient.countryCode)) {
    throw invalidData(msg.unknownCountry, [
      { path: 'recipient.countryCode', message: msg.unknownCountry },
    ]);
  }
  const postal = checkPostalCode(recipient.countryCode, recipient.postalCode);
  if (!postal.ok) {
    const message = badPostalCodeFor(postal.example);
    throw invalidData(message, [{ path: 'recipient.postalCode', message }]);
  }
  return recipient;
}

export const storedRecipient = (recipient: Recipient): StoredRecipient => ({
  name: recipient.name,
  email: recipient.email.toLowerCase(),
  phone: recipient.phoneNumber || null,
  address: {
    line1: recipient.addressLine1,
    line2: recipient.addressLine2 || null,
    postalOrZipCode: recipient.postalCode,
    townOrCity: recipient.city,
    stateOrCounty: recipient.stateOrCounty || null,
    countryCode: recipient.countryCode,
  },
});
