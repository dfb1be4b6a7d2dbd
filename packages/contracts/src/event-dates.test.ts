import { describe, expect, it } from 'vitest';
import { atVenueTime, dateBadge, eventWhen, isoAtVenue } from './event-dates';

describe('an event’s dates on the venue’s clock', () => {
  it('reads the day at the venue, not in UTC nor in the visitor’s zone', () => {
    expect(dateBadge('2026-12-12T23:30:00.000Z', 'Europe/Madrid')).toBe('13 DIC');
    expect(dateBadge('2026-12-12T23:30:00.000Z', 'Atlantic/Canary')).toBe('12 DIC');
    expect(dateBadge('2027-01-04T10:00:00.000Z', 'Europe/Madrid')).toBe('04 ENE');
  });

  it('says one day with its hours, or both days, and the zone’s name', () => {
    expect(eventWhen('2026-12-12T09:00:00Z', '2026-12-12T12:00:00Z', 'Europe/Madrid')).toBe(
      'sábado, 12 de diciembre de 2026 · 10:00–13:00 (hora peninsular)',
    );
    // Summer time: Madrid UTC+2, the Canaries UTC+1.
    expect(eventWhen('2026-07-04T08:00:00Z', '2026-07-04T10:30:00Z', 'Atlantic/Canary')).toBe(
      'sábado, 4 de julio de 2026 · 09:00–11:30 (hora canaria)',
    );
    expect(eventWhen('2026-07-04T17:00:00Z', '2026-07-05T11:00:00Z', 'Europe/Madrid')).toBe(
      'sábado, 4 de julio de 2026, 19:00 – domingo, 5 de julio de 2026, 13:00 (hora peninsular)',
    );
  });

  it('follows the clock change: the same UTC hour is an hour apart either side of it', () => {
    // 29 March 2026: Madrid goes from UTC+1 to UTC+2 at 01:00 UTC.
    expect(atVenueTime('2026-03-29T00:30:00Z', 'Europe/Madrid')).toBe(
      'el 29 de marzo de 2026 a las 01:30 (hora peninsular)',
    );
    expect(atVenueTime('2026-03-29T01:30:00Z', 'Europe/Madrid')).toBe(
      'el 29 de marzo de 2026 a las 03:30 (hora peninsular)',
    );
  });

  it('writes the instant with the venue’s offset for schema.org', () => {
    expect(isoAtVenue('2026-12-12T09:00:00.000Z', 'Europe/Madrid')).toBe(
      '2026-12-12T10:00:00+01:00',
    );
    expect(isoAtVenue('2026-07-04T17:00:00.000Z', 'Europe/Madrid')).toBe(
      '2026-07-04T19:00:00+02:00',
    );
    expect(isoAtVenue('2026-12-12T09:00:00.000Z', 'Atlantic/Canary')).toBe(
      '2026-12-12T09:00:00+00:00',
    );
  });
});
