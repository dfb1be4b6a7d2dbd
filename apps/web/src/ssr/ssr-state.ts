import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { isErrorCode } from '@shop/contracts';
import { ApiError } from '@/lib/api-error';

import { SSR_STATE_ID } from './ssr-state-id';

export { SSR_STATE_ID };

/** What the server hands the browser with a rendered page, so hydration starts from it. */
export interface SsrState {
  queries: DehydratedState;
  router: Partial<HydrationState>;
}

interface PlainError {
  status: number;
  code: string;
  message: string;
}

/**
 * JSON of the state, safe inside a <script> element: an ApiError becomes {status, code,
 * message} (its message is not an enumerable property), and '<' is escaped so no data can
 * close the element.
 */
export function serializeSsrState(state: SsrState): string {
  const json = JSON.stringify(state, (_key, value: unknown) =>
    value instanceof ApiError
      ? ({ status: value.status, code: value.code, message: value.message } satisfies PlainError)
      : value,
  );
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const isPlainError = (value: unknown): value is PlainError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PlainError).status === 'number' &&
  typeof (value as PlainError).message === 'string';

/** The state the server put in the page, errors made ApiErrors again; null when none. */
export function readSsrState(doc: Document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as SsrState;
  for (const query of state.queries.queries) {
    const error: unknown = query.state.error;
    if (isPlainError(error)) {
      query.state.error = new ApiError(
        error.status,
        isErrorCode(error.code) ? error.code : 'internal',
        error.message,
      );
    }
  }
  return state;
}
