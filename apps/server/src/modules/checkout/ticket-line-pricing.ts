import {
  eventMessages as msg,
  rateToBp,
  vatIncluded,
  type TicketLineRequest,
} from '@shop/contracts';
import { AppError, invalidData } from '#src/lib/errors';
import type { TicketSales, TicketTypeForSale } from '#src/modules/events/tickets.port';
import type { CheckoutContext, PricedKind, UntaxedLine } from './line-pricing';

/** Why a ticket type cannot be sold now; null when it can (whether seats are left: the hold). */
function refusal(forSale: TicketTypeForSale | undefined): string | null {
  if (forSale?.event.status !== 'published') return msg.ticketTypeUnavailable;
  if (forSale.sale === 'not_started') return msg.notOnSaleYet;
  if (forSale.sale === 'ended') return msg.salesEnded;
  return null;
}

/**
 * Tickets of an order (docs/rules/events.md#buying): only a signed-in buyer; each type on
 * sale, at most its maximum per order (all lines of the type together), priced as the event
 * shows it (IVA included, at the type's rate); their seats held on the type's quota and the
 * event's capacity until the payment. Whether there are seats left is the hold's to say.
 */
export function createTicketLinePricing(deps: { tickets: TicketSales }) {
  /** Each line with its ticket type as it sells now; a line that cannot be sold refuses all. */
  async function checked(lines: TicketLineRequest[]) {
    const found = await deps.tickets.forSale(lines.map((line) => line.ticketTypeId));
    const byId = new Map(found.map((f) => [f.type.id, f]));
    const wanted = new Map<string, number>();
    return lines.map((line, i) => {
      const forSale = byId.get(line.ticketTypeId);
      const problem = refusal(forSale);
      if (problem || !forSale) {
        const message = problem ?? msg.ticketTypeUnavailable;
        throw invalidData(message, [{ path: `items.${i}.ticketTypeId`, message }]);
      }
      const count = (wanted.get(line.ticketTypeId) ?? 0) + line.holders.length;
      wanted.set(line.ticketTypeId, count);
      if (count > forSale.type.maxPerOrder) {
        const message = msg.tooManyPerOrder(forSale.type.maxPerOrder);
        throw invalidData(message, [{ path: `items.${i}.holders`, message }]);
      }
      return { line, ...forSale };
    });
  }

  return {
    async price(lines: TicketLineRequest[], context: CheckoutContext): Promise<PricedKind> {
      const { buyer } = context;
      if (!buyer) throw new AppError('unauthenticated', msg.signInToBuy);
      const priced = vatIncluded(
        (await checked(lines)).map((sold) => ({
          ...sold,
          grossCents: sold.type.priceCents * sold.line.holders.length,
          vatRateBp: rateToBp(sold.type.vatRate),
        })),
      );
      const items: UntaxedLine[] = priced.map(
        ({ line, event, type, baseCents, vatRateBp, vatCents }) => ({
          kind: 'ticket',
          quantity: line.holders.length,
          unitPriceCents: type.priceCents,
          baseCents,
          vatRateBp,
          vatCents,
          photoId: null,
          snapshot: {
            eventId: event.id,
            ticketTypeId: type.id,
            eventName: event.name,
            ticketTypeName: type.name,
            startsAt: event.startsAt.toISOString(),
            endsAt: event.endsAt.toISOString(),
            timeZone: event.timeZone,
            venueName: event.venueName,
            venueAddress: event.venueAddress,
            holders: line.holders.map(({ fullName, email }) => ({ fullName, email })),
          },
        }),
      );
      // One hold per resource: lines of one type, and types of one event, add up.
      const holds = new Map<string, { resource: string; capacity: number; quantity: number }>();
      for (const { line, resources } of priced) {
        for (const { resource, capacity } of resources) {
          const held = holds.get(resource) ?? { resource, capacity, quantity: 0 };
          held.quantity += line.holders.length;
          holds.set(resource, held);
        }
      }
      const gross = priced.reduce((sum, line) => sum + line.grossCents, 0);
      // The types whose offers this order took up (their lines locked by the claim).
      let claimedOn: string[] = [];
      const iva = priced.reduce((sum, line) => sum + line.vatCents, 0);
      return {
        lines: items,
        ivaIncluded: true,
        cents: { items: gross - iva, shipping: 0, taxFees: 0 },
        holds: [...holds.values()],
        claim: async (tx, orderId) => {
          claimedOn = await deps.tickets.claimOffers(
            tx,
            buyer.id,
            priced.map(({ type, line }) => ({
              ticketTypeId: type.id,
              quantity: line.holders.length,
            })),
            orderId,
          );
        },
        afterHolds: async (tx) => {
          const types = new Map(priced.map(({ event, type }) => [type.id, { event, type }]));
          const claimed = claimedOn.flatMap((id) => types.get(id) ?? []);
          if (claimed.length > 0) await deps.tickets.passOnOffers(tx, claimed);
        },
        description: priced
          .map(({ line, event, type }) => `${event.name} (${type.name}) × ${line.holders.length}`)
          .join(', '),
      };
    },
  };
}
