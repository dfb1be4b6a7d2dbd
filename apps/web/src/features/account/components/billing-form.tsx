import { useId } from 'react';
import {
  accountMessages,
  billingLabels,
  fieldLimits,
  isSpainCountry,
  isSpanishPostalCode,
  isSpanishTaxId,
  spanishIdMessages,
  type BillingData,
  type BillingType,
  type Profile,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { refusedFieldMessage } from '@/lib/error-message';
import { useForm, type FormErrors } from '@/lib/use-form';
import { useUpdateBilling } from '@/features/account/api/update-billing';

type BillingTextField = Exclude<keyof BillingData, 'type'>;

const emptyBilling: BillingData = {
  type: 'personal',
  fiscalName: '',
  taxId: '',
  address: '',
  postalCode: '',
  city: '',
  province: '',
  country: '',
  phone: '',
  email: '',
};

const fixedLabels: Record<Exclude<BillingTextField, 'fiscalName' | 'taxId'>, string> = {
  address: 'Dirección',
  postalCode: 'Código postal',
  city: 'Ciudad',
  province: 'Provincia',
  country: 'País',
  phone: 'Teléfono (opcional)',
  email: 'Email de facturación (opcional)',
};

const fieldOrder: readonly { key: BillingTextField; required: boolean; autoComplete: string }[] = [
  { key: 'fiscalName', required: true, autoComplete: 'name' },
  { key: 'taxId', required: true, autoComplete: 'off' },
  { key: 'address', required: true, autoComplete: 'street-address' },
  { key: 'postalCode', required: true, autoComplete: 'postal-code' },
  { key: 'city', required: true, autoComplete: 'address-level2' },
  { key: 'province', required: true, autoComplete: 'address-level1' },
  { key: 'country', required: true, autoComplete: 'country-name' },
  { key: 'phone', required: false, autoComplete: 'tel' },
  { key: 'email', required: false, autoComplete: 'email' },
];

const requiredFields = fieldOrder.filter((f) => f.required).map((f) => f.key);

const trimAll = (data: BillingData): BillingData => ({
  ...data,
  fiscalName: data.fiscalName.trim(),
  taxId: data.taxId.trim(),
  address: data.address.trim(),
  postalCode: data.postalCode.trim(),
  city: data.city.trim(),
  province: data.province.trim(),
  country: data.country.trim(),
  phone: data.phone?.trim() ?? '',
  email: data.email?.trim() ?? '',
});

/** In Spain the tax id and the postal code are checked as the server checks them. */
function checkSpanishIds(data: BillingData): FormErrors<BillingData> {
  if (!isSpainCountry(data.country)) return {};
  return {
    ...(data.taxId.trim() && !isSpanishTaxId(data.taxId) ? { taxId: spanishIdMessages.taxId } : {}),
    ...(data.postalCode.trim() && !isSpanishPostalCode(data.postalCode)
      ? { postalCode: spanishIdMessages.postalCode }
      : {}),
  };
}

/** 'Datos de Facturación' (docs/rules/accounts.md#billing-data). */
export function BillingForm({ profile }: { profile: Profile }) {
  const id = useId();
  const update = useUpdateBilling();
  const form = useForm<BillingData>({
    initial: () => ({ ...emptyBilling, ...profile.billingData }),
    limits: fieldLimits.billing,
    required: requiredFields,
    validate: checkSpanishIds,
    // The new profile becomes the session's (useUpdateBilling).
    onSubmit: (billing) => update.mutate(trimAll(billing)),
  });
  const billing = form.values;
  const labels = { ...billingLabels(billing.type), ...fixedLabels };
  const setType = (type: BillingType) => form.set('type', type);

  return (
    <Form form={form} aria-label="Datos de Facturación">
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Tipo de facturación</legend>
        <div className={formStyles.options}>
          <label className={formStyles.check}>
            <input
              type="radio"
              name={`${id}-type`}
              checked={billing.type === 'personal'}
              onChange={() => setType('personal')}
            />
            Particular
          </label>
          <label className={formStyles.check}>
            <input
              type="radio"
              name={`${id}-type`}
              checked={billing.type === 'business'}
              onChange={() => setType('business')}
            />
            Empresa
          </label>
        </div>
      </fieldset>
      {fieldOrder.map(({ key, required, autoComplete }) => (
        <TextField
          key={key}
          label={labels[key]}
          type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
          autoComplete={autoComplete}
          required={required}
          {...form.field(key)}
        />
      ))}
      <FormResult
        error={
          update.isError &&
          (refusedFieldMessage(update.error) ?? accountMessages.billingUpdateFailed)
        }
        success={update.isSuccess && accountMessages.billingUpdated}
      />
      <SubmitButton pending={update.isPending} pendingLabel="Guardando...">
        Guardar datos de facturación
      </SubmitButton>
    </Form>
  );
}
