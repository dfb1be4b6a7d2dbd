import { useId, useRef, useState } from 'react';
import {
  eventLimits,
  wallClock,
  type EventTimeZone,
  type MyTicket,
  type TicketHolder,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { useForm } from '@/lib/use-form';
import { useChangeHolder } from '@/features/events/api/my-events';
import { myTicketsTexts as texts } from '@/features/events/utils/my-tickets-texts';
import { TicketQr } from './ticket-qr';
import styles from './ticket-card.module.css';

/** 'DD/MM/YYYY HH:MM' on the venue's clock. */
function venueDateTime(iso: string, timeZone: EventTimeZone): string {
  const c = wallClock(iso, timeZone);
  const [year, month, day] = c.date.split('-');
  return `${day}/${month}/${year} ${c.time}`;
}

type TicketState = 'valid' | 'used' | 'cancelled';

const stateOf = (ticket: MyTicket): TicketState =>
  ticket.status === 'cancelled' ? 'cancelled' : ticket.checkedInAt ? 'used' : 'valid';

/**
 * One ticket on /mistickets/{id}: its QR (what the door scans), holder, type, reference,
 * order and state, and 'Transferir' while the ticket can still change hands.
 */
export function TicketCard({
  ticket,
  eventId,
  timeZone,
  canChangeHolder,
}: {
  ticket: MyTicket;
  eventId: string;
  timeZone: EventTimeZone;
  /** The event has not started nor been cancelled. */
  canChangeHolder: boolean;
}) {
  const id = useId();
  const state = stateOf(ticket);
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const sent = useRef<HTMLParagraphElement>(null);
  const changeable = canChangeHolder && ticket.transferable && state === 'valid';

  const stateLabel =
    state === 'cancelled'
      ? texts.cancelled
      : state === 'used' && ticket.checkedInAt
        ? texts.usedAt(venueDateTime(ticket.checkedInAt, timeZone))
        : texts.valid;

  return (
    <article className={styles.ticket} aria-labelledby={`${id}-holder`} data-state={state}>
      <div className={styles.qrBox}>
        {state === 'cancelled' ? (
          <div className={styles.noQr}>{texts.cancelledNoQr}</div>
        ) : (
          <TicketQr code={ticket.code} label={texts.qrLabel(ticket.holderName)} />
        )}
        {/* As the PDF prints it under the QR; read out below, with its label. */}
        <p className={styles.reference} aria-hidden="true">
          {ticket.reference}
        </p>
      </div>
      <div className={styles.body}>
        <p className={styles.state} data-state={state}>
          {stateLabel}
        </p>
        <h3 id={`${id}-holder`} className={styles.holder} tabIndex={-1}>
          {ticket.holderName}
        </h3>
        <p className={styles.email}>{ticket.holderEmail}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{texts.type}</dt>
            <dd>{ticket.ticketTypeName}</dd>
          </div>
          <div>
            <dt>{texts.reference}</dt>
            <dd className={styles.mono}>{ticket.reference}</dd>
          </div>
          <div>
            <dt>{texts.order}</dt>
            <dd className={styles.mono}>{ticket.orderNumber}</dd>
          </div>
        </dl>
        {sentTo && (
          <p ref={sent} role="status" tabIndex={-1} className={styles.sent}>
            {texts.holderChanged(sentTo)}
          </p>
        )}
        {changeable && !editing && (
          <button
            ref={toggle}
            type="button"
            className={formStyles.secondaryButton}
            aria-describedby={`${id}-holder`}
            onClick={() => {
              setSentTo(null);
              setEditing(true);
            }}
          >
            {texts.changeHolder}
          </button>
        )}
        {changeable && editing && (
          <HolderForm
            ticket={ticket}
            eventId={eventId}
            titleId={`${id}-change`}
            onCancel={() => {
              setEditing(false);
              requestAnimationFrame(() => toggle.current?.focus());
            }}
            onChanged={(email) => {
              setEditing(false);
              setSentTo(email);
              // The status line says where the ticket went; focus lands on it, so a screen
              // reader reads it and the keyboard goes on from this ticket.
              requestAnimationFrame(() => sent.current?.focus());
            }}
          />
        )}
      </div>
    </article>
  );
}

function HolderForm({
  ticket,
  eventId,
  titleId,
  onCancel,
  onChanged,
}: {
  ticket: MyTicket;
  eventId: string;
  titleId: string;
  onCancel: () => void;
  onChanged: (email: string) => void;
}) {
  const change = useChangeHolder(eventId);
  const form = useForm<TicketHolder>({
    initial: { fullName: '', email: '' },
    limits: { fullName: eventLimits.holderName },
    required: ['fullName', 'email'],
    onSubmit: (holder) =>
      change.mutate(
        {
          ticket,
          holder: { fullName: holder.fullName.trim(), email: holder.email.trim() },
        },
        {
          onSuccess: (updated) => onChanged(updated.holderEmail),
          onError: (error) => {
            const fields = fieldErrorsFrom(error);
            if (fields.fullName) form.setError('fullName', fields.fullName);
            if (fields.email) form.setError('email', fields.email);
            if (!fields.fullName && !fields.email) {
              form.setError('form', messageFrom(error, texts.changeFailed));
            }
          },
        },
      ),
  });

  return (
    <Form form={form} className={styles.form} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.formTitle}>
        {texts.changeHolderTitle(ticket.holderName)}
      </h4>
      <p className={styles.formHint}>{texts.changeHolderHint}</p>
      <TextField label={texts.holderName} autoComplete="off" required {...form.field('fullName')} />
      <TextField
        label={texts.holderEmail}
        type="email"
        autoComplete="off"
        required
        {...form.field('email')}
      />
      <FormMessage kind="error">{form.errors.form}</FormMessage>
      <div className={styles.formActions}>
        <SubmitButton pending={change.isPending} pendingLabel={texts.changing}>
          {texts.saveHolder}
        </SubmitButton>
        <button type="button" className={formStyles.secondaryButton} onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </Form>
  );
}
