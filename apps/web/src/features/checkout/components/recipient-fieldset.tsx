import { TextField } from '@/components/text-field';
import type { FormApi } from '@/lib/use-form';
import { CountrySelect } from '@/components/country-select';
import {
  recipientLabels,
  requiredRecipientFields,
  type Recipient,
} from '@/features/checkout/utils/purchase-rules';
import { autoCompleteOf, recipientLayout } from '@/features/checkout/utils/recipient-fields';
import styles from './checkout.module.css';

/**
 * 'Datos de envío': the delivery address fields of the buy form and the cart, the missing
 * ones marked. `onEdit` runs after every change (the address a payment was made for is gone).
 */
export function RecipientFieldset({
  form,
  missing,
  onEdit,
}: {
  form: Pick<FormApi<Recipient>, 'field'>;
  missing: readonly string[];
  onEdit: () => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subtitle}>Datos de envío</legend>
      <div className={styles.recipient}>
        {recipientLayout.map(([name, width]) => {
          const required = (requiredRecipientFields as readonly string[]).includes(name);
          const field = form.field(name);
          if (name === 'countryCode') {
            return (
              <div key={name} className={width === 'wide' ? styles.wide : undefined}>
                <CountrySelect
                  label={recipientLabels[name]}
                  value={field.value}
                  onChange={(code) => {
                    field.onChange(code);
                    onEdit();
                  }}
                  required
                  invalid={missing.includes(name)}
                />
              </div>
            );
          }
          return (
            <div key={name} className={width === 'wide' ? styles.wide : undefined}>
              <TextField
                label={required ? recipientLabels[name] : `${recipientLabels[name]} (opcional)`}
                {...field}
                error={null}
                onChange={(text) => {
                  field.onChange(text);
                  onEdit();
                }}
                type={name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : undefined}
                autoComplete={autoCompleteOf[name]}
                required={required}
                invalid={missing.includes(name)}
                maxLength={200}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
