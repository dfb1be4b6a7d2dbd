import { ProdigiError } from './errors';
import { convertCosts } from './money';
import type { Callback } from './types';
import type { WireCallback } from './wire-types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a callback body and converts its money (docs/rules/catalogue-and-prints.md#callbacks).
 * Prodigi signs nothing: authenticate the request first (a secret in the callback URL), and
 * handle each `id` once, since the same change may come twice.
 */
export function parseProdigiCallback(body: unknown): Callback {
  const order = isRecord(body) && isRecord(body.data) ? body.data.order : undefined;
  if (
    !isRecord(body) ||
    body.specversion !== '1.0' ||
    typeof body.type !== 'string' ||
    typeof body.id !== 'string' ||
    !isRecord(order) ||
    typeof order.id !== 'string'
  ) {
    throw new ProdigiError({ outcome: 'InvalidResponse', httpStatus: null, operation: 'callback' });
  }
  try {
    return convertCosts(body as unknown as WireCallback);
  } catch (error) {
    throw new ProdigiError({
      outcome: 'InvalidResponse',
      httpStatus: null,
      operation: 'callback',
      cause: error,
    });
  }
}

/** The new value a callback announces: `…stage.changed#Complete` → "Complete". */
export function callbackChange(type: string): string | null {
  const hash = type.lastIndexOf('#');
  return hash === -1 ? null : type.slice(hash + 1);
}
