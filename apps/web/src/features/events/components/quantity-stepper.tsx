import { useId } from 'react';
import formStyles from '@/components/form.module.css';
import styles from './ticket-order.module.css';

/** A number from 0 to `max`: − and + buttons around a number field, each named for `what`. */
export function QuantityStepper({
  what,
  value,
  max,
  disabled = false,
  onChange,
}: {
  /** The ticket type, as the controls' names say it. */
  what: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const set = (next: number) => onChange(Math.max(0, Math.min(max, next)));
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={formStyles.srOnly}>
        {`Entradas «${what}»`}
      </label>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Quitar una entrada «${what}»`}
        disabled={disabled || value <= 0}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className={styles.stepInput}
        min={0}
        max={max}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const typed = Number.parseInt(event.target.value, 10);
          set(Number.isNaN(typed) ? 0 : typed);
        }}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Añadir una entrada «${what}»`}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
