import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { FormMessage } from './form-message';
import styles from './form.module.css';
import { PasswordInput } from './password-input';

export interface TextFieldProps {
  label: string;
  value: string;
  /** Receives the new text; may be left out on a read-only field. */
  onChange?: (value: string) => void;
  /**
   * The input's type; left out, the attribute is not rendered (a text input). A password
   * field gets a show/hide button.
   */
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'date' | 'datetime-local';
  /** A textarea instead of an input (`type` does not apply). */
  multiline?: boolean;
  /** A textarea's height in lines, for long texts (the style's minimum otherwise). */
  rows?: number;
  autoComplete?: string;
  /**
   * Announced as required (`aria-required`); the check and its Spanish message are the
   * form's own (useForm `required`), never the browser's. `'aria'` is the same.
   */
  required?: boolean | 'aria';
  readOnly?: boolean;
  placeholder?: string;
  /** Longest text allowed (the contract's field limit). */
  maxLength?: number;
  lang?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A line under the field, tied to it by aria-describedby; nothing is shown when empty. */
  hint?: string | null;
  /** An error alert under the field; when set, the field is also marked invalid. */
  error?: string | null;
  /** Marks the field invalid when its message is shown elsewhere (e.g. under the form). */
  invalid?: boolean;
  /** Ids of other elements that describe the field, e.g. something passed as children. */
  describedBy?: string;
  /** More content under the input, before the hint (e.g. a password checklist). */
  children?: ReactNode;
  /** The input's id; a generated one by default. */
  id?: string;
}

/**
 * The frame every form field shares: a label tied to its control by `controlId`, then the
 * control and anything under it (passed as children).
 */
export function Field({
  label,
  controlId,
  children,
}: {
  label: string;
  controlId: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled text input (or textarea) in the shared form style: label, control, hint, error. */
export function TextField({
  label,
  value,
  onChange,
  type,
  multiline = false,
  rows,
  autoComplete,
  required = false,
  readOnly,
  placeholder,
  maxLength,
  lang,
  inputMode,
  hint,
  error,
  invalid = false,
  describedBy,
  children,
  id,
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const describedByIds = [describedBy, hint ? hintId : undefined].filter(Boolean).join(' ');
  const control = {
    id: inputId,
    className: styles.input,
    autoComplete,
    'aria-required': Boolean(required) || undefined,
    readOnly,
    placeholder,
    maxLength,
    lang,
    inputMode,
    'aria-describedby': describedByIds || undefined,
    'aria-invalid': invalid || Boolean(error) || undefined,
    value,
  };

  return (
    <Field label={label} controlId={inputId}>
      {multiline ? (
        <textarea
          {...control}
          rows={rows}
          onChange={onChange && ((e) => onChange(e.target.value))}
        />
      ) : type === 'password' ? (
        <PasswordInput {...control} onChange={onChange && ((e) => onChange(e.target.value))} />
      ) : (
        <input {...control} type={type} onChange={onChange && ((e) => onChange(e.target.value))} />
      )}
      {children}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FormMessage kind="error">{error}</FormMessage>
    </Field>
  );
}
