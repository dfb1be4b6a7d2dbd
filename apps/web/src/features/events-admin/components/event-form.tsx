import { useId, type Ref } from 'react';
import { eventLimits, eventTimeZones } from '@shop/contracts';
import { SubmitButton } from '@/components/form';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { MARKDOWN_HINT } from '@/components/markdown-hint';
import { TextField } from '@/components/text-field';
import { timeZoneOptions } from '@/features/events-admin/utils/event-labels';
import { CoverSelect } from './cover-select';
import styles from './events-admin.module.css';
import { TicketTypeFieldset } from './ticket-type-fieldset';
import type { EventFormState } from './use-event-form';

/**
 * The event's fields and its ticket types (docs/rules/events.md). A cancelled event's are all
 * disabled and it has no save button.
 */
export function EventForm({
  ref,
  label,
  form,
  readOnly,
  pending,
  submitLabel,
  submitHint,
  success,
  onSubmit,
}: {
  ref: Ref<HTMLFormElement>;
  /** The form's accessible name. */
  label: string;
  form: EventFormState;
  readOnly: boolean;
  pending: boolean;
  submitLabel: string;
  /** Beside the save button: what saving does. */
  submitHint?: string;
  success: string | null;
  onSubmit: (event: { preventDefault: () => void }) => void;
}) {
  const { values, errors, set } = form;
  const zoneId = useId();
  const hintId = useId();
  const text = (
    name: 'name' | 'venueName' | 'venueAddress' | 'onlineUrl' | 'capacity' | 'seatsLeftPercent',
  ) => ({
    value: values[name],
    error: errors[name] ?? null,
    onChange: (value: string) => set(name, value),
  });

  return (
    <form
      ref={ref}
      aria-label={label}
      className={`${formStyles.form} ${styles.form}`}
      noValidate
      onSubmit={onSubmit}
    >
      <fieldset className={styles.plain} disabled={readOnly}>
        <TextField
          label="Nombre del evento"
          required
          maxLength={eventLimits.name}
          {...text('name')}
        />
        <TextField
          label="Descripción"
          multiline
          rows={8}
          maxLength={eventLimits.description}
          hint={MARKDOWN_HINT}
          value={values.description}
          error={errors.description ?? null}
          onChange={(value) => set('description', value)}
        />
        <CoverSelect
          value={values.coverPhotoId}
          error={errors.coverPhotoId}
          onChange={(value) => set('coverPhotoId', value)}
        />

        <fieldset className={styles.group}>
          <legend>Cuándo</legend>
          <div className={styles.pair}>
            <TextField
              label="Empieza"
              type="datetime-local"
              required
              value={values.startsAt}
              error={errors.startsAt ?? null}
              onChange={(value) => set('startsAt', value)}
            />
            <TextField
              label="Termina"
              type="datetime-local"
              required
              value={values.endsAt}
              error={errors.endsAt ?? null}
              onChange={(value) => set('endsAt', value)}
            />
          </div>
          <fieldset className={formStyles.fieldset} aria-describedby={hintId}>
            <legend className={formStyles.legend}>Hora del lugar</legend>
            <div className={formStyles.options}>
              {eventTimeZones.map((zone) => (
                <label key={zone} className={formStyles.check}>
                  <input
                    type="radio"
                    name={`${zoneId}-zona`}
                    checked={values.timeZone === zone}
                    onChange={() => set('timeZone', zone)}
                  />
                  {timeZoneOptions[zone]}
                </label>
              ))}
            </div>
            <p id={hintId} className={formStyles.hint}>
              Las horas del evento y las de venta son las del reloj del lugar.
            </p>
            <FormMessage kind="error">{errors.timeZone}</FormMessage>
          </fieldset>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Dónde</legend>
          <div className={styles.pair}>
            <TextField
              label="Lugar"
              required
              maxLength={eventLimits.venueName}
              {...text('venueName')}
            />
            <TextField
              label="Dirección"
              required
              maxLength={eventLimits.venueAddress}
              {...text('venueAddress')}
            />
          </div>
          <TextField
            label="Enlace para seguirlo en línea"
            type="text"
            inputMode="url"
            maxLength={eventLimits.onlineUrl}
            placeholder="https://…"
            hint="Opcional, solo si también se sigue por internet: empieza por https://."
            {...text('onlineUrl')}
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Entradas</legend>
          <TextField
            label="Aforo"
            inputMode="numeric"
            maxLength={6}
            hint="Opcional: plazas que comparten todos los tipos de entrada. Vacío: cada tipo con sus propias plazas."
            {...text('capacity')}
          />
          <TextField
            label="Avisar de las plazas que quedan (%)"
            inputMode="numeric"
            required
            maxLength={3}
            hint="Cada tipo de entrada dice «Quedan N plazas» cuando queda menos de este porcentaje de sus plazas (y siempre en las 3 últimas). 0: solo en las 3 últimas."
            {...text('seatsLeftPercent')}
          />
          <ol className={styles.ticketList}>
            {values.ticketTypes.map((draft, index) => (
              <li key={draft.key}>
                <TicketTypeFieldset
                  index={index}
                  draft={draft}
                  errors={errors}
                  canRemove={values.ticketTypes.length > 1}
                  onChange={(change) => form.editTicket(index, change)}
                  onRemove={() => form.removeTicket(index)}
                />
              </li>
            ))}
          </ol>
          <FormMessage kind="error">{errors.ticketTypes}</FormMessage>
          <div className={styles.actions}>
            <button
              type="button"
              className={formStyles.secondaryButton}
              disabled={values.ticketTypes.length >= eventLimits.ticketTypes}
              onClick={form.addTicket}
            >
              Añadir tipo de entrada
            </button>
          </div>
        </fieldset>
      </fieldset>

      {!readOnly && (
        <div className={styles.actions}>
          <SubmitButton pending={pending} pendingLabel="Guardando...">
            {submitLabel}
          </SubmitButton>
          {submitHint && <p className={styles.muted}>{submitHint}</p>}
        </div>
      )}
      <FormMessage kind="error">{errors.form}</FormMessage>
      {!errors.form && <FormMessage kind="success">{success}</FormMessage>}
    </form>
  );
}
