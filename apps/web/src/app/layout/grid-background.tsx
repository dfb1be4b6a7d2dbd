import styles from './grid-background.module.css';

const CELLS = Array.from({ length: 30 }, (_, i) => String(i + 1).padStart(2, '0'));

/** The dark grid of 30 numbered cells behind some pages (docs/rules/ui-and-copy.md#layouts). */
export function GridBackground() {
  return (
    <div className={styles.grid} aria-hidden="true" data-testid="grid-background">
      {/* The numbers are drawn by CSS (::before): decoration, not text to read or check. */}
      {CELLS.map((n) => (
        <span key={n} className={styles.cell} data-n={n} />
      ))}
    </div>
  );
}
