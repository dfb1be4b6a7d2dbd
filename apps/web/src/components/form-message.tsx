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
