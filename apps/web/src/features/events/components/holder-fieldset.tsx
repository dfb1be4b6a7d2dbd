import { eventLimits } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { eventTexts } from '@/features/events/utils/event-texts';
import type { Holder, HolderField } from '@/features/events/utils/ticket-selection';
import styles from './ticket-order.module.css';

/** Who attends on one ticket: the name and email that go on it. */
export function HolderFieldset({
  legend,
  values,
  errors,
  isBuyer,
  disabled,
  onChange,
}: {
  legend: string;
  values: Holder;
  errors: Partial<Record<HolderField, string>>;
  /** The first ticket, filled with the buyer's data: the browser may offer its own. */
  isBuyer: boolean;
  disabled: boolean;
  onChange: (field: HolderField, value: string) => void;
}) {
  return (
    <fieldset className={`${formStyles.fieldset} ${styles.holder}`} disabled={disabled}>
      <legend className={formStyles.legend}>{legend}</legend>
      <div className={styles.holderFields}>
        <TextField
          label={eventTexts.holderName}
          value={values.fullName}
          autoComplete={isBuyer ? 'name' : 'off'}
          maxLength={eventLimits.holderName}
          required
          error={errors.fullName}
          onChange={(value) => onChange('fullName', value)}
        />
        <TextField
          label={eventTexts.holderEmail}
          type="email"
          value={values.email}
          autoComplete={isBuyer ? 'email' : 'off'}
          maxLength={254}
          required
          error={errors.email}
          onChange={(value) => onChange('email', value)}
        />
      </div>
    </fieldset>
  );
}
