import { useId } from 'react';
import {
  accountMessages,
  billingLabels,
  countryCodeOf,
  DEFAULT_COUNTRY_CODE,
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
import { CountrySelect } from '@/components/country-select';
import { TextField } from '@/components/text-field';
import { refusedFieldMessage } from '@/lib/error-message';
import { useForm, type FormApi, type FormErrors } from '@/lib/use-form';
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
  country: DEFAULT_COUNTRY_CODE,
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

/**
 * The billing form's state: starts from the stored data, checks the required fields and the
 * Spanish ids, and hands `onSubmit` the trimmed data.
 */
export function useBillingForm(
  billingData: Profile['billingData'],
  onSubmit: (billing: BillingData) => unknown,
): FormApi<BillingData> {
  return useForm<BillingData>({
    initial: () => ({
      ...emptyBilling,
      ...billingData,
      // Older profiles typed the country; the select takes its code (España when unknown).
      country: countryCodeOf(billingData?.country) ?? DEFAULT_COUNTRY_CODE,
    }),
    limits: fieldLimits.billing,
    required: requiredFields,
    validate: checkSpanishIds,
    onSubmit: (billing) => onSubmit(trimAll(billing)),
  });
}

/**
 * The billing fields (type, fiscal name and id, address, contact), shared by 'Datos de
 * Facturación' and the modal that asks for them before an invoice is downloaded.
 */
export function BillingFields({ form }: { form: FormApi<BillingData> }) {
  const id = useId();
  const billing = form.values;
  const labels = { ...billingLabels(billing.type), ...fixedLabels };
  const setType = (type: BillingType) => form.set('type', type);

  return (
    <>
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
      {fieldOrder.map(({ key, required, autoComplete }) =>
        key === 'country' ? (
          <CountrySelect
            key={key}
            label={labels[key]}
            value={form.values.country}
            onChange={(code) => form.set('country', code)}
            error={form.errors.country ?? null}
            autoComplete="country"
            required
          />
        ) : (
          <TextField
            key={key}
            label={labels[key]}
            type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
            autoComplete={autoComplete}
            required={required}
            {...form.field(key)}
          />
        ),
      )}
    </>
  );
}

/** 'Datos de Facturación' (docs/rules/accounts.md#billing-data). */
export function BillingForm({ profile }: { profile: Profile }) {
  const update = useUpdateBilling();
  // The new profile becomes the session's (useUpdateBilling).
  const form = useBillingForm(profile.billingData, (billing) => update.mutate(billing));

  return (
    <Form form={form} aria-label="Datos de Facturación">
      <BillingFields form={form} />
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
