/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket notation
 * (`metadata[order_id]=ord_1`, `expand[0]=latest_charge`, `payment_method_data[card][number]=…`),
 * the same in query strings. Values stay strings; an empty value (`metadata=`) means "unset".
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = Record<string, FormValue>;

/** `a[b][0]` → ['a', 'b', '0']; null for a malformed name. */
function splitName(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) return null;
  const rest = match[2] ?? '';
  const parts = [match[1]];
  for (const piece of rest.matchAll(/\[([^[\]]*)\]/g)) parts.push(piece[1] ?? '');
  return parts;
}

function isRecord(value: FormValue | undefined): value is Record<string, FormValue> {
  return typeof value === 'object' && !Array.isArray(value);
}

/** Objects whose keys are exactly 0..n-1 become arrays (`expand[0]`, `expand[1]`). */
function arraysFromIndexes(value: FormValue): FormValue {
  if (!isRecord(value)) return value;
  const entries = Object.entries(value).map(
    ([key, entry]) => [key, arraysFromIndexes(entry)] as const,
  );
  const indexed = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return indexed ? entries.map(([, entry]) => entry) : Object.fromEntries(entries);
}

export class FormError extends Error {}

export function parseForm(text: string): FormObject {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const parts = splitName(name);
    if (!parts) throw new FormError(`Invalid parameter name: ${name}`);
    let node = root;
    for (const [index, part] of parts.entries()) {
      let key = part;
      const last = index === parts.length - 1;
      // `types[]=a&types[]=b`: an empty index appends.
      if (key === '') key = String(Object.keys(node).length);
      if (last) {
        if (isRecord(node[key])) throw new FormError(`Conflicting values for ${name}`);
        node[key] = value;
      } else {
        const next = node[key];
        if (next === undefined || next === '') {
          const created: Record<string, FormValue> = {};
          node[key] = created;
          node = created;
        } else if (isRecord(next)) {
          node = next;
        } else {
          throw new FormError(`Conflicting values for ${name}`);
        }
      }
    }
  }
  const result: FormObject = {};
  for (const [key, value] of Object.entries(root)) result[key] = arraysFromIndexes(value);
  return result;
}

/** The same parameters in a canonical order, to compare two requests (idempotency). */
export function canonicalForm(value: FormValue | FormObject): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalForm).join(',')}]`;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalForm(entry)}`).join(',')}}`;
}
