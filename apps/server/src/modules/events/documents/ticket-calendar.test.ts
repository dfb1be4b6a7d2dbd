import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, type CalendarEntry } from './ticket-calendar';

// RFC 5545 §3.1: content lines of at most 75 octets (not characters), folded with CRLF and a
// space, never inside a character's UTF-8 sequence.
const entry: CalendarEntry = {
  eventId: 'f3b0c6de-5c1e-4f63-9d4b-0a6e7d1c2b3a',
  name: 'Taller de fotografía nocturna en la Alhambra: exposición, composición y edición 🌙📷',
  startsAt: new Date('2026-10-02T18:30:00Z'),
  endsAt: new Date('2026-10-02T21:00:00Z'),
  location: 'Mirador de San Nicolás, Albaicín, Granada (España) — junto a la iglesia',
  description:
    'Aprenderás a fotografiar la Alhambra iluminada: trípode, exposición larga y balance de ' +
    'blancos. Trae ropa de abrigo, un frontal y muchas ganas. ¡Nos vemos allí! 😊✨ Ñandú, ' +
    'pingüino, acción, corazón: ÁÉÍÓÚ áéíóú ü ç.',
  url: 'https://tienda.example/events/f3b0c6de-5c1e-4f63-9d4b-0a6e7d1c2b3a',
  host: 'tienda.example',
};

describe('the calendar file', () => {
  const file = calendarFile(entry);
  const bytes = Buffer.from(file, 'utf8');

  it('folds every line at 75 octets without splitting a UTF-8 sequence', () => {
    const lines: Buffer[] = [];
    let start = 0;
    for (let at = bytes.indexOf('\r\n'); at !== -1; at = bytes.indexOf('\r\n', start)) {
      lines.push(bytes.subarray(start, at));
      start = at + 2;
    }
    expect(lines.length).toBeGreaterThan(10);
    const strict = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      expect(line.length, line.toString()).toBeLessThanOrEqual(75);
      expect(() => strict.decode(line), line.toString()).not.toThrow();
    }
    // The long lines were folded: some continuation lines exist.
    expect(lines.some((line) => line[0] === 0x20)).toBe(true);
  });

  it('reads back, accents and emoji whole, with a calendar parser', () => {
    const calendar = ICAL.Component.fromString(file);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.summary).toBe(entry.name);
    expect(event.description).toBe(entry.description);
    expect(event.location).toBe(entry.location);
    expect(event.uid).toBe(`${entry.eventId}@tienda.example`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-10-02T18:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-10-02T21:00:00.000Z');
  });
});
