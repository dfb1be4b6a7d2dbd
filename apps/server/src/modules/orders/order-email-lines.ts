import {
  formatEuros,
  ivaIncludedLabel,
  summariseCart,
  TOTAL_LABEL,
  TOTAL_LABEL_NO_SHIPPING,
} from '@shop/contracts';
import type { EmailItem, EmailRow } from '#src/lib/email-layout';
import { printLinesOf } from './order-lines';
import type { Order } from './orders.repository';

/** A bought photo as the emails show it: its title and small rendition, by photo id. */
export type EmailPhotos = ReadonlyMap<string, { title: string; url: string | null }>;

const UNTITLED = 'Fotografía';
const withIva = (line: { baseCents: number; vatCents: number }) => line.baseCents + line.vatCents;

/**
 * Each print of an order (however many lines it has) as an email lists it: the photo, the
 * product with its colour and copies, its price with IVA (as the order's page shows it).
 */
export function emailPrintItems(order: Order, photos: EmailPhotos): EmailItem[] {
  return printLinesOf(order).map((line) => {
    const { snapshot } = line;
    const photo = photos.get(snapshot.photoId);
    const colour = snapshot.color
      ? `, ${(snapshot.colorName ?? snapshot.color).toLowerCase()}`
      : '';
    return {
      title: photo?.title ?? UNTITLED,
      detail: `${snapshot.name ?? snapshot.sku}${colour}: ${line.quantity} ${line.quantity === 1 ? 'copia' : 'copias'}`,
      amount: formatEuros(withIva(line)),
      imageUrl: photo?.url ?? null,
    };
  });
}

/**
 * An order's money as the order's page tells it (docs/rules/checkout-and-payments.md#price-display):
 * each kind bought with IVA included (Prodigi's tax and fees within delivery), the total, and
 * the IVA it includes stated once.
 */
export function emailOrderTotals(order: Order): EmailRow[] {
  const summary = summariseCart(order.items);
  const has = (kind: string) => order.items.some((item) => item.kind === kind);
  const ivaLabel = order.ivaCents > 0 ? ivaIncludedLabel(summary.ivaRatesBp) : null;
  return [
    ...(has('print') ? [{ label: 'Impresiones', value: formatEuros(summary.goodsCents) }] : []),
    ...(has('ticket') ? [{ label: 'Entradas', value: formatEuros(summary.ticketsCents) }] : []),
    ...(has('shipping') ? [{ label: 'Envío', value: formatEuros(summary.shippingCents) }] : []),
    {
      label: has('shipping') ? TOTAL_LABEL : TOTAL_LABEL_NO_SHIPPING,
      value: formatEuros(order.totalCents),
      strong: true,
    },
    ivaLabel
      ? { label: ivaLabel, value: formatEuros(order.ivaCents) }
      : { label: 'IVA', value: 'Sin IVA' },
  ];
}
