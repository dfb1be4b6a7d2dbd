import {
  buyerOrderMessages as msg,
  checkoutMessages,
  countryName,
  missingRecipientFields,
  recipientLabels,
  recipientLimits,
  requiredRecipientFields,
  type BuyerOrder,
  type Recipient,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-error';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import styles from './buyer-order.module.css';

/** The purchase form's fields, as wide or half a row; the country cannot change. */
const layout: [keyof Recipient, 'wide' | 'half'][] = [
  ['name', 'wide'],
  ['email', 'half'],
  ['phoneNumber', 'half'],
  ['addressLine1', 'wide'],
  ['addressLine2', 'wide'],
  ['postalCode', 'half'],
  ['city', 'half'],
  ['stateOrCounty', 'half'],
  ['countryCode', 'half'],
];

const autoComplete: Partial<Record<keyof Recipient, string>> = {
  name: 'shipping name',
  email: 'email',
  phoneNumber: 'tel',
  addressLine1: 'shipping address-line1',
  addressLine2: 'shipping address-line2',
  postalCode: 'shipping postal-code',
  city: 'shipping address-level2',
  stateOrCounty: 'shipping address-level1',
};

/** The server's refusal by field: its paths are the body's (`recipient.postalCode`). */
function refusedFields(error: unknown): Partial<Record<keyof Recipient, string>> {
  const details: unknown = error instanceof ApiError ? error.details : null;
  const found: Partial<Record<keyof Recipient, string>> = {};
  if (!Array.isArray(details)) return found;
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
    const name = detail.path.replace(/^recipient\./, '') as keyof Recipient;
    if (name in recipientLabels) found[name] ??= detail.message;
  }
  return found;
}

/**
 * The corrected delivery address, by the purchase form's rules (the server checks them again):
 * the required fields, then the server's word on the email, the postal code and the tax
 * territory, under the field it names.
 */
export function AddressForm({
  recipient,
  pending,
  onSubmit,
  onCancel,
}: {
  recipient: NonNullable<BuyerOrder['recipient']>;
  pending: boolean;
  /** Sends the address; rejects with the server's refusal. */
  onSubmit: (recipient: Recipient) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<Recipient>({
    initial: recipient,
    limits: recipientLimits,
    validate: (values) => {
      const missing = missingRecipientFields(values);
      if (missing.length === 0) return {};
      const labels = missing.map((name) => recipientLabels[name]);
      return {
        form: checkoutMessages.requiredFields(labels),
        ...Object.fromEntries(missing.map((name) => [name, 'Este campo es obligatorio.'])),
      };
    },
    onSubmit: async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        const refused = refusedFields(error);
        for (const [name, message] of Object.entries(refused)) {
          form.setError(name as keyof Recipient, message);
        }
        form.setError('form', messageFrom(error, msg.actionFailed));
      }
    },
  });

  return (
    <Form form={form} aria-label="Cambiar la dirección de entrega">
      <div className={styles.fields}>
        {layout.map(([name, width]) => {
          const required = (requiredRecipientFields as readonly string[]).includes(name);
          const country = name === 'countryCode';
          return (
            <div key={name} className={width === 'wide' ? styles.wide : undefined}>
              <TextField
                label={required ? recipientLabels[name] : `${recipientLabels[name]} (opcional)`}
                {...form.field(name)}
                // The country is shown by its name; the code stays the form's value.
                {...(country ? { value: countryName(form.values.countryCode) } : {})}
                type={name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : undefined}
                autoComplete={autoComplete[name]}
                required={required && !country}
                readOnly={country}
                hint={country ? 'El país de entrega no se puede cambiar.' : null}
              />
            </div>
          );
        })}
      </div>
      <FormMessage kind="error">{form.errors.form}</FormMessage>
      <div className={styles.buttons}>
        <SubmitButton pending={pending} pendingLabel="Guardando...">
          Guardar dirección
        </SubmitButton>
        <button
          type="button"
          className={formStyles.secondaryButton}
          disabled={pending}
          onClick={onCancel}
        >
          Cancelar
        </button>
      </div>
    </Form>
  );
}
