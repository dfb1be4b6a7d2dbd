import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a ticket's QR says: `T1.{ticket id}.{code version}.{signature}`. */
const PREFIX = 'T1';
const SIGNATURE_BYTES = 16;

export interface TicketCodeParts {
  ticketId: string;
  codeVersion: number;
}

/**
 * Ticket codes (docs/rules/events.md#ticket-codes): the ticket's id and code version, signed
 * with a key derived from the shop's secret. A forged or altered code fails the signature; a
 * code of a transferred ticket names an old version, which check-in refuses.
 */
export function createTicketCodes(key: Buffer) {
  const sign = (ticketId: string, codeVersion: number) =>
    createHmac('sha256', key)
      .update(`${PREFIX}.${ticketId}.${codeVersion}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES);

  return {
    code: ({ ticketId, codeVersion }: TicketCodeParts) =>
      `${PREFIX}.${ticketId}.${codeVersion}.${sign(ticketId, codeVersion).toString('base64url')}`,

    /** The ticket a code names, when its signature holds; null for anything else. */
    read(code: string): TicketCodeParts | null {
      const match = /^T1\.([0-9a-f-]{36})\.(\d{1,9})\.([A-Za-z0-9_-]{22})$/.exec(code.trim());
      if (!match) return null;
      const [, ticketId = '', version = '', signature = ''] = match;
      const codeVersion = Number(version);
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(ticketId, codeVersion);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { ticketId, codeVersion };
    },
  };
}

export type TicketCodes = ReturnType<typeof createTicketCodes>;
