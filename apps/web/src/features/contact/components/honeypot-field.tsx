import styles from './contact.module.css';

/**
 * A field people never see (off screen, out of the tab order, hidden from screen readers).
 * Bots that fill every field fill it, and the server then stores and sends nothing while
 * answering as if it had.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        No rellenes este campo
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
