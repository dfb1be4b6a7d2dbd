export { createProdigiClient, isAvailable, prodigiBaseUrl } from './client';
export type { ProdigiClient, ProdigiClientOptions, ProdigiEnvironment } from './client';
export { ProdigiError, isRetryableStatus, parseErrorBody } from './errors';
export type { ProdigiErrorInit } from './errors';
export {
  convertCosts,
  costToMoney,
  currencyExponent,
  decimalToMinor,
  minorToDecimal,
  moneyToCost,
} from './money';
export type { Money, WithMoney } from './money';
export {
  canonicalOutcome,
  isOneOf,
  isSoftFailure,
  knownOutcomes,
  sameOutcome,
  softFailureOutcomes,
} from './outcomes';
export type { ClientOutcome, KnownOutcome } from './outcomes';
export { callbackChange, parseProdigiCallback } from './callbacks';
export type * from './types';
export type * from './wire-types';
export { orderStages, shippingMethods } from './wire-types';
