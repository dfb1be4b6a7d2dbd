import { useState } from 'react';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { messageFrom } from '@/lib/error-message';
import {
  checkEvent,
  hasPlace,
  newTicketDraft,
  type EventFormValues,
  type TicketTypeDraft,
} from '@/features/events-admin/utils/event-form-values';

export const CHECK_FIELDS = 'Revisa los campos marcados.';
export const SAVE_FAILED = 'No se pudo guardar el evento. Inténtalo de nuevo.';

/** The body path a ticket type's field is refused under. */
const ticketPath = (index: number, field: keyof TicketTypeDraft) =>
  `ticketTypes.${index}.${field === 'price' || field === 'free' ? 'priceCents' : field}`;

/**
 * The event form's state: the values, the messages by the body's paths (as the contract and
 * the server name them) plus `form` for the one under the form, and whether anything changed
 * since the values were read or saved. Editing a field clears its message.
 */
export function useEventForm(initial: () => EventFormValues) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const clear = (...paths: string[]) =>
    setErrors((current) => {
      const gone = [...paths, 'form'];
      if (!gone.some((p) => current[p])) return current;
      return Object.fromEntries(Object.entries(current).filter(([p]) => !gone.includes(p)));
    });

  const set = <K extends Exclude<keyof EventFormValues, 'ticketTypes'>>(
    name: K,
    value: EventFormValues[K],
  ) => {
    setValues((current) => ({ ...current, [name]: value }));
    clear(name);
  };

  const editTicket = (index: number, change: Partial<TicketTypeDraft>) => {
    setValues((current) => ({
      ...current,
      ticketTypes: current.ticketTypes.map((t, i) => (i === index ? { ...t, ...change } : t)),
    }));
    clear(...Object.keys(change).map((field) => ticketPath(index, field as keyof TicketTypeDraft)));
  };

  const addTicket = () => {
    setValues((current) => ({
      ...current,
      ticketTypes: [...current.ticketTypes, newTicketDraft()],
    }));
    clear('ticketTypes');
  };

  /** Removing one moves the others' indexes: their messages would land on the wrong type. */
  const removeTicket = (index: number) => {
    setValues((current) => ({
      ...current,
      ticketTypes: current.ticketTypes.filter((_, i) => i !== index),
    }));
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([path]) => !path.startsWith('ticketTypes.')),
      ),
    );
  };

  /**
   * The body when the contract accepts the values (`instead` replacing some, e.g. a cover no
   * longer published); else null and the messages shown.
   */
  const check = (instead: Partial<EventFormValues> = {}) => {
    const result = checkEvent({ ...values, ...instead });
    if (result.ok) {
      setErrors({});
      return result.body;
    }
    setErrors({ ...result.errors, form: CHECK_FIELDS });
    return null;
  };

  /** A refused save: each field's message beside it, the rest under the form. */
  const refused = (error: unknown) => {
    const found = fieldErrorsFrom(error);
    const placed = Object.entries(found).filter(([path]) =>
      hasPlace(path, values.ticketTypes.length),
    );
    const elsewhere = Object.entries(found).find(([path]) => !placed.some(([p]) => p === path));
    setErrors({
      ...Object.fromEntries(placed),
      form: elsewhere?.[1] ?? (placed.length > 0 ? CHECK_FIELDS : messageFrom(error, SAVE_FAILED)),
    });
  };

  const reset = (next: EventFormValues) => {
    setValues(next);
    setSaved(next);
    setErrors({});
  };

  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  return { values, errors, dirty, set, editTicket, addTicket, removeTicket, check, refused, reset };
}

export type EventFormState = ReturnType<typeof useEventForm>;
