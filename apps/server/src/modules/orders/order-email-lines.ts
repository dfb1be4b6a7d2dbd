import { formatEuros } from '@shop/contracts';
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
 * An order's money as the order's page tells it: prints and shipping, tickets, with IVA, Prodigi's
 * tax and fees when any (within those prices), the total paid and the IVA it includes.
 */
export function emailOrderTotals(order: Order): EmailRow[] {
  const sum = (kind: string) =>
    order.items.filter((item) => item.kind === kind).reduce((t, item) => t + withIva(item), 0);
  const has = (kind: string) => order.items.some((item) => item.kind === kind);
  return [
    // Each kind the order holds: a ticket order has no prints nor delivery to show at 0.
    ...(has('print')
      ? [
          { label: 'Impresiones', value: formatEuros(sum('print')) },
          { label: 'Envío', value: formatEuros(sum('shipping')) },
        ]
      : []),
    ...(has('ticket') ? [{ label: 'Entradas', value: formatEuros(sum('ticket')) }] : []),
    ...(order.taxFeesCents > 0
      ? [{ label: 'Impuestos y tasas (incluidos)', value: formatEuros(order.taxFeesCents) }]
      : []),
    { label: 'Total pagado', value: formatEuros(order.totalCents), strong: true },
    order.ivaCents > 0
      ? { label: 'IVA incluido', value: formatEuros(order.ivaCents) }
      : { label: 'IVA', value: 'Sin IVA' },
  ];
}
