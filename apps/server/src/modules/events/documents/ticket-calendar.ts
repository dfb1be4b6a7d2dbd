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
  // The library folds at 75 characters; an accent or an emoji is 2 to 4 octets in UTF-8.
  return value
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

const MAX_OCTETS = 75;

/**
 * RFC 5545 §3.1: a content line is at most 75 octets; longer ones continue on lines that
 * start with a space, cut between characters, never inside one's UTF-8 sequence.
 */
function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  let room = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > room) {
      parts.push(part);
      part = '';
      octets = 0;
      room = MAX_OCTETS - 1; // the leading space
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}
