import { useId } from 'react';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Field } from '@/components/text-field';

/**
 * The euro price input of the new-image and edit forms. `unreadable` is true when the
 * browser holds text it cannot read as a number (the value is then '').
 */
export function PriceField({
  value,
  error,
  hint,
  onChange,
}: {
  value: string;
  error: string | null | undefined;
  hint?: string;
  onChange: (value: string, unreadable: boolean) => void;
}) {
  const id = useId();
  return (
    <Field label="Precio (€)" controlId={`${id}-price`}>
      <input
        id={`${id}-price`}
        className={formStyles.input}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={value}
        aria-describedby={hint ? `${id}-price-hint` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value, event.target.validity.badInput)}
      />
      {hint && (
        <p id={`${id}-price-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      <FormMessage kind="error">{error}</FormMessage>
    </Field>
  );
}
