import { z } from 'zod';
import {
  checkoutMessages as msg,
  missingRecipientFields,
  normalizeCountryCode,
  recipientLabels,
  type Recipient,
  type RecipientBody,
} from '@shop/contracts';
import type { StoredRecipient } from '#src/db/schema/index';
import { invalidData } from '#src/lib/errors';

const emailSchema = z.email();

/** §5: the recipient's required fields, a usable email and a 2-letter country. */
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
