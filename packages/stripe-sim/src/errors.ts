/** Stripe's error object (`{ error: { type, code, message, … } }`) and the statuses it comes with. */

export type StripeErrorType =
  'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
  request_log_url?: string;
}

/** Thrown by the engine; the HTTP layer answers it as `{ error }` with `status`. */
export class SimulatorError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

function docUrl(code: string) {
  return `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;
}

export function invalidRequest(message: string, code?: string, param?: string): SimulatorError {
  return new SimulatorError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  });
}

export function resourceMissing(kind: string, id: string, param: string): SimulatorError {
  return new SimulatorError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: docUrl('resource_missing'),
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

export function unexpectedState(message: string): SimulatorError {
  return invalidRequest(message, 'payment_intent_unexpected_state');
}

export function authenticationError(message: string): SimulatorError {
  return new SimulatorError(401, { type: 'invalid_request_error', message });
}

export function idempotencyError(): SimulatorError {
  return new SimulatorError(400, {
    type: 'idempotency_error',
    message:
      'Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than the one used in the original request.',
  });
}

export function cardErrorDocUrl(code: string) {
  return docUrl(code);
}
