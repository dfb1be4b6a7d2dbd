import { paths } from '@shop/contracts';
import { sameSecret, sign } from '#src/infra/secrets';

/** What a holder's link names: the ticket, at the code version it was sent at. */
export interface HolderLinkTicket {
  id: string;
  codeVersion: number;
}

/**
 * Signed links to one ticket for its holder (`/entrada/{id}?token=…`), for the emails that
 * carry it to someone who need not have an account (docs/rules/events.md#a-holders-link): an
 * HMAC-SHA256 of the ticket id and its code version under a key of its own, compared in
 * constant time. The code version is signed, so a transfer (which moves it on) ends the old
 * holder's link with her old QR; no other expiry, as the buyer's order link
 * (docs/decisions/021-buyer-order-links.md).
 */
export function createHolderLinks(options: { key: Buffer; publicUrl: string }) {
  const tokenOf = (ticket: HolderLinkTicket) =>
    sign(options.key, `ticket-holder:${ticket.id}:${ticket.codeVersion}`);
  return {
    /** The page's whole URL, as the emails give it. */
    url: (ticket: HolderLinkTicket) =>
      `${options.publicUrl}${paths.holderTicket.build(ticket.id, tokenOf(ticket))}`,
    /** Whether `token` is this ticket's at its code version now. */
    verify: (ticket: HolderLinkTicket, token: string) => sameSecret(token, tokenOf(ticket)),
  };
}

export type HolderLinks = ReturnType<typeof createHolderLinks>;
