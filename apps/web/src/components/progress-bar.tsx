import styles from './progress-bar.module.css';

/**
 * The one progress bar of the site: a native `<progress>` (a screen reader announces it as a
 * progress bar with its value) drawn in the theme's colours. `value` null means the work has
 * started but its share is unknown (e.g. the server still processing): the bar is then
 * indeterminate. `showValue` writes the percentage beside the bar.
 */
export function ProgressBar(props: {
  /** 0..max, or null while the amount is unknown. */
  value: number | null;
  max?: number;
  /** The accessible name, e.g. 'Progreso de la subida'. */
  label: string;
  showValue?: boolean;
  className?: string;
  /** A test id for the written percentage. */
  valueTestId?: string;
}) {
  const { value, max = 100, label, showValue = false, className, valueTestId } = props;
  const clamped = value === null ? null : Math.min(max, Math.max(0, value));
  const percent = clamped === null ? null : Math.round((clamped / max) * 100);
  return (
    <div className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      <progress
        className={styles.bar}
        max={max}
        // Without a value attribute a <progress> is indeterminate.
        value={clamped ?? undefined}
        aria-label={label}
        aria-valuetext={percent === null ? 'En curso' : `${percent} %`}
      />
      {showValue && percent !== null && (
        <span className={styles.value} aria-hidden="true" data-testid={valueTestId}>
          {percent} %
        </span>
      )}
    </div>
  );
}
