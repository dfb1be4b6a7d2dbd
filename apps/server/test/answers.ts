import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorCode } from '@shop/contracts';

/** The shop's error answer, as tests read it. */
export interface ErrorAnswer {
  error: ErrorCode;
  message: string;
  details?: { path: string; message: string }[];
}

/** A 400 invalid_data that names `path` among its failing fields; returns the answer. */
export function expectInvalidField(res: LightMyRequestResponse, path: string): ErrorAnswer {
  expect(res.statusCode).toBe(400);
  const body = res.json<ErrorAnswer>();
  expect(body.error).toBe('invalid_data');
  expect(body.details?.map((d) => d.path)).toContain(path);
  return body;
}
