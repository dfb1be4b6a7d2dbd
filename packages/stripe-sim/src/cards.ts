/**
 * Stripe's test cards (docs/rules/checkout-and-payments.md#test-cards): card numbers a browser
 * form sends, and the `pm_card_*` PaymentMethod ids server-side code uses. Each maps to one
 * outcome.
 */

export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode: string | null; message: string };

export interface TestCard {
  brand: 'visa' | 'mastercard' | 'amex';
  last4: string;
  outcome: CardOutcome;
}

const succeed: CardOutcome = { kind: 'succeed' };
const authenticate: CardOutcome = { kind: 'authenticate' };
const genericDecline: CardOutcome = {
  kind: 'decline',
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};
const insufficientFunds: CardOutcome = {
  kind: 'decline',
  code: 'card_declined',
  declineCode: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const expiredCard: CardOutcome = {
  kind: 'decline',
  code: 'expired_card',
  declineCode: 'expired_card',
  message: 'Your card has expired.',
};
const incorrectCvc: CardOutcome = {
  kind: 'decline',
  code: 'incorrect_cvc',
  declineCode: 'incorrect_cvc',
  message: "Your card's security code is incorrect.",
};
const processingError: CardOutcome = {
  kind: 'decline',
  code: 'processing_error',
  declineCode: 'processing_error',
  message: 'An error occurred while processing your card. Try again in a little bit.',
};

/** By card number (digits only). */
export const testCardNumbers: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', last4: '4242', outcome: succeed },
  '5555555555554444': { brand: 'mastercard', last4: '4444', outcome: succeed },
  '378282246310005': { brand: 'amex', last4: '0005', outcome: succeed },
  '4000000000000002': { brand: 'visa', last4: '0002', outcome: genericDecline },
  '4000000000009995': { brand: 'visa', last4: '9995', outcome: insufficientFunds },
  '4000000000000069': { brand: 'visa', last4: '0069', outcome: expiredCard },
  '4000000000000127': { brand: 'visa', last4: '0127', outcome: incorrectCvc },
  '4000000000000119': { brand: 'visa', last4: '0119', outcome: processingError },
  '4000002500003155': { brand: 'visa', last4: '3155', outcome: authenticate },
  '4000002760003184': { brand: 'visa', last4: '3184', outcome: authenticate },
};

/** By Stripe's test PaymentMethod id. */
export const testPaymentMethods: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: succeed },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: succeed },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: genericDecline },
  pm_card_visa_chargeDeclined: { brand: 'visa', last4: '0002', outcome: genericDecline },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    outcome: insufficientFunds,
  },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', outcome: expiredCard },
  pm_card_chargeDeclinedIncorrectCvc: { brand: 'visa', last4: '0127', outcome: incorrectCvc },
  pm_card_chargeDeclinedProcessingError: { brand: 'visa', last4: '0119', outcome: processingError },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: authenticate },
  pm_card_authenticationRequiredOnSetup: { brand: 'visa', last4: '3155', outcome: authenticate },
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}
