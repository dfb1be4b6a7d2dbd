import styles from './progress-bar.module.css';

/**
 * The one progress bar of the site: a native `<progress>` (a screen reader announces it as a
 * progress bar with its value) drawn in the theme's colours. `value` null means the work has
 * started but its share is unknown (e.g. the server still processing): the bar is then
 * indeterminate. `showValue` writes the percentage beside the bar; `text` writes what is
 * being done instead (a stage and its percent), and is what a screen reader hears.
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
  /** What is being done, e.g. 'Generando tamaños… 40 %'. */
  text?: string;
}) {
  const { value, max = 100, label, showValue = false, className, valueTestId, text } = props;
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
        aria-valuetext={text ?? (percent === null ? 'En curso' : `${percent} %`)}
      />
      {text !== undefined && (
        <span className={styles.text} aria-hidden="true">
          {text}
        </span>
      )}
      {text === undefined && showValue && percent !== null && (
        <span className={styles.value} aria-hidden="true" data-testid={valueTestId}>
          {percent} %
        </span>
      )}
    </div>
  );
}
