import { defaultErrorMessages } from '@shop/contracts';
import { ApiError } from './api-error';

/** What api-client puts in `message` when the server's answer carried none. */
const bareStatus = /^HTTP \d{3}$/;

/**
 * The server's Spanish message when it sent one, else the fallback
 * (docs/rules/ui-and-copy.md#messages). Network failures and answers without one get the
 * fallback.
 */
export function messageFrom(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && !bareStatus.test(error.message)) {
    return error.message;
  }
  return fallback;
}

/** `text` when the server sent a non-empty one, else the fallback. */
export function textOr(text: string | null | undefined, fallback: string): string {
  return text?.trim() ? text : fallback;
}

/**
 * For a refused form (an answer with `details` per field): the server's own message when it
 * is specific, else the message about the first refused field; null for other failures.
 */
export function refusedFieldMessage(error: unknown): string | null {
  const details: unknown = error instanceof ApiError ? error.details : null;
  if (!(error instanceof ApiError) || !Array.isArray(details)) return null;
  if (error.message !== defaultErrorMessages.invalid_data && !bareStatus.test(error.message)) {
    return error.message;
  }
  const first: unknown = details[0];
  const message = (first as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}
