import styles from './form.module.css';

/**
 * A result line under a form: errors are alerts (announced at once), other results are
 * polite status messages.
 */
export function FormMessage({
  kind,
  children,
  id,
}: {
  kind: 'error' | 'success' | 'info';
  children: string | null | undefined;
  id?: string;
}) {
  if (!children) return null;
  return (
    <p
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`${styles.message} ${styles[kind]}`}
    >
      {children}
    </p>
  );
}

/**
 * The outcome of a submit, under the form: the error (an alert) if any, else the success
 * line (a status) if any. Both are optional and shown only when non-empty.
 */
export function FormResult({
  error,
  success,
}: {
  error?: string | null | false;
  success?: string | null | false;
}) {
  if (error) return <FormMessage kind="error">{error}</FormMessage>;
  return success ? <FormMessage kind="success">{success}</FormMessage> : null;
}
