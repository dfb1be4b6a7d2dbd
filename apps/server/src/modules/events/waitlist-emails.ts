import { atVenueTime, eventTimeZones, type EventTimeZone } from '@shop/contracts';
import type { EventRow } from '#src/db/schema/index';
import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import type { NamedWaitlistEntry } from './waitlist.repository';

const seats = (n: number) => (n === 1 ? '1 plaza' : `${n} plazas`);

/** 'Hay sitio para ti: {evento}': the seats held, until when, and the way to buy them. */
export function offerEmail(input: {
  entry: NamedWaitlistEntry;
  event: EventRow;
  eventUrl: string;
  brand: EmailBrand;
}): MailMessage | null {
  const { entry, event } = input;
  if (entry.status !== 'offered' || !entry.offerExpiresAt || !entry.offeredQuantity) return null;
  const zone: EventTimeZone = (eventTimeZones as readonly string[]).includes(event.timeZone)
    ? (event.timeZone as EventTimeZone)
    : 'Europe/Madrid';
  const until = atVenueTime(entry.offerExpiresAt.toISOString(), zone);
  const fewer =
    entry.offeredQuantity < entry.quantity
      ? [
          `Pediste ${seats(entry.quantity)} y aceptabas menos si no había para todos: de momento hay ${seats(entry.offeredQuantity)}.`,
        ]
      : [];
  return {
    to: entry.email,
    subject: `Hay sitio para ti: ${event.name}`,
    ...emailLayout(
      input.brand,
      `Se han liberado plazas de ${event.name}`,
      [
        `Hola, ${entry.name}. Estabas en la lista de espera de «${entry.ticketTypeName}» y te guardamos ${seats(entry.offeredQuantity)} hasta ${until}.`,
        ...fewer,
        'Entra con tu cuenta y consigue tus entradas antes de esa hora; después pasarán a la siguiente persona de la lista.',
      ],
      { label: 'Conseguir mis entradas', url: input.eventUrl },
    ),
  };
}
