import { createEvents, type EventAttributes } from 'ics';

/** An event as a calendar entry (RFC 5545): times in UTC, so every calendar shows them right. */
export interface CalendarEntry {
  eventId: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  description: string;
  url: string;
  /** The shop's host, for the entry's UID (the same event is one entry however often added). */
  host: string;
}

const utc = (date: Date) => date.getTime();

/** The .ics file of an event: one VEVENT whose UID is stable for the event. */
export function calendarFile(entry: CalendarEntry): string {
  const event: EventAttributes = {
    uid: `${entry.eventId}@${entry.host}`,
    title: entry.name,
    start: utc(entry.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(entry.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: entry.location,
    description: entry.description,
    url: entry.url,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: `${entry.host}/eventos`,
  };
  const { error, value } = createEvents([event]);
  if (error || !value) throw error ?? new Error('calendar file not made');
  return value;
}
