import { useId } from 'react';
import { countryOptions } from '@shop/contracts';
import { Field } from './text-field';
import { FormMessage } from './form-message';
import styles from './form.module.css';

/**
 * The one country field (docs/rules/ui-and-copy.md#countries): a select of Spanish names,
 * España first; its value is the ISO code the API takes.
 */
export function CountrySelect(props: {
  label?: string;
  value: string;
  onChange: (code: string) => void;
  required?: boolean;
  invalid?: boolean;
  error?: string | null;
  autoComplete?: string;
  id?: string;
}) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const known = countryOptions.some((option) => option.code === props.value);
  return (
    <Field label={props.label ?? 'País'} controlId={id}>
      <select
        id={id}
        className={styles.input}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoComplete={props.autoComplete ?? 'country'}
        aria-required={props.required === true ? true : undefined}
        aria-invalid={props.invalid === true || Boolean(props.error) ? true : undefined}
      >
        {!known && <option value={props.value}>{props.value || 'Elige un país'}</option>}
        {countryOptions.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <FormMessage kind="error">{props.error}</FormMessage>
    </Field>
  );
}
