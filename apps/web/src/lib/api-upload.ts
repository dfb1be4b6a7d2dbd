import { defaultPathSerializer } from 'openapi-fetch';
import type { paths } from './api-schema';

/**
 * A multipart body as FormData, its fields in order: a Blob as a file part (a File keeps its
 * name), an array as one part per item, a missing value left out. The `bodySerializer` of a
 * multipart call (its `body` is typed by the document), and an XHR upload's body.
 */
export function formDataOf(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, unknown][]) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item instanceof Blob) form.append(name, item);
      else if (typeof item === 'string') form.append(name, item);
      else if (typeof item === 'number' || typeof item === 'boolean') form.append(name, `${item}`);
    }
  }
  return form;
}

/** A path of the document with its `{params}` filled in, for a call sent through XHR. */
export function pathOf(path: keyof paths, params: Record<string, string> = {}): string {
  const url = defaultPathSerializer(path, params);
  if (url.includes('{')) throw new Error(`${path}: missing path parameters`);
  return url;
}
