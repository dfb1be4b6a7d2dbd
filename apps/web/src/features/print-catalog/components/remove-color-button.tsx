import styles from './print-catalog.module.css';

/** The 'Quitar' button of a colour row (catalogue product and variant forms). */
export function RemoveColorButton({ index, onRemove }: { index: number; onRemove: () => void }) {
  return (
    <button
      type="button"
      className={styles.dangerButton}
      aria-label={`Quitar el color ${index + 1}`}
      onClick={onRemove}
    >
      Quitar
    </button>
  );
}
