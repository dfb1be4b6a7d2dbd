import type { EventRow } from '#src/db/schema/index';
import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';

/**
 * A transfer's emails (docs/rules/events.md#tickets), each a durable job queued in the
 * transaction that moved the ticket on: the new holder's ticket at the code version the
 * transfer made, and the notice to the holder it was taken from.
 */
export interface NewHolderJob {
  ticketId: string;
  /** The version the transfer made: a later transfer's own email supersedes this one. */
  codeVersion?: number;
}

export interface OldHolderJob {
  ticketId: string;
  /** The version the transfer made (which this holder's code is not). */
  codeVersion: number;
  holderName: string;
  holderEmail: string;
}

/** To whom a ticket was taken from: it was given to someone else and her code is no longer valid. */
export function transferredAwayEmail(input: {
  to: string;
  holderName: string;
  ticketTypeName: string;
  event: EventRow;
  when: string;
  brand: EmailBrand;
}): MailMessage {
  const { event, brand } = input;
  return {
    to: input.to,
    subject: `Tu entrada ya no es válida: ${event.name}`,
    ...emailLayout(
      brand,
      'Tu entrada ya no es válida',
      [
        `Quien compró tu entrada para ${event.name} (${input.when}, ${event.venueName}) la ha transferido a otra persona, así que su código QR ya no da acceso al evento.`,
        { rows: [{ label: input.ticketTypeName, value: input.holderName }] },
        `Si crees que es un error, habla con quien hizo la compra o escríbenos a ${brand.contactEmail}.`,
      ],
      { label: 'Ver el evento', url: `${brand.publicUrl}/events/${event.id}` },
    ),
  };
}
