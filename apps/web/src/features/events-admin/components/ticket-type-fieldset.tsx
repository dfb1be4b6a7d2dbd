import { useId } from 'react';
import { eventLimits, ticketVatRates, type TicketVatRate } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { MoneyField } from '@/components/money-field';
import { TextField } from '@/components/text-field';
import type { TicketTypeDraft } from '@/features/events-admin/utils/event-form-values';
import { VAT_HINT, vatRateLabel } from '@/features/events-admin/utils/event-labels';
import styles from './events-admin.module.css';

/** A sales limit on the venue's clock, or none: 'Quitar la fecha' empties it. */
function SalesTime({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="datetime-local"
      value={value}
      hint={hint}
      error={error ?? null}
      onChange={onChange}
    >
      {value && (
        <button
          type="button"
          className={styles.linkButton}
          aria-label={`Quitar la fecha de «${label}»`}
          onClick={() => onChange('')}
        >
          Quitar la fecha
        </button>
      )}
    </TextField>
  );
}

/** One ticket type of the event: its name, price and IVA, seats and sales window. */
export function TicketTypeFieldset({
  index,
  draft,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  draft: TicketTypeDraft;
  errors: Record<string, string>;
  canRemove: boolean;
  onChange: (change: Partial<TicketTypeDraft>) => void;
  onRemove: () => void;
}) {
  const vatId = useId();
  const error = (field: string) => errors[`ticketTypes.${index}.${field}`];
  const title = `Tipo de entrada ${index + 1}`;
  return (
    <fieldset className={styles.ticket}>
      <legend>{title}</legend>
      <TextField
        label="Nombre"
        required
        maxLength={eventLimits.ticketTypeName}
        value={draft.name}
        error={error('name') ?? null}
        onChange={(name) => onChange({ name })}
      />
      <TextField
        label="Descripción"
        multiline
        maxLength={eventLimits.ticketTypeDescription}
        hint="Opcional: qué incluye, a quién va dirigida."
        value={draft.description}
        error={error('description') ?? null}
        onChange={(description) => onChange({ description })}
      />
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={draft.free}
          onChange={(event) => onChange({ free: event.target.checked })}
        />
        Gratuita (registro)
      </label>
      <div className={styles.pair}>
        {draft.free ? (
          <FormMessage kind="info">Sin pago: quien la pide solo se registra.</FormMessage>
        ) : (
          <MoneyField
            label="Precio (€, IVA incluido)"
            value={draft.price}
            error={error('priceCents')}
            onChange={(price) => onChange({ price })}
          />
        )}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={vatId}>
            IVA
          </label>
          <select
            id={vatId}
            className={formStyles.input}
            aria-describedby={`${vatId}-hint`}
            value={draft.vatRate}
            onChange={(event) => onChange({ vatRate: Number(event.target.value) as TicketVatRate })}
          >
            {ticketVatRates.map((rate) => (
              <option key={rate} value={rate}>
                {vatRateLabel(rate)}
              </option>
            ))}
          </select>
          <p id={`${vatId}-hint`} className={formStyles.hint}>
            {VAT_HINT}
          </p>
          <FormMessage kind="error">{error('vatRate')}</FormMessage>
        </div>
      </div>
      <div className={styles.pair}>
        <TextField
          label="Plazas"
          required
          inputMode="numeric"
          maxLength={6}
          value={draft.quota}
          error={error('quota') ?? null}
          onChange={(quota) => onChange({ quota })}
        />
        <TextField
          label="Máximo por pedido"
          required
          inputMode="numeric"
          maxLength={2}
          value={draft.maxPerOrder}
          error={error('maxPerOrder') ?? null}
          onChange={(maxPerOrder) => onChange({ maxPerOrder })}
        />
      </div>
      <div className={styles.pair}>
        <SalesTime
          label="Venta desde"
          hint="Vacío: al momento, en cuanto el evento esté publicado."
          value={draft.salesStartAt}
          error={error('salesStartAt')}
          onChange={(salesStartAt) => onChange({ salesStartAt })}
        />
        <SalesTime
          label="Venta hasta"
          hint="Vacío: hasta que empiece el evento."
          value={draft.salesEndAt}
          error={error('salesEndAt')}
          onChange={(salesEndAt) => onChange({ salesEndAt })}
        />
      </div>
      {canRemove && (
        <div className={styles.actions}>
          <button
            type="button"
            className={formStyles.dangerButton}
            aria-label={`Quitar este tipo (${draft.name.trim() || title})`}
            onClick={onRemove}
          >
            Quitar este tipo
          </button>
        </div>
      )}
    </fieldset>
  );
}
