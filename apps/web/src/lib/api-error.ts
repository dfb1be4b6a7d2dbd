import { errorCodeForStatus, isErrorCode, type ErrorCode } from '@shop/contracts';

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
    isErrorCode(body.error) ? body.error : errorCodeForStatus(status),
    typeof body.message === 'string' ? body.message : `HTTP ${status}`,
    body.details,
  );
}
