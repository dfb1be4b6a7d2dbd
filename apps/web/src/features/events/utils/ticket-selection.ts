import { eventMessages, type OrderRequestBody, type PublicEvent } from '@shop/contracts';
import { maxSelectable } from './ticket-rules';

export interface Holder {
  fullName: string;
  email: string;
}
export type HolderField = keyof Holder;

/**
 * What the visitor chose: how many of each ticket type, and what they typed for each holder
 * (by `holderKey`; a field never typed in is absent, so the first holder can show the
 * signed-in buyer instead).
 */
export interface Selection {
  quantities: Record<string, number>;
  holders: Record<string, Partial<Holder>>;
}

export const emptySelection: Selection = { quantities: {}, holders: {} };

/** The n-th (0-based) ticket of a type. */
export const holderKey = (ticketTypeId: string, index: number) => `${ticketTypeId}:${index}`;
export const fieldKey = (key: string, field: HolderField) => `${key}.${field}`;

/** The quantity of a type, kept within what it sells now. */
export function quantityOf(event: PublicEvent, selection: Selection, ticketTypeId: string) {
  const type = event.ticketTypes.find((t) => t.id === ticketTypeId);
  if (!type) return 0;
  return Math.min(selection.quantities[ticketTypeId] ?? 0, maxSelectable(type));
}

/** One entry per ticket chosen, in the page's order: whose fields to ask for. */
export function chosenTickets(event: PublicEvent, selection: Selection) {
  return event.ticketTypes.flatMap((type) =>
    Array.from({ length: quantityOf(event, selection, type.id) }, (_, index) => ({
      key: holderKey(type.id, index),
      type,
    })),
  );
}

export function totalCents(event: PublicEvent, selection: Selection): number {
  return event.ticketTypes.reduce(
    (sum, type) => sum + type.priceCents * quantityOf(event, selection, type.id),
    0,
  );
}

/** A holder's fields as shown: what was typed, else (the first ticket only) the buyer's. */
export function holderValues(selection: Selection, key: string, fallback: Holder | null): Holder {
  const typed = selection.holders[key] ?? {};
  return {
    fullName: typed.fullName ?? fallback?.fullName ?? '',
    email: typed.email ?? fallback?.email ?? '',
  };
}

const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** The request's lines (one per ticket type chosen) and the ticket type of each line. */
export function orderItems(
  event: PublicEvent,
  selection: Selection,
  buyer: Holder | null,
): { items: OrderRequestBody['items']; lineTypes: string[] } {
  const tickets = chosenTickets(event, selection);
  const firstKey = tickets[0]?.key;
  const lineTypes = [...new Set(tickets.map((t) => t.type.id))];
  const items = lineTypes.map((ticketTypeId) => ({
    kind: 'ticket' as const,
    ticketTypeId,
    holders: tickets
      .filter((t) => t.type.id === ticketTypeId)
      .map((t) => {
        const holder = holderValues(selection, t.key, t.key === firstKey ? buyer : null);
        return { fullName: holder.fullName.trim(), email: holder.email.trim() };
      }),
  }));
  return { items, lineTypes };
}

/** The holders' fields the server would refuse, checked before sending (same messages). */
export function holderErrors(
  event: PublicEvent,
  selection: Selection,
  buyer: Holder | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const tickets = chosenTickets(event, selection);
  tickets.forEach((ticket, i) => {
    const holder = holderValues(selection, ticket.key, i === 0 ? buyer : null);
    if (!holder.fullName.trim()) {
      errors[fieldKey(ticket.key, 'fullName')] = eventMessages.holderNameRequired;
    }
    if (!looksLikeEmail(holder.email.trim())) {
      errors[fieldKey(ticket.key, 'email')] = eventMessages.holderEmailInvalid;
    }
  });
  return errors;
}

const holderPath = /^items\.(\d+)\.holders\.(\d+)\.(fullName|email)$/;

/**
 * The server's refusals by holder field: its paths ('items.0.holders.1.email') name the
 * request's lines, `lineTypes` says which ticket type each line was.
 */
export function holderErrorsFromServer(
  byPath: Record<string, string>,
  lineTypes: string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(byPath)) {
    const match = holderPath.exec(path);
    const typeId = match && lineTypes[Number(match[1])];
    if (!match || !typeId) continue;
    errors[fieldKey(holderKey(typeId, Number(match[2])), match[3] as HolderField)] = message;
  }
  return errors;
}
