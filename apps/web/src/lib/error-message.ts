import { ApiError } from './api-error';

/** What api-client puts in `message` when the server's answer carried none. */
const bareStatus = /^HTTP \d{3}$/;

/**
 * The server's Spanish message when it sent one, else the spec's fallback text
 * (storefront-customer §8: "server message, else ..."). Network failures and answers
 * without a message get the fallback.
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
