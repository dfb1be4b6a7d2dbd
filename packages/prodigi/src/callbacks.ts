import { ProdigiError } from './errors';
import { convertCosts } from './money';
import type { Callback } from './types';
import type { WireCallback } from './wire-types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a callback body (CloudEvents 1.0 structured mode, §5.2) and converts its money. Prodigi
 * signs nothing: authenticate the request yourself (a secret in the callback URL) before this.
 * Handlers should be idempotent on `id`; Prodigi may send the same change twice (§8.11).
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
