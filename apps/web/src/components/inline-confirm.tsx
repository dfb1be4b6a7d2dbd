import styles from './form.module.css';

/**
 * The second step of a destructive action, in place of its button: the question, the
 * confirming button and 'Cancelar'. Both are disabled while the action runs.
 */
export function InlineConfirm({
  question,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <span className={styles.confirmQuestion}>{question}</span>
      <button type="button" className={styles.dangerButton} disabled={pending} onClick={onConfirm}>
        {confirmLabel}
      </button>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={pending}
        onClick={onCancel}
      >
        Cancelar
      </button>
    </>
  );
}
