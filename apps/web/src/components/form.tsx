import type { FormHTMLAttributes, ReactNode } from 'react';
import type { FormApi } from '@/lib/use-form';
import styles from './form.module.css';

/**
 * A form in the shared style whose submit runs `form.handleSubmit` (validate, then send).
 * Always `noValidate`: required and format checks are the form's own (useForm `required`,
 * `validate`), with Spanish messages under the fields.
 */
export function Form<V extends object>({
  form,
  className,
  children,
  ...rest
}: { form: Pick<FormApi<V>, 'handleSubmit'>; children: ReactNode } & Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
>) {
  return (
    <form
      {...rest}
      className={className ? `${styles.form} ${className}` : styles.form}
      // Our own Spanish messages, never the browser's bubbles ('Please fill out this field.').
      noValidate
      onSubmit={form.handleSubmit}
    >
      {children}
    </form>
  );
}

/** The primary button of a form; shows `pendingLabel` while the request is under way. */
export function SubmitButton({
  pending = false,
  pendingLabel,
  disabled = false,
  describedBy,
  children,
}: {
  pending?: boolean;
  pendingLabel?: string;
  /** Disabled for another reason than a pending request (e.g. an incomplete form). */
  disabled?: boolean;
  describedBy?: string;
  children: string;
}) {
  return (
    <button
      type="submit"
      className={styles.button}
      disabled={pending || disabled}
      aria-describedby={describedBy}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
