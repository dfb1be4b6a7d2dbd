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

/**
 * The state with its clock times replaced by 1 (where a time was set): a page is the same
 * bytes for every visitor, so the server can keep it (apps/server infra/page-cache.ts). The
 * browser sets them to when it reads the page (`readSsrState`): the server's data is as
 * fresh as its page, which the server renders again after every change.
 */
export function withoutTimes(queries: DehydratedState): DehydratedState {
  const mark = (time: number) => (time ? 1 : 0);
  return {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      dehydratedAt: 1,
      state: {
        ...query.state,
        dataUpdatedAt: mark(query.state.dataUpdatedAt),
        errorUpdatedAt: mark(query.state.errorUpdatedAt),
      },
    })),
  };
}

/**
 * The state the server put in the page, errors made ApiErrors again and its times made now
 * (see `withoutTimes`); null when none.
 */
export function readSsrState(doc: Document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as SsrState;
  const now = Date.now();
  for (const query of state.queries.queries) {
    query.dehydratedAt = now;
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    if (query.state.errorUpdatedAt) query.state.errorUpdatedAt = now;
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
