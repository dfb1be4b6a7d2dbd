import { defaultErrorMessages, errorStatusByCode, type ErrorCode } from '@shop/contracts';

/**
 * The only error type services throw on purpose. Its code comes from the closed set in
 * @shop/contracts; the HTTP status is derived from the code in one place.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  /** For rate_limited: seconds until the caller may try again (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    details?: unknown,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message ?? defaultErrorMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return errorStatusByCode[this.code];
  }
}

export const notFound = (message?: string) => new AppError('not_found', message);
export const invalidData = (message?: string, details?: unknown) =>
  new AppError('invalid_data', message, details);
export const notAllowed = (message?: string) => new AppError('not_allowed', message);
export const conflict = (message?: string) => new AppError('conflict', message);
export const unavailable = (message?: string) => new AppError('unavailable', message);
