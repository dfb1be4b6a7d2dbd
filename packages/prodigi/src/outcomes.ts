/**
 * Prodigi's `outcome` strings. The docs write them lowerCamel, the live API sends PascalCase:
 * every comparison ignores case (docs/rules/catalogue-and-prints.md#outcomes).
 */

/** Outcomes Prodigi documents, in the wire casing seen or expected. */
export const knownOutcomes = [
  'Ok',
  'Created',
  'CreatedWithIssues',
  'OnHold',
  'AlreadyExists',
  'Updated',
  'PartiallyUpdated',
  'FailedToUpdate',
  'Cancelled',
  'FailedToCancel',
  'ActionNotAvailable',
  'ValidationFailed',
  'NotAuthenticated',
  'EntityNotFound',
  'EndpointDoesNotExist',
  'MethodNotAllowed',
  'InvalidContentType',
  'InternalServerError',
  'TimedOut',
] as const;
export type KnownOutcome = (typeof knownOutcomes)[number];

/** Outcomes our client gives to failures that carry no Prodigi outcome. */
export const clientOutcomes = ['Timeout', 'NetworkError', 'HttpError', 'InvalidResponse'] as const;
export type ClientOutcome = (typeof clientOutcomes)[number];

export function sameOutcome(a: string | null | undefined, b: string): boolean {
  return typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
}

export function isOneOf(outcome: string | null | undefined, expected: readonly string[]): boolean {
  return expected.some((candidate) => sameOutcome(outcome, candidate));
}

/**
 * Soft failures: HTTP 200 answers that did not do what was asked. A partial update is one:
 * some shipment kept its old value.
 */
export const softFailureOutcomes = [
  'FailedToCancel',
  'ActionNotAvailable',
  'FailedToUpdate',
  'PartiallyUpdated',
] as const;

export function isSoftFailure(outcome: string | null | undefined): boolean {
  return isOneOf(outcome, softFailureOutcomes);
}

/** The known outcome in its canonical casing, or the string unchanged. */
export function canonicalOutcome(outcome: string): string {
  return knownOutcomes.find((known) => sameOutcome(outcome, known)) ?? outcome;
}
