import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type SyntheticEvent,
  type ReactNode,
} from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import {
  eventMessages,
  formatEuros,
  type OrderCheckoutResponse,
  type PublicEvent,
  type WaitlistEntry,
} from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { messageFrom, refusedFieldMessage } from '@/lib/error-message';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session/session-context';
import { orderTickets } from '@/features/events/api/order-tickets';
import { useMyWaitlist, useRefreshMyWaitlist } from '@/features/events/api/waitlist';
import { eventTexts } from '@/features/events/utils/event-texts';
import {
  forgetSelection,
  keepSelection,
  takeSelection,
} from '@/features/events/utils/selection-storage';
import { maxSelectable, withOffers } from '@/features/events/utils/ticket-rules';
import {
  chosenTickets,
  emptySelection,
  fieldKey,
  holderErrors,
  holderErrorsFromServer,
  holderValues,
  orderItems,
  quantityOf,
  totalCents,
  type Holder,
  type HolderField,
  type Selection,
} from '@/features/events/utils/ticket-selection';
import type { SignInSlot, TicketPayment, TicketPaymentSlot } from './event-slots';
import { HoldCountdown, holdDeadline } from './hold-countdown';
import { HolderFieldset } from './holder-fieldset';
import { SignInDialog } from './sign-in-dialog';
import { TicketTypeItem } from './ticket-type-item';
import { hasWaitlistPart, WaitlistPanel } from './waitlist-panel';
import styles from './ticket-order.module.css';

type Stage =
  | { kind: 'choosing' }
  | { kind: 'paying'; payment: TicketPayment; deadline: number; summary: string }
  | { kind: 'confirmed'; receiptPath: string };

const ticketsText = (n: number) => `${n} ${n === 1 ? 'entrada' : 'entradas'}`;

/** The longest a timer may wait (setTimeout's limit). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** When the first of these offers runs out (ms), or null. */
function firstOfferEnd(entries: readonly WaitlistEntry[]): number | null {
  const ends = entries.flatMap((entry) =>
    entry.status === 'offered' && entry.offerExpiresAt ? [Date.parse(entry.offerExpiresAt)] : [],
  );
  return ends.length > 0 ? Math.min(...ends) : null;
}

/**
 * The event's tickets (docs/rules/events.md): how many of each type, who attends on each,
 * the total; then a free registration is confirmed at once, and a paid one goes on to the
 * card while its seats are held. A signed-out visitor signs in in a modal, over the choice.
 * A sold-out type has its waitlist; seats it offers the customer are theirs to take.
 */
export function TicketOrder({
  event: publicEvent,
  Payment,
  SignIn,
}: {
  event: PublicEvent;
  Payment?: TicketPaymentSlot;
  SignIn?: SignInSlot;
}) {
  const id = useId();
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [stage, setStage] = useState<Stage>({ kind: 'choosing' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [expired, setExpired] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  /** The waitlist type the sign-in is for (its form opens once signed in), else the order. */
  const [signInFor, setSignInFor] = useState<string | null>(null);
  /** The ticket type whose waitlist form is open. */
  const [joining, setJoining] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const eventId = publicEvent._id;
  const waitlist = useMyWaitlist(eventId);
  const entries = waitlist.data?.entries;
  // The event as this customer may buy it: seats offered to them are on sale for them.
  const event = useMemo(() => withOffers(publicEvent, entries ?? []), [publicEvent, entries]);
  const entryOf = (ticketTypeId: string) =>
    entries?.find((entry) => entry.ticketTypeId === ticketTypeId);

  // Back from signing up (the modal's 'Regístrate' left the page): the choice made before.
  useEffect(() => {
    const kept = takeSelection(eventId);
    if (kept) setSelection(kept);
  }, [eventId]);

  const refreshWaitlist = useRefreshMyWaitlist(eventId);
  // The order may take up an offer: the customer's entries are read again with the event.
  const refreshEvent = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) });
    refreshWaitlist();
  }, [queryClient, eventId, refreshWaitlist]);
  const order = useMutation({ mutationFn: orderTickets, onSettled: refreshEvent });

  // An offer that runs out gives its seats to the next in line: the page learns it then.
  const offerEnd = firstOfferEnd(entries ?? []);
  useEffect(() => {
    if (offerEnd === null) return;
    const timer = setTimeout(
      refreshEvent,
      Math.min(MAX_TIMER_MS, Math.max(0, offerEnd - Date.now()) + 1000),
    );
    return () => clearTimeout(timer);
  }, [offerEnd, refreshEvent]);

  const buyer: Holder | null = session.profile
    ? { fullName: session.profile.name, email: session.profile.email }
    : null;
  const tickets = chosenTickets(event, selection);
  const total = totalCents(event, selection);
  const onSale = event.ticketTypes.filter((type) => maxSelectable(type) > 0);
  const paying = tickets.length > 0 ? total > 0 : onSale.some((type) => type.priceCents > 0);

  const onExpired = useCallback(() => {
    setStage({ kind: 'choosing' });
    setExpired(true);
    refreshEvent();
  }, [refreshEvent]);

  function opened(answer: OrderCheckoutResponse) {
    if (answer.status === 'paid' || !answer.clientSecret) {
      setSelection(emptySelection);
      setStage({ kind: 'confirmed', receiptPath: answer.receiptPath });
      return;
    }
    // Kept while paying: 'Modificar datos', or a hold that ends, comes back to it.
    setStage({
      kind: 'paying',
      payment: { ...answer, clientSecret: answer.clientSecret },
      deadline: holdDeadline(answer.holdSeconds, Date.now()),
      summary: `${ticketsText(tickets.length)} · ${event.name}`,
    });
  }

  function handleSubmit(e: SyntheticEvent) {
    e.preventDefault();
    setExpired(false);
    order.reset();
    if (tickets.length === 0) return;
    if (!session.isAuthenticated) {
      keepSelection(eventId, selection);
      setSignInFor(null);
      setSigningIn(true);
      return;
    }
    const found = holderErrors(event, selection, buyer);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // After the render that marks them.
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const { items, lineTypes } = orderItems(event, selection, buyer);
    order.mutate(items, {
      onSuccess: opened,
      onError: (error) => setErrors(holderErrorsFromServer(fieldErrorsFrom(error), lineTypes)),
    });
  }

  const setQuantity = (ticketTypeId: string, quantity: number) =>
    setSelection((s) => ({ ...s, quantities: { ...s.quantities, [ticketTypeId]: quantity } }));
  const setHolder = (key: string, field: HolderField, value: string) => {
    setSelection((s) => ({
      ...s,
      holders: { ...s.holders, [key]: { ...s.holders[key], [field]: value } },
    }));
    setErrors(({ [fieldKey(key, field)]: _, ...rest }) => rest);
  };

  const section = (content: ReactNode) => (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Entradas
      </h2>
      {content}
    </section>
  );

  if (stage.kind === 'confirmed') {
    return section(<Confirmed receiptPath={stage.receiptPath} />);
  }

  if (stage.kind === 'paying') {
    return section(
      <div className={styles.paying}>
        <HoldCountdown deadline={stage.deadline} onExpired={onExpired} />
        {Payment && (
          <Suspense fallback={<p className={styles.muted}>Preparando el pago seguro...</p>}>
            <Payment
              payment={stage.payment}
              summary={stage.summary}
              totalLabel="Total a pagar (IVA incluido)"
              onEdit={() => setStage({ kind: 'choosing' })}
            />
          </Suspense>
        )}
      </div>,
    );
  }

  const serverError = order.error
    ? (refusedFieldMessage(order.error) ?? messageFrom(order.error, eventTexts.orderFailed))
    : null;
  const busy = order.isPending;
  const closeSignIn = (signedIn: boolean) => {
    setSigningIn(false);
    forgetSelection(eventId);
    if (signInFor === null) {
      setTimeout(() => submit.current?.focus());
    } else if (signedIn) {
      // Its form takes the focus as it opens.
      setJoining(signInFor);
    } else {
      setTimeout(() =>
        form.current?.querySelector<HTMLElement>(`[data-waitlist-join="${signInFor}"]`)?.focus(),
      );
    }
  };
  const joinWaitlist = (ticketTypeId: string) => {
    if (session.isAuthenticated) {
      setJoining(ticketTypeId);
      return;
    }
    keepSelection(eventId, selection);
    setSignInFor(ticketTypeId);
    setSigningIn(true);
  };
  return section(
    <>
      <form
        ref={form}
        className={styles.form}
        noValidate
        onSubmit={handleSubmit}
        aria-label="Elegir entradas"
      >
        {expired && <FormMessage kind="error">{eventTexts.holdExpired}</FormMessage>}
        <ul className={styles.types}>
          {event.ticketTypes.map((type) => {
            const entry = entryOf(type.id);
            return (
              <TicketTypeItem
                key={type.id}
                type={type}
                timeZone={event.timeZone}
                quantity={quantityOf(event, selection, type.id)}
                locked={busy}
                offered={entry?.status === 'offered'}
                waitlist={
                  (hasWaitlistPart(type, entry) || joining === type.id) && (
                    <WaitlistPanel
                      eventId={eventId}
                      type={type}
                      timeZone={event.timeZone}
                      entry={entry}
                      joining={joining === type.id}
                      onJoin={() => joinWaitlist(type.id)}
                      onCloseJoin={() => setJoining(null)}
                    />
                  )
                }
                onQuantity={(quantity) => setQuantity(type.id, quantity)}
              />
            );
          })}
        </ul>
        {tickets.length > 0 && (
          <div className={styles.holders}>
            {tickets.map((ticket, i) => {
              const values = holderValues(selection, ticket.key, i === 0 ? buyer : null);
              return (
                <HolderFieldset
                  key={ticket.key}
                  legend={`Asistente ${i + 1} · ${ticket.type.name}`}
                  values={values}
                  errors={{
                    fullName: errors[fieldKey(ticket.key, 'fullName')],
                    email: errors[fieldKey(ticket.key, 'email')],
                  }}
                  isBuyer={i === 0}
                  disabled={busy}
                  onChange={(field, value) => setHolder(ticket.key, field, value)}
                />
              );
            })}
          </div>
        )}
        {onSale.length > 0 && (
          <>
            <p className={styles.total}>
              <span>Total</span>
              <strong data-testid="tickets-total">
                {tickets.length > 0 && total === 0 ? 'Gratis' : formatEuros(total)}
              </strong>
              <span className={styles.iva}>{eventTexts.ivaIncluded}</span>
            </p>
            <FormMessage kind="error">{serverError}</FormMessage>
            <button
              ref={submit}
              type="submit"
              className={`${formStyles.button} ${styles.submit}`}
              disabled={busy || tickets.length === 0}
              aria-describedby={tickets.length === 0 ? `${id}-hint` : undefined}
            >
              {busy
                ? eventTexts.ordering
                : paying
                  ? eventTexts.continueToPay
                  : eventTexts.confirmFree}
            </button>
            {tickets.length === 0 && (
              <p id={`${id}-hint`} className={formStyles.hint}>
                {eventTexts.chooseTickets}
              </p>
            )}
            {!session.isAuthenticated && tickets.length > 0 && (
              <p className={formStyles.hint}>{eventMessages.signInToBuy}</p>
            )}
            {session.isAuthenticated &&
              !session.isEmailConfirmed &&
              tickets.length > 0 &&
              !paying && <p className={formStyles.hint}>{eventMessages.confirmEmailForFree}</p>}
          </>
        )}
      </form>
      {signingIn && SignIn && (
        <SignInDialog
          SignIn={SignIn}
          redirectTo={location.pathname}
          onSignedIn={() => closeSignIn(true)}
          onClose={() => closeSignIn(false)}
        />
      )}
    </>,
  );
}

/** A free registration, done: said in place, with the way to the order's receipt. */
function Confirmed({ receiptPath }: { receiptPath: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.confirmed} role="status" tabIndex={-1}>
      <p className={styles.confirmedTitle}>{eventTexts.confirmed}</p>
      <Link to={receiptPath}>{eventTexts.seeReceipt}</Link>
    </div>
  );
}
