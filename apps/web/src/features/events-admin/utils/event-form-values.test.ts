import { describe, expect, it } from 'vitest';
import { eventMessages, moneyMessages } from '@shop/contracts';
import { adminEvent, ticketType } from '@test/admin-event-fixtures';
import {
  checkEvent,
  emptyEventValues,
  eventValues,
  hasPlace,
  type EventFormValues,
} from './event-form-values';

const valid = () => {
  const values = emptyEventValues();
  return {
    ...values,
    name: 'Taller',
    startsAt: '2030-10-27T01:30',
    endsAt: '2030-10-27T04:00',
    venueName: 'Estudio',
    venueAddress: 'Calle Mayor 1',
    ticketTypes: values.ticketTypes.map((t) => ({
      ...t,
      name: 'Entrada',
      price: '12',
      quota: '5',
    })),
  };
};

const firstType = (values: EventFormValues) => {
  const [type] = values.ticketTypes;
  if (!type) throw new Error('no ticket type');
  return type;
};

describe('the event form’s values', () => {
  it('reads sales windows back on the venue’s clock, in summer and winter, in both zones', () => {
    const madrid = eventValues(
      adminEvent({
        ticketTypes: [
          ticketType({
            salesStartAt: '2030-01-10T09:00:00.000Z',
            salesEndAt: '2030-07-10T09:00:00.000Z',
          }),
        ],
      }),
    );
    expect(madrid.ticketTypes[0]).toMatchObject({
      salesStartAt: '2030-01-10T10:00',
      salesEndAt: '2030-07-10T11:00',
    });
    const canary = eventValues(
      adminEvent({
        timeZone: 'Atlantic/Canary',
        ticketTypes: [ticketType({ salesStartAt: '2030-07-10T09:00:00.000Z', salesEndAt: null })],
      }),
    );
    expect(canary.ticketTypes[0]).toMatchObject({
      salesStartAt: '2030-07-10T10:00',
      salesEndAt: '',
    });
  });

  it('shows a free type as «Gratuita» and a paid one in euros', () => {
    const values = eventValues(adminEvent());
    expect(values.ticketTypes.map((t) => [t.free, t.price])).toEqual([
      [false, '25,00'],
      [true, ''],
    ]);
    expect(values.capacity).toBe('15');
    expect(values.seatsLeftPercent).toBe('20');
  });

  it('sends the share of seats under which a type says how many are left, a whole percentage', () => {
    expect(emptyEventValues().seatsLeftPercent).toBe('20');
    const sent = checkEvent({ ...valid(), seatsLeftPercent: ' 35 ' });
    expect(sent.ok && sent.body.seatsLeftPercent).toBe(35);
    for (const bad of ['', '101', '12,5', '-1']) {
      expect(checkEvent({ ...valid(), seatsLeftPercent: bad }), bad).toEqual({
        ok: false,
        errors: { seatsLeftPercent: eventMessages.seatsLeftPercentInvalid },
      });
    }
    expect(hasPlace('seatsLeftPercent', 1)).toBe(true);
  });

  it('sends the contract’s body: cents, null for what is left empty, no id for a new type', () => {
    const result = checkEvent({
      ...valid(),
      onlineUrl: '  https://example.com/directo ',
      ticketTypes: valid().ticketTypes.map((t) => ({ ...t, price: '9.5' })),
    });
    if (!result.ok) throw new Error('refused');
    expect(result.body).toMatchObject({
      coverPhotoId: null,
      capacity: null,
      onlineUrl: 'https://example.com/directo',
    });
    expect(result.body.ticketTypes).toEqual([
      {
        name: 'Entrada',
        description: '',
        priceCents: 950,
        vatRate: 21,
        quota: 5,
        maxPerOrder: 10,
        salesStartAt: null,
        salesEndAt: null,
      },
    ]);
  });

  it('names each refused field by the body’s path, money by its own rule', () => {
    const values = valid();
    const result = checkEvent({
      ...values,
      capacity: '0',
      ticketTypes: [{ ...firstType(values), price: '12,345', maxPerOrder: '' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        capacity: eventMessages.capacityInvalid,
        'ticketTypes.0.priceCents': moneyMessages.tooManyDecimals,
        'ticketTypes.0.maxPerOrder': eventMessages.maxPerOrderInvalid,
      },
    });
  });

  it('checks the sales window against the event on the venue’s clock', () => {
    const values = valid();
    const result = checkEvent({
      ...values,
      ticketTypes: [{ ...firstType(values), salesEndAt: '2030-10-27T04:30' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: { 'ticketTypes.0.salesEndAt': eventMessages.salesEndAfterEvent },
    });
  });

  it('says the times are out of order at once, beside the other missing fields', () => {
    const values = valid();
    const result = checkEvent({
      ...values,
      venueName: '',
      endsAt: '2030-10-27T01:00',
      ticketTypes: [
        { ...firstType(values), salesStartAt: '2030-10-20T10:00', salesEndAt: '2030-10-19T10:00' },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        venueName: eventMessages.venueNameRequired,
        endsAt: eventMessages.endBeforeStart,
        'ticketTypes.0.salesEndAt': eventMessages.salesEndBeforeStart,
      },
    });
  });

  it('knows which paths have a field of their own', () => {
    expect(hasPlace('endsAt', 1)).toBe(true);
    expect(hasPlace('ticketTypes', 1)).toBe(true);
    expect(hasPlace('ticketTypes.0.salesEndAt', 1)).toBe(true);
    expect(hasPlace('ticketTypes.1.salesEndAt', 1)).toBe(false);
    expect(hasPlace('ticketTypes.0.id', 1)).toBe(false);
    expect(hasPlace('status', 1)).toBe(false);
  });
});
