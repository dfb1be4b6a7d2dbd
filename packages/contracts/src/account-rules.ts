/**
 * Account rules (docs/rules/accounts.md), enforced by the server and shown live by the
 * browser. No zod: this file ships to visitors. Passwords: password-rules.ts.
 */

export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** The closed list of billing types (the billing form, the API's BillingData). */
export const billingTypes = ['personal', 'business'] as const;
export type BillingType = (typeof billingTypes)[number];

/** docs/rules/accounts.md#billing-data: complete when these are all non-blank. */
export const requiredBillingFields = [
  'type',
  'fiscalName',
  'taxId',
  'address',
  'postalCode',
  'city',
  'province',
  'country',
] as const;

export function isBillingComplete(
  billing: Partial<Record<(typeof requiredBillingFields)[number], unknown>> | null | undefined,
): boolean {
  if (!billing) return false;
  return requiredBillingFields.every((field) => {
    const value = billing[field];
    return typeof value === 'string' && value.trim().length > 0;
  });
}

/** The fiscal name's and tax id's labels follow the billing type. */
export function billingLabels(type: BillingType) {
  return type === 'business'
    ? { fiscalName: 'Razón Social', taxId: 'CIF' }
    : { fiscalName: 'Nombre Completo', taxId: 'NIF/DNI' };
}

/** Normalises an email the way the server stores it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
