import type { Selection } from './ticket-selection';

/**
 * The choice kept in this tab while the visitor signs in: the sign-in modal keeps the page,
 * but its 'Regístrate' link leaves it and comes back by the redirect.
 */
const keyOf = (eventId: string) => `event-selection:${eventId}`;

export function keepSelection(eventId: string, selection: Selection) {
  try {
    sessionStorage.setItem(keyOf(eventId), JSON.stringify(selection));
  } catch {
    // Storage full or refused: the choice is only lost if the visitor leaves the page.
  }
}

/** The kept choice, once: it is forgotten as it is read. */
export function takeSelection(eventId: string): Selection | null {
  try {
    const raw = sessionStorage.getItem(keyOf(eventId));
    sessionStorage.removeItem(keyOf(eventId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return null;
    const { quantities, holders } = parsed as Partial<Selection>;
    if (!quantities || typeof quantities !== 'object' || !holders || typeof holders !== 'object') {
      return null;
    }
    const counts = Object.entries(quantities).filter(
      (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0,
    );
    return { quantities: Object.fromEntries(counts), holders };
  } catch {
    return null;
  }
}

export function forgetSelection(eventId: string) {
  try {
    sessionStorage.removeItem(keyOf(eventId));
  } catch {
    // nothing kept
  }
}
