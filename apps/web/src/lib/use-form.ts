import { useCallback, useState } from 'react';

/** Messages by field, plus `form` for one message about the whole form. */
export type FormErrors<V> = Partial<Record<keyof V | 'form', string | null>>;

/** The fields holding text (optional ones too): the ones a TextField can edit. */
type TextKeys<V> = { [K in keyof V]-?: V[K] extends string | undefined ? K : never }[keyof V];

export interface UseFormOptions<V extends object> {
  initial: V | (() => V);
  /** Longest text per field: set as maxLength on the input and checked again on submit. */
  limits?: Partial<Record<TextKeys<V>, number>>;
  /** Text fields that may not be left empty: 'Este campo es obligatorio.' on submit. */
  required?: readonly TextKeys<V>[];
  /**
   * The form's own checks, in the browser before any request (the contract's rule
   * functions): a message per failing field (or `form`); none sends.
   */
  validate?: (values: V) => FormErrors<V>;
  /** Called with the values once they pass; may be async (errors are the caller's). */
  onSubmit: (values: V) => unknown;
  /** Keep messages while the user edits (by default editing a field clears its message). */
  keepErrorsWhileEditing?: boolean;
}

export interface FormApi<V extends object> {
  values: V;
  errors: FormErrors<V>;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  setError: (name: keyof V | 'form', message: string | null) => void;
  /** Back to the initial values (or `next`), without messages. */
  reset: (next?: V) => void;
  /** Props for a TextField bound to a text field: value, onChange, error, maxLength. */
  field: (name: TextKeys<V>) => {
    value: string;
    onChange: (value: string) => void;
    error: string | null;
    maxLength?: number;
  };
  handleSubmit: (event?: { preventDefault: () => void }) => void;
}

const hasMessage = (errors: object) => Object.values(errors).some(Boolean);

/** 'Máximo N caracteres.' for text over its limit (the input's maxLength stops typing more). */
export const tooLongMessage = (max: number) => `Máximo ${max} caracteres.`;

/** The message under a required field left empty (forms never show the browser's own). */
export const requiredMessage = 'Este campo es obligatorio.';

/**
 * The one form state of the app: the values, their messages, and a submit that validates
 * first. No dependency, so public forms stay small; validation uses the contract's pure
 * rule functions.
 */
export function useForm<V extends object>(options: UseFormOptions<V>): FormApi<V> {
  const { initial, limits, required, validate, onSubmit, keepErrorsWhileEditing = false } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (!keepErrorsWhileEditing) {
        setErrors((current) =>
          current[name] || current.form ? { ...current, [name]: null, form: null } : current,
        );
      }
    },
    [keepErrorsWhileEditing],
  );

  const setError = useCallback((name: keyof V | 'form', message: string | null) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const reset = (next?: V) => {
    setValues(next ?? (typeof initial === 'function' ? initial() : initial));
    setErrors({});
  };

  const fieldErrors = (): FormErrors<V> => {
    const found: FormErrors<V> = {};
    for (const [name, max] of Object.entries(limits ?? {}) as [keyof V, number][]) {
      const value = values[name];
      if (typeof value === 'string' && value.length > max) found[name] = tooLongMessage(max);
    }
    for (const name of required ?? []) {
      const value = values[name];
      if (!found[name] && (typeof value !== 'string' || value.trim() === '')) {
        found[name] = requiredMessage;
      }
    }
    return found;
  };

  const handleSubmit = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    const found = fieldErrors();
    for (const [name, message] of Object.entries(validate?.(values) ?? {})) {
      if (message) found[name as keyof V | 'form'] = message as string;
    }
    setErrors(found);
    if (hasMessage(found)) return;
    void onSubmit(values);
  };

  const field = (name: TextKeys<V>) => ({
    value: (values[name] ?? '') as string,
    onChange: (value: string) => set(name, value as V[TextKeys<V>]),
    error: errors[name] ?? null,
    maxLength: limits?.[name],
  });

  return { values, errors, set, setError, reset, field, handleSubmit };
}
