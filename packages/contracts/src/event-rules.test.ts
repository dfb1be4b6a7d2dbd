import { describe, expect, it } from 'vitest';
import { eventInputSchema } from './events';
import { instantToZonedTime, seatsLeftToShow, zonedTimeToInstant } from './event-rules';

describe('wall-clock times at the venue', () => {
  it('turns a time in Madrid or the Canaries into the instant, summer and winter', () => {
    const at = (local: string, zone: string) => zonedTimeToInstant(local, zone).toISOString();
    expect(at('2026-07-01T10:00', 'Europe/Madrid')).toBe('2026-07-01T08:00:00.000Z');
    expect(at('2026-12-01T10:00', 'Europe/Madrid')).toBe('2026-12-01T09:00:00.000Z');
    expect(at('2026-07-01T10:00', 'Atlantic/Canary')).toBe('2026-07-01T09:00:00.000Z');
    expect(at('2026-12-01T10:00', 'Atlantic/Canary')).toBe('2026-12-01T10:00:00.000Z');
    // The hour the clocks skip in spring, and the one they repeat in autumn.
    expect(at('2026-03-29T02:30', 'Europe/Madrid')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('2026-10-25T02:30', 'Europe/Madrid')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('gives the wall-clock time back', () => {
    const instant = new Date('2026-07-01T08:00:00Z');
    expect(instantToZonedTime(instant, 'Europe/Madrid')).toBe('2026-07-01T10:00');
    expect(instantToZonedTime(instant, 'Atlantic/Canary')).toBe('2026-07-01T09:00');
  });
});

describe('an event as the admin writes it', () => {
  const event = {
    name: 'Paseo fotográfico por el Albaicín',
    description: '',
    coverPhotoId: null,
    startsAt: '2026-12-12T10:00',
    endsAt: '2026-12-12T13:00',
    timeZone: 'Europe/Madrid',
    venueName: 'Mirador de San Nicolás',
    venueAddress: 'Plaza de San Nicolás, Granada',
    onlineUrl: '',
    capacity: null,
    ticketTypes: [
      {
        name: 'General',
        description: '',
        priceCents: 2500,
        vatRate: 21,
        quota: 12,
        maxPerOrder: 4,
        salesStartAt: null,
        salesEndAt: '2026-12-11T20:00',
      },
    ],
  };
  const issues = (changes: Record<string, unknown>) => {
    const result = eventInputSchema.safeParse({ ...event, ...changes });
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes a good one', () => {
    expect(issues({})).toEqual([]);
  });

  it('refuses an end before the start, a sale that ends after the event, a bad price or quota', () => {
    expect(issues({ endsAt: '2026-12-12T09:00' })).toEqual([
      ['endsAt', '«Termina» debe ser posterior a «Empieza».'],
    ]);
    // Times that do not exist are refused by their own check, and compared with nothing.
    expect(issues({ startsAt: '2027-13-45T99:99' })).toEqual([
      [
        'startsAt',
        '«Empieza» no es una fecha y hora válidas: escribe una que exista, como 2026-03-31T18:30.',
      ],
    ]);
    const type = event.ticketTypes[0];
    expect(issues({ ticketTypes: [{ ...type, salesEndAt: '2026-12-12T14:00' }] })).toEqual([
      ['ticketTypes.0.salesEndAt', 'La venta debe terminar antes del final del evento.'],
    ]);
    expect(issues({ ticketTypes: [{ ...type, priceCents: -1, quota: 0, vatRate: 4 }] })).toEqual(
      expect.arrayContaining([
        ['ticketTypes.0.priceCents', 'El precio debe estar entre 0 y 10000 €.'],
        ['ticketTypes.0.quota', 'Las plazas deben ser un número entero entre 1 y 100000.'],
      ]),
    );
    expect(issues({ ticketTypes: [] })).toEqual([
      ['ticketTypes', 'Añade al menos un tipo de entrada.'],
    ]);
    expect(issues({ onlineUrl: 'http://zoom.example' })).toEqual([
      ['onlineUrl', 'El enlace debe empezar por https://.'],
    ]);
  });
});

describe('how many seats a ticket type says are left', () => {
  const shown = (available: number, most = 50, percent = 20, onSale = true) =>
    seatsLeftToShow({ available, most, percent, onSale });

  it('says it once fewer than the share remain, never at the share itself', () => {
    // 20 % of 50 is 10: 10 left is not fewer.
    expect([shown(11), shown(10), shown(9), shown(1)]).toEqual([null, null, 9, 1]);
    // 20 % of 12 is 2.4: 3 or fewer are always told, 4 is not under the share.
    expect([shown(4, 12), shown(3, 12)]).toEqual([null, 3]);
    expect([shown(49, 50, 100), shown(50, 50, 100)]).toEqual([49, null]);
  });

  it('says only the last 3 with no share, and nothing sold out or off sale', () => {
    expect([shown(4, 50, 0), shown(3, 50, 0)]).toEqual([null, 3]);
    expect([shown(0), shown(5, 50, 20, false)]).toEqual([null, null]);
  });
});
