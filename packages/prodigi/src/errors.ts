import { canonicalOutcome, sameOutcome } from './outcomes';
import type { ProdigiFailures } from './wire-types';

export interface ProdigiErrorInit {
  outcome: string;
  httpStatus: number | null;
  failures?: ProdigiFailures;
  traceParent?: string | null;
  retryable?: boolean;
  statusText?: string | null;
  /** The parsed body, kept for soft failures (it still carries the order). */
  body?: unknown;
  /** What was called, e.g. "POST /orders/ord_1/actions/cancel" (never headers or the key). */
  operation?: string;
  cause?: unknown;
}

/**
 * Every failure of a Prodigi call: HTTP errors in any of the three body shapes
 * (docs/rules/catalogue-and-prints.md#error-bodies), soft failures answered with HTTP 200,
 * timeouts and network errors. It never carries the API key:
 * the message is built from the outcome, the method, the path and the failure keys only.
 */
export class ProdigiError extends Error {
  override readonly name = 'ProdigiError';
  /** Prodigi's outcome in canonical casing, or Timeout / NetworkError / HttpError / InvalidResponse. */
  readonly outcome: string;
  /** null when no HTTP answer arrived (timeout, network). */
  readonly httpStatus: number | null;
  /** `ValidationFailed` details keyed by JSON path; {} when there are none. */
  readonly failures: ProdigiFailures;
  readonly traceParent: string | null;
  /** Whether trying again later may succeed (timeouts, network errors, 429, 5xx). */
  readonly retryable: boolean;
  readonly statusText: string | null;
  readonly body: unknown;
  readonly operation: string | null;

  constructor(init: ProdigiErrorInit) {
    const where = init.operation ? ` on ${init.operation}` : '';
    const status = init.httpStatus === null ? '' : ` (HTTP ${init.httpStatus})`;
    const paths = Object.keys(init.failures ?? {});
    const detail = paths.length > 0 ? `: ${paths.join(', ')}` : '';
    super(`Prodigi ${init.outcome}${status}${where}${detail}`, { cause: init.cause });
    this.outcome = init.outcome;
    this.httpStatus = init.httpStatus;
    this.failures = init.failures ?? {};
    this.traceParent = init.traceParent ?? null;
    this.retryable = init.retryable ?? false;
    this.statusText = init.statusText ?? null;
    this.body = init.body;
    this.operation = init.operation ?? null;
    // What people sent (addresses, names, the values in failures) stays out of log lines:
    // loggers copy enumerable properties, so these two are not enumerable.
    Object.defineProperty(this, 'body', { enumerable: false });
    Object.defineProperty(this, 'failures', { enumerable: false });
  }

  /** A log-safe summary: failure paths and codes, never the values provided. */
  toJSON() {
    const failureCodes: Record<string, string[]> = {};
    for (const path of Object.keys(this.failures)) failureCodes[path] = this.codesAt(path);
    return {
      name: this.name,
      message: this.message,
      outcome: this.outcome,
      httpStatus: this.httpStatus,
      retryable: this.retryable,
      traceParent: this.traceParent,
      operation: this.operation,
      failureCodes,
    };
  }

  /** Case-insensitive: `error.is('validationFailed')` matches `ValidationFailed`. */
  is(outcome: string): boolean {
    return sameOutcome(this.outcome, outcome);
  }

  /** The failure codes at one JSON path, e.g. codesAt('items[0].sku') → ['SkuNotFound']. */
  codesAt(path: string): string[] {
    return (this.failures[path] ?? []).map((failure) => failure.code);
  }
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFailures(value: unknown): ProdigiFailures {
  if (!isRecord(value)) return {};
  const failures: ProdigiFailures = {};
  for (const [path, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    failures[path] = list.filter(isRecord).map((entry) => ({
      ...entry,
      code: typeof entry.code === 'string' ? entry.code : 'Unknown',
      providedValue: entry.providedValue ?? null,
    }));
  }
  return failures;
}

/**
 * Reads an error answer in any of its three shapes:
 * (a) `{ outcome: "ValidationFailed", failures, traceParent }`,
 * (b) `{ outcome, traceParent }`,
 * (c) `{ statusText, statusCode, data, traceParent }`;
 * anything else (an HTML page from a proxy, an empty body) becomes `HttpError`.
 */
export function parseErrorBody(
  httpStatus: number,
  body: unknown,
  operation?: string,
): ProdigiError {
  const retryable = isRetryableStatus(httpStatus);
  if (!isRecord(body)) {
    return new ProdigiError({ outcome: 'HttpError', httpStatus, retryable, operation, body });
  }
  const traceParent = typeof body.traceParent === 'string' ? body.traceParent : null;
  const statusText = typeof body.statusText === 'string' ? body.statusText : null;
  const data = isRecord(body.data) ? body.data : null;
  const failures = readFailures(body.failures ?? data?.failures);
  let outcome: string;
  if (typeof body.outcome === 'string' && body.outcome !== '') {
    outcome = canonicalOutcome(body.outcome);
  } else if (data && typeof data.outcome === 'string') {
    outcome = canonicalOutcome(data.outcome);
  } else if (statusText) {
    // Shape (c) names no outcome; "Bad Request" → "BadRequest" keeps it one word.
    outcome = canonicalOutcome(statusText.replace(/\s+/g, ''));
  } else {
    outcome = 'HttpError';
  }
  return new ProdigiError({
    outcome,
    httpStatus,
    failures,
    traceParent,
    statusText,
    retryable,
    operation,
    body,
  });
}
