import { useId } from 'react';
import type { FormField } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { Field, TextField } from '@/components/text-field';

const inputTypes = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  number: 'number',
  date: 'date',
} as const;

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** One field of /form-fields/profile (docs/rules/accounts.md#profile-fields). */
export function ProfileFieldInput({
  field,
  value,
  onChange,
}: {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const id = useId();
  const descriptionId = field.description ? `${id}-description` : undefined;
  const description = field.description ? (
    <p id={descriptionId} className={formStyles.hint}>
      {field.description}
    </p>
  ) : null;
  const options = field.options ?? [];

  switch (field.type) {
    case 'text':
    case 'email':
    case 'phone':
    case 'number':
    case 'date':
    case 'textarea':
      return (
        <TextField
          label={field.label}
          multiline={field.type === 'textarea'}
          type={field.type === 'textarea' ? undefined : inputTypes[field.type]}
          placeholder={field.placeholder}
          hint={field.description}
          value={asText(value)}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <Field label={field.label} controlId={id}>
          <select
            id={id}
            className={formStyles.input}
            aria-describedby={descriptionId}
            value={asText(value)}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">{field.placeholder ?? 'Selecciona una opción'}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {description}
        </Field>
      );
    case 'radio':
    case 'checkbox': {
      if (field.type === 'checkbox' && options.length === 0) {
        return <SingleCheckbox field={field} value={value} onChange={onChange} />;
      }
      const selected = asList(value);
      return (
        <fieldset className={formStyles.fieldset} aria-describedby={descriptionId}>
          <legend className={formStyles.legend}>{field.label}</legend>
          <div className={formStyles.options}>
            {options.map((o) => (
              <label key={o.value} className={formStyles.check}>
                {field.type === 'radio' ? (
                  <input
                    type="radio"
                    name={id}
                    value={o.value}
                    checked={value === o.value}
                    onChange={() => onChange(o.value)}
                  />
                ) : (
                  <input
                    type="checkbox"
                    checked={selected.includes(o.value)}
                    onChange={(e) =>
                      onChange(
                        e.target.checked
                          ? [...selected, o.value]
                          : selected.filter((v) => v !== o.value),
                      )
                    }
                  />
                )}
                {o.label}
              </label>
            ))}
          </div>
          {description}
        </fieldset>
      );
    }
    case 'boolean':
      return <SingleCheckbox field={field} value={value} onChange={onChange} />;
  }
}

function SingleCheckbox({
  field,
  value,
  onChange,
}: {
  field: FormField;
  value: unknown;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className={formStyles.field}>
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
        {field.label}
      </label>
      {field.description && <p className={formStyles.hint}>{field.description}</p>}
    </div>
  );
}
