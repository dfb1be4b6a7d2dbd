import { isErrorCode, providerOrderMessages as msg } from '@shop/contracts';
import { ApiError } from '@/lib/api-error';

/** Thrown for an action the screen does not know: 'Acción no soportada'. */
export class UnsupportedActionError extends Error {
  constructor() {
    super(msg.unsupported);
    this.name = 'UnsupportedActionError';
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** `details` as a person reads it: a text, or the first refused field's message. */
function detailsText(details: unknown): string | null {
  if (Array.isArray(details)) return detailsText(details[0]);
  if (typeof details === 'string') return text(details);
  if (details && typeof details === 'object' && 'message' in details) {
    return text(details.message);
  }
  return null;
}

/** What openapi's client puts in `message` when the answer carried none. */
const bareStatus = /^HTTP \d{3}$/;

/**
 * A failed order action's text (docs/rules/admin.md#orders-management): the answer's
 * `error`, then its `details`, then its `message`, then 'No se pudo completar la acción'.
 * Our API's `error` is a code for programs, never a person's text: a code is passed over.
 */
export function actionErrorText(body: { error?: unknown; details?: unknown; message?: unknown }) {
  const error = isErrorCode(body.error) ? null : text(body.error);
  const message = text(body.message);
  return (
    error ??
    detailsText(body.details) ??
    (message && !bareStatus.test(message) ? message : null) ??
    msg.actionFailed
  );
}

/** The text for whatever an action's call threw. */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof UnsupportedActionError) return msg.unsupported;
  if (error instanceof ApiError) {
    return actionErrorText({ error: error.code, details: error.details, message: error.message });
  }
  return msg.actionFailed;
}
