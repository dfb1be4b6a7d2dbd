import {
  defaultSeatsLeftPercent,
  eventInputSchema,
  eventMessages,
  formatMoneyInput,
  instantToZonedTime,
  isLocalDateTime,
  readMoney,
  zonedTimeToInstant,
  type AdminEvent,
  type EventInput,
  type EventTimeZone,
  type TicketVatRate,
} from '@shop/contracts';

/** One ticket type as the form holds it: texts as typed, the price in euros. */
export interface TicketTypeDraft {
  /** The list's own key: stays while the admin edits, unlike the index. */
  key: string;
  /** The saved ticket type; none for a new one. */
  id?: string;
  name: string;
  description: string;
  /** Euros as typed ('25', '25,50'); ignored while `free`. */
  price: string;
  free: boolean;
  vatRate: TicketVatRate;
  quota: string;
  maxPerOrder: string;
  /** Wall clock at the venue, 'YYYY-MM-DDTHH:MM'; '' for none. */
  salesStartAt: string;
  salesEndAt: string;
}

export interface EventFormValues {
  name: string;
  description: string;
  /** A library photo's id; '' for 'Sin imagen'. */
  coverPhotoId: string;
  startsAt: string;
  endsAt: string;
  timeZone: EventTimeZone;
  venueName: string;
  venueAddress: string;
  onlineUrl: string;
  /** Seats shared by every type; '' for none. */
  capacity: string;
  /** Under this share left (%), a type says how many remain; as typed. */
  seatsLeftPercent: string;
  ticketTypes: TicketTypeDraft[];
}

export const PRICE_REQUIRED = 'Escribe el precio o marca «Gratuita (registro)».';

let newKeys = 0;

export const newTicketDraft = (): TicketTypeDraft => ({
  key: `nuevo-${++newKeys}`,
  name: '',
  description: '',
  price: '',
  free: false,
  vatRate: 21,
  quota: '',
  maxPerOrder: '10',
  salesStartAt: '',
  salesEndAt: '',
});

export const emptyEventValues = (): EventFormValues => ({
  name: '',
  description: '',
  coverPhotoId: '',
  startsAt: '',
  endsAt: '',
  timeZone: 'Europe/Madrid',
  venueName: '',
  venueAddress: '',
  onlineUrl: '',
  capacity: '',
  seatsLeftPercent: String(defaultSeatsLeftPercent),
  ticketTypes: [newTicketDraft()],
});

/** A saved event in the form's terms: its sales windows come back as instants. */
export function eventValues(event: AdminEvent): EventFormValues {
  const wallClock = (instant: string | null) =>
    instant ? instantToZonedTime(new Date(instant), event.timeZone) : '';
  return {
    name: event.name,
    description: event.description,
    coverPhotoId: event.coverPhotoId ?? '',
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    onlineUrl: event.onlineUrl,
    capacity: event.capacity === null ? '' : String(event.capacity),
    seatsLeftPercent: String(event.seatsLeftPercent),
    ticketTypes: event.ticketTypes.map((type) => ({
      key: type.id,
      id: type.id,
      name: type.name,
      description: type.description,
      price: type.priceCents === 0 ? '' : formatMoneyInput(type.priceCents),
      free: type.priceCents === 0,
      vatRate: type.vatRate === 10 ? 10 : 21,
      quota: String(type.quota),
      maxPerOrder: String(type.maxPerOrder),
      salesStartAt: wallClock(type.salesStartAt),
      salesEndAt: wallClock(type.salesEndAt),
    })),
  };
}

/** '12' → 12; anything else (blank, '1.000', '2,5') → NaN, which the contract refuses. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

export type EventCheck =
  { ok: true; body: EventInput } | { ok: false; errors: Record<string, string> };

/**
 * The form's values as the contract's body, checked by the contract's own schema (the
 * server's): messages keyed by the body's paths ('endsAt', 'ticketTypes.0.salesEndAt').
 */
export function checkEvent(values: EventFormValues): EventCheck {
  const errors: Record<string, string> = {};
  const ticketTypes = values.ticketTypes.map((type, i) => {
    let priceCents = 0;
    if (!type.free) {
      const price = readMoney(type.price);
      if (!price.ok || price.cents === null) {
        errors[`ticketTypes.${i}.priceCents`] = price.ok ? PRICE_REQUIRED : price.message;
      }
      priceCents = price.ok && price.cents !== null ? price.cents : NaN;
    }
    return {
      ...(type.id ? { id: type.id } : {}),
      name: type.name,
      description: type.description,
      priceCents,
      vatRate: type.vatRate,
      quota: wholeNumber(type.quota),
      maxPerOrder: wholeNumber(type.maxPerOrder),
      salesStartAt: type.salesStartAt || null,
      salesEndAt: type.salesEndAt || null,
    };
  });
  const parsed = eventInputSchema.safeParse({
    name: values.name,
    description: values.description,
    coverPhotoId: values.coverPhotoId || null,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    timeZone: values.timeZone,
    venueName: values.venueName,
    venueAddress: values.venueAddress,
    onlineUrl: values.onlineUrl.trim(),
    capacity: values.capacity.trim() === '' ? null : wholeNumber(values.capacity),
    seatsLeftPercent: wholeNumber(values.seatsLeftPercent),
    ticketTypes,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    for (const [path, message] of Object.entries(orderErrors(values))) errors[path] ??= message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/**
 * The contract's rules on the times' order (end after start, sales within the event), which
 * its schema checks only once every field is valid: here at once, with the same messages.
 */
function orderErrors(values: EventFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const at = (local: string) =>
    isLocalDateTime(local) ? zonedTimeToInstant(local, values.timeZone).getTime() : null;
  const start = at(values.startsAt);
  const end = at(values.endsAt);
  if (start !== null && end !== null && end <= start) {
    errors.endsAt = eventMessages.endBeforeStart;
  }
  values.ticketTypes.forEach((type, i) => {
    const from = at(type.salesStartAt);
    const to = at(type.salesEndAt);
    if (to === null) return;
    if (from !== null && to <= from) {
      errors[`ticketTypes.${i}.salesEndAt`] = eventMessages.salesEndBeforeStart;
    } else if (end !== null && to > end) {
      errors[`ticketTypes.${i}.salesEndAt`] = eventMessages.salesEndAfterEvent;
    }
  });
  return errors;
}

const ticketFields = [
  'name',
  'description',
  'priceCents',
  'vatRate',
  'quota',
  'maxPerOrder',
  'salesStartAt',
  'salesEndAt',
];
const eventFields = [
  'name',
  'description',
  'coverPhotoId',
  'startsAt',
  'endsAt',
  'timeZone',
  'venueName',
  'venueAddress',
  'onlineUrl',
  'capacity',
  'seatsLeftPercent',
  'ticketTypes',
];

/** Whether the form shows a message for this body path beside a field of its own. */
export function hasPlace(path: string, ticketCount: number): boolean {
  const [field, index, ticketField] = path.split('.');
  if (index === undefined) return eventFields.includes(field ?? '');
  return (
    field === 'ticketTypes' &&
    Number(index) < ticketCount &&
    ticketFields.includes(ticketField ?? '')
  );
}
