import styles from './progress-bar.module.css';

/**
 * A themed progress bar (the native <progress> is drawn blue by some browsers): `value` from
 * 0 to 100, `label` its accessible name, `text` what it says beside it (a stage, a percent).
 */
export function ProgressBar({
  value,
  label,
  text,
}: {
  value: number;
  label: string;
  text?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      {text && (
        <span className={styles.text} aria-hidden="true">
          {text}
        </span>
      )}
    </div>
  );
}
