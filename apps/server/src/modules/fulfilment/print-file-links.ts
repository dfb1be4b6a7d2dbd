import { sameSecret, sign } from '#src/infra/secrets';

/** How long a print file's link works: Prodigi downloads within minutes, and retries. */
export const PRINT_LINK_TTL_SECONDS = 14 * 24 * 60 * 60;

/**
 * Signed, expiring links to an order's print files (`/api/print-files/{orderId}/{index}`),
 * for the lab to fetch. The signature covers the order, the item and the expiry, under a key
 * of its own; the files are never public otherwise.
 */
export function createPrintFileLinks(options: { key: Buffer; publicUrl: string }) {
  const message = (orderId: string, index: number, expires: number) =>
    `${orderId}/${index}/${expires}`;
  return {
    url(orderId: string, index: number, now = new Date()): string {
      const expires = Math.floor(now.getTime() / 1000) + PRINT_LINK_TTL_SECONDS;
      const signature = sign(options.key, message(orderId, index, expires));
      return `${options.publicUrl}/api/print-files/${orderId}/${index}?expires=${expires}&signature=${signature}`;
    },
    /** Whether the link's signature is ours and it has not expired. */
    verify(
      orderId: string,
      index: number,
      expires: number,
      signature: string,
      now = new Date(),
    ): boolean {
      if (!Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
      return sameSecret(signature, sign(options.key, message(orderId, index, expires)));
    },
  };
}

export type PrintFileLinks = ReturnType<typeof createPrintFileLinks>;
