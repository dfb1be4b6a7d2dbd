import type { ErrorCode } from '@shop/contracts';

/**
 * An error answer of the API (or a call that never got a usable one). `code` is one of the
 * contract's closed set, so code that switches on it, and tests, can only use codes the
 * server really sends.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Every code of the contract. A typed record (not the contract's runtime list, whose module
 * also builds zod schemas) keeps zod out of the visitor's bundle; `satisfies` fails the
 * build when the contract gains or loses a code.
 */
const knownCodes = {
  invalid_data: 400,
  unauthenticated: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  provider_failed: 502,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(knownCodes, value);

/** The contract's code for a status, for answers without a (known) code: a proxy's 502... */
export function codeForStatus(status: number): ErrorCode {
  const exact = (Object.keys(knownCodes) as ErrorCode[]).find(
    (code) => knownCodes[code] === status,
  );
  if (exact) return exact;
  return status >= 500 ? 'internal' : 'invalid_data';
}

/**
 * The ApiError of an error answer, from its raw body text: the server's code, Spanish
 * message and details when the body is the contract's error JSON. Anything else (HTML from
 * a proxy, an unknown code) falls back to the status's code and 'HTTP {status}'.
 */
export function apiErrorFrom(status: number, bodyText: string): ApiError {
  let body: { error?: unknown; message?: unknown; details?: unknown } = {};
  try {
    const parsed: unknown = bodyText ? JSON.parse(bodyText) : undefined;
    if (parsed && typeof parsed === 'object') body = parsed;
  } catch {
    // not JSON: keep the status alone
  }
  return new ApiError(
    status,
    isErrorCode(body.error) ? body.error : codeForStatus(status),
    typeof body.message === 'string' ? body.message : `HTTP ${status}`,
    body.details,
  );
}
