import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '@shop/contracts';
import { publicEvent, ticketType } from '@test/event-fixtures';
import { maxSelectable, waitlistSentence, withOffers } from './ticket-rules';

const soldOut = ticketType({ id: 'so', available: 0, sale: 'sold_out', maxPerOrder: 4 });

const entry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 'e1',
  eventId: 'ev',
  ticketTypeId: 'so',
  ticketTypeName: 'Entrada general',
  quantity: 3,
  acceptsFewer: true,
  status: 'offered',
  position: null,
  offeredQuantity: 2,
  offerExpiresAt: '2026-12-01T09:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('withOffers', () => {
  it('opens a type for the customer its offer holds seats for, on top of what is left', () => {
    const event = publicEvent({ ticketTypes: [soldOut, ticketType({ id: 'open' })] });
    const [offered, other] = withOffers(event, [entry()]).ticketTypes;
    expect(offered).toMatchObject({ sale: 'open', available: 2 });
    expect(maxSelectable(offered ?? soldOut)).toBe(2);
    expect(other).toBe(event.ticketTypes[1]);
    // Seats come back meanwhile: still no more than the order maximum.
    const more = withOffers(publicEvent({ ticketTypes: [{ ...soldOut, available: 3 }] }), [
      entry(),
    ]);
    expect(maxSelectable(more.ticketTypes[0] ?? soldOut)).toBe(4);
  });

  it('leaves the event as it is without offers, and a type whose sale is over closed', () => {
    const event = publicEvent({ ticketTypes: [soldOut] });
    expect(withOffers(event, [entry({ status: 'waiting', offeredQuantity: null })])).toBe(event);
    expect(withOffers(event, [entry({ status: 'claimed' })])).toBe(event);
    const ended = publicEvent({ ticketTypes: [{ ...soldOut, sale: 'ended' }] });
    expect(withOffers(ended, [entry()]).ticketTypes[0]?.sale).toBe('ended');
  });
});

describe('waitlistSentence', () => {
  it('says where the customer stands, on the venue’s clock', () => {
    expect(
      waitlistSentence(entry({ status: 'waiting', position: 1, quantity: 1 }), 'Europe/Madrid'),
    ).toBe('Estás en la lista de espera para 1 plaza (puesto 1).');
    expect(waitlistSentence(entry(), 'Atlantic/Canary')).toBe(
      '¡Hay sitio para ti! Te guardamos 2 plazas hasta el 1 de diciembre de 2026 a las 09:00 (hora canaria).',
    );
    expect(waitlistSentence(entry({ status: 'claimed' }), 'Europe/Madrid')).toBe(
      'Estás pagando las plazas que te guardamos.',
    );
    expect(waitlistSentence(entry({ status: 'left' }), 'Europe/Madrid')).toBeNull();
  });
});
