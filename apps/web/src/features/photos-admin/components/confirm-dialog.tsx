import { useId } from 'react';
import formStyles from '@/components/form.module.css';
import styles from './photos-admin.module.css';

/**
 * A modal question with a confirm and a cancel button. Cancel has the focus at first, so
 * Enter never destroys anything by accident; Escape cancels too.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <div className={styles.backdrop}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className={styles.dialog}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !busy) onCancel();
        }}
      >
        <h3 id={`${id}-title`} className={styles.dialogTitle}>
          {title}
        </h3>
        <p id={`${id}-message`} className={styles.dialogText}>
          {message}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.dangerButton} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button
            type="button"
            className={formStyles.secondaryButton}
            disabled={busy}
            onClick={onCancel}
            autoFocus
          >
            Cancelar
          </button>
        </div>
      </div>
    </div>
  );
}
