import { describe, expect, it } from 'vitest';
import { eventWhen, formatWallClock, timeZoneOptions } from './event-labels';

describe('event labels', () => {
  it('writes times as the venue’s clock reads them, with the zone', () => {
    expect(formatWallClock('2030-06-14T10:00')).toBe('14/06/2030 10:00');
    expect(
      eventWhen({
        startsAt: '2030-06-14T10:00',
        endsAt: '2030-06-14T13:00',
        timeZone: 'Europe/Madrid',
      }),
    ).toBe('14/06/2030 10:00–13:00 (hora peninsular)');
    expect(
      eventWhen({
        startsAt: '2030-06-14T22:00',
        endsAt: '2030-06-15T02:00',
        timeZone: 'Atlantic/Canary',
      }),
    ).toBe('14/06/2030 22:00 – 15/06/2030 02:00 (hora canaria)');
  });

  it('names the zones by where they apply', () => {
    expect(Object.values(timeZoneOptions)).toEqual([
      'Península y Baleares (hora peninsular)',
      'Canarias (hora canaria)',
    ]);
  });
});
