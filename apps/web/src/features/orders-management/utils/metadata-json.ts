import { providerOrderMessages as msg } from '@shop/contracts';

export type MetadataParse =
  { ok: true; metadata: Record<string, unknown> } | { ok: false; message: string };

/**
 * The metadata editor's text as the object Prodigi stores: valid JSON and an object (not an
 * array, a string or null), else 'El JSON de metadata no es válido' and nothing is sent.
 */
export function parseMetadata(text: string): MetadataParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: msg.badMetadata };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: msg.badMetadata };
  }
  return { ok: true, metadata: value as Record<string, unknown> };
}

/** The order's metadata as the editor starts it: indented JSON, `{}` when there is none. */
export const metadataText = (metadata: Record<string, unknown> | null) =>
  JSON.stringify(metadata ?? {}, null, 2);
