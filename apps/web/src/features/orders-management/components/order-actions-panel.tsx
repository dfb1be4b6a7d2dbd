import { useId, useState, type ReactNode } from 'react';
import {
  orderNumber,
  providerOrderMessages as msg,
  recipientLabels,
  shippingMethods,
  type ProviderOrderActions,
  type ProviderOrderBody,
  type ShippingMethodName,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { CountrySelect } from '@/components/country-select';
import { Field, TextField } from '@/components/text-field';
import { messageFrom, textOr } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import {
  useOrderAction,
  useProviderOrderActions,
} from '@/features/orders-management/api/provider-orders';
import { actionErrorMessage } from '@/features/orders-management/utils/action-error-text';
import { metadataText, parseMetadata } from '@/features/orders-management/utils/metadata-json';
import styles from './orders-management.module.css';

/** An action's call and the line under it: Prodigi's outcome, or the failure's text. */
function useAction(orderId: string) {
  const mutation = useOrderAction(orderId);
  const result = (
    <FormResult
      error={mutation.isError && actionErrorMessage(mutation.error)}
      success={mutation.isSuccess && textOr(mutation.data.outcome, msg.actionDone)}
    />
  );
  return { mutation, result };
}

function ActionBlock({
  title,
  available,
  children,
}: {
  title: string;
  /** Null while Prodigi's answer is on its way. */
  available: boolean | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.action} aria-labelledby={id}>
      <h5 id={id} className={styles.actionTitle}>
        {title}
      </h5>
      {children}
      {available === false && <p className={styles.muted}>{msg.notAvailable}</p>}
    </section>
  );
}

function CancelAction({ order, available }: { order: ProviderOrderBody; available: boolean }) {
  const { mutation, result } = useAction(order.id);
  const [confirming, setConfirming] = useState(false);
  const question = order.shopOrderId
    ? `¿Cancelar la orden en Prodigi? También se cancela el pedido ${orderNumber(order.shopOrderId)} de la tienda y se reembolsa al comprador.`
    : '¿Cancelar la orden en Prodigi?';
  const cancel = () =>
    mutation.mutate({ action: 'cancel' }, { onSettled: () => setConfirming(false) });
  return (
    <>
      <div className={styles.inline}>
        {confirming ? (
          <>
            <span className={formStyles.confirmQuestion}>{question}</span>
            <button
              type="button"
              className={formStyles.dangerButton}
              disabled={mutation.isPending}
              onClick={cancel}
            >
              Sí, cancelar la orden
            </button>
            <button
              type="button"
              className={formStyles.secondaryButton}
              disabled={mutation.isPending}
              onClick={() => setConfirming(false)}
            >
              No, volver
            </button>
          </>
        ) : (
          <button
            type="button"
            className={formStyles.dangerButton}
            disabled={!available || mutation.isPending}
            onClick={() => setConfirming(true)}
          >
            Cancelar orden
          </button>
        )}
      </div>
      {result}
    </>
  );
}

function ShippingAction({ order, available }: { order: ProviderOrderBody; available: boolean }) {
  const id = useId();
  const { mutation, result } = useAction(order.id);
  const current = shippingMethods.find((m) => m === order.shippingMethod) ?? 'Budget';
  const [method, setMethod] = useState<ShippingMethodName>(current);
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    mutation.mutate({ action: 'update-shipping', shippingMethod: method });
  };
  return (
    <form className={styles.action} onSubmit={submit}>
      <div className={styles.inline}>
        <label className={formStyles.label} htmlFor={id}>
          Método de envío
        </label>
        <select
          id={id}
          className={formStyles.input}
          value={method}
          disabled={!available}
          onChange={(e) => setMethod(e.target.value as ShippingMethodName)}
        >
          {shippingMethods.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={formStyles.button}
          disabled={!available || mutation.isPending}
        >
          Cambiar envío
        </button>
      </div>
      {result}
    </form>
  );
}

interface RecipientValues {
  name: string;
  email: string;
  phoneNumber: string;
  line1: string;
  line2: string;
  townOrCity: string;
  stateOrCounty: string;
  postalOrZipCode: string;
  countryCode: string;
}

const recipientValues = ({ recipient }: ProviderOrderBody): RecipientValues => ({
  name: recipient.name,
  email: recipient.email ?? '',
  phoneNumber: recipient.phoneNumber ?? '',
  line1: recipient.address.line1,
  line2: recipient.address.line2 ?? '',
  townOrCity: recipient.address.townOrCity,
  stateOrCounty: recipient.address.stateOrCounty ?? '',
  postalOrZipCode: recipient.address.postalOrZipCode,
  countryCode: recipient.address.countryCode,
});

const countryPattern = /^[A-Z]{2}$/;

function RecipientAction({ order, available }: { order: ProviderOrderBody; available: boolean }) {
  const { mutation, result } = useAction(order.id);
  const form = useForm<RecipientValues>({
    initial: () => recipientValues(order),
    limits: {
      name: 200,
      email: 254,
      phoneNumber: 40,
      line1: 200,
      line2: 200,
      townOrCity: 100,
      stateOrCounty: 100,
      postalOrZipCode: 20,
    },
    required: ['name', 'line1', 'townOrCity', 'postalOrZipCode', 'countryCode'],
    validate: (v) => (countryPattern.test(v.countryCode) ? {} : { countryCode: msg.badCountry }),
    onSubmit: (v) => {
      const optional = (text: string) => (text.trim() ? text.trim() : undefined);
      mutation.mutate({
        action: 'update-recipient',
        recipient: {
          name: v.name.trim(),
          email: optional(v.email),
          phoneNumber: optional(v.phoneNumber),
          address: {
            line1: v.line1.trim(),
            line2: optional(v.line2),
            townOrCity: v.townOrCity.trim(),
            stateOrCounty: optional(v.stateOrCounty),
            postalOrZipCode: v.postalOrZipCode.trim(),
            countryCode: v.countryCode,
          },
        },
      });
    },
  });
  const country = form.field('countryCode');
  return (
    <Form form={form}>
      <fieldset className={formStyles.fieldset} disabled={!available}>
        <div className={styles.recipientFields}>
          <TextField label={recipientLabels.name} {...form.field('name')} required />
          <TextField label={recipientLabels.email} type="email" {...form.field('email')} />
          <TextField
            label={recipientLabels.phoneNumber}
            type="tel"
            {...form.field('phoneNumber')}
          />
          <TextField label={recipientLabels.addressLine1} {...form.field('line1')} required />
          <TextField label={recipientLabels.addressLine2} {...form.field('line2')} />
          <TextField label={recipientLabels.city} {...form.field('townOrCity')} required />
          <TextField label={recipientLabels.stateOrCounty} {...form.field('stateOrCounty')} />
          <TextField
            label={recipientLabels.postalCode}
            {...form.field('postalOrZipCode')}
            required
          />
          <CountrySelect
            label={recipientLabels.countryCode}
            value={country.value}
            onChange={country.onChange}
            error={country.error}
            required
            autoComplete="off"
          />
        </div>
      </fieldset>
      <div className={styles.inline}>
        <SubmitButton pending={mutation.isPending} disabled={!available}>
          Guardar destinatario
        </SubmitButton>
      </div>
      {result}
    </Form>
  );
}

function MetadataAction({ order }: { order: ProviderOrderBody }) {
  const id = useId();
  const { mutation, result } = useAction(order.id);
  const [text, setText] = useState(() => metadataText(order.metadata));
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const parsed = parseMetadata(text);
    if (!parsed.ok) {
      setInvalid(parsed.message);
      return;
    }
    setInvalid(null);
    mutation.mutate({ action: 'update-metadata', metadata: parsed.metadata });
  };
  return (
    <form className={styles.action} onSubmit={submit} noValidate>
      <Field label="Metadata (JSON)" controlId={id}>
        <textarea
          id={id}
          className={`${formStyles.input} ${styles.metadataInput}`}
          value={text}
          rows={Math.min(16, Math.max(4, text.split('\n').length + 1))}
          spellCheck={false}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(null);
          }}
        />
        <FormMessage kind="error" id={`${id}-error`}>
          {invalid}
        </FormMessage>
      </Field>
      <div className={styles.inline}>
        <SubmitButton pending={mutation.isPending}>Guardar metadata</SubmitButton>
      </div>
      {!invalid && result}
    </form>
  );
}

const isYes = (actions: ProviderOrderActions | undefined, key: keyof ProviderOrderActions) =>
  actions ? actions[key].isAvailable === 'Yes' : null;

/**
 * What the admin can do to the order: each action enabled only while Prodigi says 'Yes'
 * (metadata always). Every answer reloads the order, its actions and the list.
 */
export function OrderActionsPanel({ order }: { order: ProviderOrderBody }) {
  const actions = useProviderOrderActions(order.id);
  const can = (key: keyof ProviderOrderActions) => isYes(actions.data, key);
  return (
    <div className={styles.actions}>
      {actions.isError && (
        <FormMessage kind="error">{messageFrom(actions.error, msg.detailFailed)}</FormMessage>
      )}
      <ActionBlock title="Cancelar la orden" available={can('cancel')}>
        <CancelAction order={order} available={can('cancel') === true} />
      </ActionBlock>
      <ActionBlock title="Cambiar el envío" available={can('changeShippingMethod')}>
        <ShippingAction order={order} available={can('changeShippingMethod') === true} />
      </ActionBlock>
      <ActionBlock title="Cambiar el destinatario" available={can('changeRecipientDetails')}>
        <RecipientAction order={order} available={can('changeRecipientDetails') === true} />
      </ActionBlock>
      <ActionBlock title="Cambiar la metadata" available={true}>
        <MetadataAction order={order} />
      </ActionBlock>
    </div>
  );
}
