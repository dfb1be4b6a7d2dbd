import { useId } from 'react';
import type { FormField } from '@shop/contracts';
import formStyles from '../../../components/form.module.css';

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

/** One field of /form-fields/profile (storefront-customer §3 Profile form field definition). */
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
    case 'textarea': {
      const common = {
        id,
        className: formStyles.input,
        placeholder: field.placeholder,
        'aria-describedby': descriptionId,
        value: asText(value),
      };
      return (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={id}>
            {field.label}
          </label>
          {field.type === 'textarea' ? (
            <textarea {...common} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <input
              {...common}
              type={inputTypes[field.type]}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
          {description}
        </div>
      );
    }
    case 'select':
      return (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={id}>
            {field.label}
          </label>
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
        </div>
      );
    case 'radio':
      return (
        <fieldset className={formStyles.fieldset} aria-describedby={descriptionId}>
          <legend className={formStyles.legend}>{field.label}</legend>
          <div className={formStyles.options}>
            {options.map((o) => (
              <label key={o.value} className={formStyles.check}>
                <input
                  type="radio"
                  name={id}
                  value={o.value}
                  checked={value === o.value}
                  onChange={() => onChange(o.value)}
                />
                {o.label}
              </label>
            ))}
          </div>
          {description}
        </fieldset>
      );
    case 'checkbox':
      if (options.length > 0) {
        const selected = asList(value);
        return (
          <fieldset className={formStyles.fieldset} aria-describedby={descriptionId}>
            <legend className={formStyles.legend}>{field.label}</legend>
            <div className={formStyles.options}>
              {options.map((o) => (
                <label key={o.value} className={formStyles.check}>
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
                  {o.label}
                </label>
              ))}
            </div>
            {description}
          </fieldset>
        );
      }
      return <SingleCheckbox field={field} value={value} onChange={onChange} />;
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
