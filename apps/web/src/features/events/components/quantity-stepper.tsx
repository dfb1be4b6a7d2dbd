import { useId, useState, type ReactNode, type Ref } from 'react';
import formStyles from '@/components/form.module.css';
import styles from './ticket-order.module.css';

/**
 * A number from `min` (0 by default) to `max`: − and + buttons around a number field, each
 * named for `what`.
 */
export function QuantityStepper({
  what,
  value,
  min = 0,
  max,
  disabled = false,
  unit = 'entrada',
  label,
  showLabel = false,
  invalid = false,
  describedBy,
  inputRef,
  onChange,
}: {
  /** The ticket type, as the controls' names say it. */
  what: string;
  value: number;
  min?: number;
  max: number;
  disabled?: boolean;
  /** What is counted, as the buttons' names say it: 'Añadir una entrada «…»'. */
  unit?: 'entrada' | 'plaza';
  /** The number field's name; 'Entradas «what»' by default. */
  label?: ReactNode;
  /** The label is shown beside the stepper (else only screen readers read it). */
  showLabel?: boolean;
  invalid?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: number) => void;
}) {
  const id = useId();
  // While the field is emptied to type another number with a minimum above 0: nothing is
  // chosen yet, and the value comes back when the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => onChange(Math.max(min, Math.min(max, next)));
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={showLabel ? styles.stepLabel : formStyles.srOnly}>
        {label ?? `Entradas «${what}»`}
      </label>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Quitar una ${unit} «${what}»`}
        disabled={disabled || value <= min}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        ref={inputRef}
        id={id}
        type="number"
        inputMode="numeric"
        className={styles.stepInput}
        min={min}
        max={max}
        step={1}
        value={draft ?? value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const typed = Number.parseInt(event.target.value, 10);
          if (Number.isNaN(typed) && min > 0) {
            setDraft('');
            return;
          }
          setDraft(null);
          set(Number.isNaN(typed) ? 0 : typed);
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Añadir una ${unit} «${what}»`}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
