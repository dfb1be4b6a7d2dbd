import type { ProfileOption } from '@shop/contracts';

export type FieldValues = Record<string, unknown>;

/** The profile's options as a key → value map, for the form. */
export function optionsToValues(options: readonly ProfileOption[] | undefined): FieldValues {
  return Object.fromEntries((options ?? []).map((o) => [o.key, o.value]));
}

/**
 * The options to save: the edited values, plus any stored option whose field is no longer
 * offered (kept, not silently dropped).
 */
export function valuesToOptions(
  stored: readonly ProfileOption[] | undefined,
  edited: FieldValues,
): ProfileOption[] {
  const kept = (stored ?? []).filter((o) => !(o.key in edited));
  return [...kept, ...Object.entries(edited).map(([key, value]) => ({ key, value }))];
}
