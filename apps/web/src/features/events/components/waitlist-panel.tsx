import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  waitlistMessages,
  type EventTimeZone,
  type TicketType,
  type WaitlistEntry,
} from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { messageFrom, refusedFieldMessage } from '@/lib/error-message';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { useJoinWaitlist, useLeaveWaitlist } from '@/features/events/api/waitlist';
import { eventTexts } from '@/features/events/utils/event-texts';
import { waitlistSentence } from '@/features/events/utils/ticket-rules';
import { QuantityStepper } from './quantity-stepper';
import styles from './ticket-order.module.css';

/** Whether a type shows a waitlist part: sold out, or the customer is on its line. */
export const hasWaitlistPart = (type: TicketType, entry: WaitlistEntry | undefined) =>
  entry !== undefined || type.sale === 'sold_out';

/**
 * A ticket type's waitlist (docs/rules/events.md#waitlist), under the type: 'Apuntarme a la
 * lista de espera' and its form while the customer is not on the line; where they stand
 * (announced as it changes) and 'Salir de la lista' or 'No las quiero' once they are.
 */
export function WaitlistPanel({
  eventId,
  type,
  timeZone,
  entry,
  joining,
  onJoin,
  onCloseJoin,
}: {
  eventId: string;
  /** The type as this customer may buy it. */
  type: TicketType;
  timeZone: EventTimeZone;
  /** The customer's active entry on the type's line. */
  entry: WaitlistEntry | undefined;
  /** The join form is open. */
  joining: boolean;
  /** 'Apuntarme a la lista de espera' pressed: the order signs the visitor in, or opens it. */
  onJoin: () => void;
  onCloseJoin: () => void;
}) {
  const leave = useLeaveWaitlist(eventId);
  const joinButton = useRef<HTMLButtonElement>(null);
  const leaveButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the next render shows it (the pressed control is gone).
  const focusNext = useRef<'join' | 'leave' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'join' ? joinButton.current : leaveButton.current;
    if (focusNext.current && target) {
      target.focus();
      focusNext.current = null;
    }
  });

  const sentence = entry ? waitlistSentence(entry, timeZone) : null;
  const canLeave = entry?.status === 'waiting' || entry?.status === 'offered';
  const status = entry?.status ?? (joining ? 'joining' : undefined);

  const leaveLine = () => {
    if (!entry) return;
    leave.mutate(entry.id, {
      onSuccess: () => {
        focusNext.current = 'join';
      },
    });
  };

  return (
    <div className={styles.waitlist} data-status={status}>
      <p className={styles.waitlistNote} aria-live="polite">
        {sentence}
      </p>
      {canLeave && (
        <button
          ref={leaveButton}
          type="button"
          className={formStyles.secondaryButton}
          disabled={leave.isPending}
          onClick={leaveLine}
        >
          {entry.status === 'offered' ? waitlistMessages.decline : waitlistMessages.leave}
        </button>
      )}
      {!entry && !joining && type.sale === 'sold_out' && (
        <button
          ref={joinButton}
          type="button"
          className={formStyles.secondaryButton}
          data-waitlist-join={type.id}
          onClick={() => {
            leave.reset();
            onJoin();
          }}
        >
          {waitlistMessages.join}
        </button>
      )}
      {!entry && joining && (
        <JoinForm
          eventId={eventId}
          type={type}
          onJoined={() => {
            focusNext.current = 'leave';
            onCloseJoin();
          }}
          onCancel={() => {
            focusNext.current = 'join';
            onCloseJoin();
          }}
        />
      )}
      <FormMessage kind="error">
        {leave.error ? messageFrom(leave.error, eventTexts.waitlistLeaveFailed) : null}
      </FormMessage>
    </div>
  );
}

/**
 * How many seats, whether fewer will do, 'Apuntarme'. A group, not a form: it sits inside the
 * tickets' form (forms do not nest), so Enter in its fields sends it here.
 */
function JoinForm({
  eventId,
  type,
  onJoined,
  onCancel,
}: {
  eventId: string;
  type: TicketType;
  onJoined: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const join = useJoinWaitlist(eventId);
  const [quantity, setQuantity] = useState(1);
  const [acceptsFewer, setAcceptsFewer] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const fieldError = join.error ? fieldErrorsFrom(join.error).quantity : undefined;
  const formError =
    join.error && !fieldError
      ? (refusedFieldMessage(join.error) ?? messageFrom(join.error, eventTexts.waitlistJoinFailed))
      : null;
  const busy = join.isPending;

  const send = () => {
    if (busy) return;
    join.mutate(
      { ticketTypeId: type.id, quantity, acceptsFewer: quantity > 1 && acceptsFewer },
      { onSuccess: onJoined },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div
      role="group"
      aria-label={eventTexts.waitlistGroup(type.name)}
      className={styles.join}
      onKeyDown={onKeyDown}
    >
      {type.sale === 'sold_out' && (
        <>
          <div className={styles.joinField}>
            <QuantityStepper
              what={type.name}
              unit="plaza"
              label={eventTexts.waitlistSeats}
              showLabel
              value={quantity}
              min={1}
              max={type.maxPerOrder}
              disabled={busy}
              invalid={Boolean(fieldError)}
              describedBy={fieldError ? `${id}-quantity` : undefined}
              inputRef={input}
              onChange={(value) => {
                setQuantity(value);
                if (fieldError) join.reset();
              }}
            />
            <FormMessage kind="error" id={`${id}-quantity`}>
              {fieldError}
            </FormMessage>
          </div>
          {quantity > 1 && (
            <label className={formStyles.check}>
              <input
                type="checkbox"
                checked={acceptsFewer}
                disabled={busy}
                onChange={(event) => setAcceptsFewer(event.target.checked)}
              />
              <span>{waitlistMessages.acceptsFewer}</span>
            </label>
          )}
          <div className={styles.joinActions}>
            <button type="button" className={formStyles.button} disabled={busy} onClick={send}>
              {busy ? eventTexts.waitlistJoining : waitlistMessages.joinSubmit}
            </button>
            <button
              type="button"
              className={formStyles.secondaryButton}
              disabled={busy}
              onClick={onCancel}
            >
              {eventTexts.waitlistCancel}
            </button>
          </div>
        </>
      )}
      <FormMessage kind="error">{formError}</FormMessage>
    </div>
  );
}
