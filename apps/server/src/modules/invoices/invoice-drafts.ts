import {
  countryName,
  invoiceSeriesLetter,
  isBillingComplete,
  shareCents,
  SIMPLIFIED_LIMIT_CENTS,
  SIMPLIFIED_RETAIL_LIMIT_CENTS,
  vatIncluded,
  type BillingData,
  type InvoiceType,
} from '@shop/contracts';
import type {
  InvoiceLine,
  InvoiceParty,
  InvoiceRateTotal,
  InvoiceRow,
  PrintItemSnapshot,
  ShippingItemSnapshot,
  TicketItemSnapshot,
} from '#src/db/schema/index';
import type { OrderItemRow } from '#src/modules/orders/orders.port';

/** An invoice before its number: what the issuing transaction writes. */
export interface InvoiceDraft {
  type: InvoiceType;
  orderId: string;
  refundId: string | null;
  correctsId: string | null;
  issuer: InvoiceParty;
  recipient: InvoiceParty | null;
  lines: InvoiceLine[];
  rates: InvoiceRateTotal[];
  baseCents: number;
  vatCents: number;
  totalCents: number;
  mention: string;
}

/** The exports' exemption (Canarias, Ceuta, Melilla, outside the EU): art. 21 LIVA. */
export const EXPORT_MENTION = 'Operación exenta de IVA: exportación (art. 21 de la Ley 37/1992).';

/** The series of a type in a year: 'F2026', 'S2026', 'R2026'. */
export const seriesOf = (type: InvoiceType, year: number) => `${invoiceSeriesLetter[type]}${year}`;

function describe(item: OrderItemRow): string {
  if (item.kind === 'print') {
    const s = item.snapshot as PrintItemSnapshot;
    const colour = s.colorName ? `, ${s.colorName}` : '';
    return `Impresión «${s.name ?? s.sku}» (${s.sku}${colour})`;
  }
  if (item.kind === 'ticket') {
    const s = item.snapshot as TicketItemSnapshot;
    return `Entrada «${s.ticketTypeName}»: ${s.eventName}`;
  }
  return `Envío (${(item.snapshot as ShippingItemSnapshot).method})`;
}

export function ratesOf(lines: readonly InvoiceLine[]): InvoiceRateTotal[] {
  const byRate = new Map<number, InvoiceRateTotal>();
  for (const line of lines) {
    const rate = byRate.get(line.vatRateBp) ?? {
      vatRateBp: line.vatRateBp,
      baseCents: 0,
      vatCents: 0,
    };
    rate.baseCents += line.baseCents;
    rate.vatCents += line.vatCents;
    byRate.set(line.vatRateBp, rate);
  }
  return [...byRate.values()].sort((a, b) => b.vatRateBp - a.vatRateBp);
}

const totals = (lines: readonly InvoiceLine[]) => {
  const baseCents = lines.reduce((sum, l) => sum + l.baseCents, 0);
  const vatCents = lines.reduce((sum, l) => sum + l.vatCents, 0);
  return { baseCents, vatCents, totalCents: baseCents + vatCents, rates: ratesOf(lines) };
};

/** The buyer's billing data as an invoice names them. */
export function recipientOf(billing: BillingData): InvoiceParty {
  const place = [
    `${billing.postalCode} ${billing.city}`.trim(),
    billing.province,
    countryName(billing.country),
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
  return {
    name: billing.fiscalName.trim(),
    taxId: billing.taxId.trim().toUpperCase(),
    address: [billing.address.trim(), place].filter(Boolean).join(', '),
  };
}

/**
 * The first invoice of a paid order (docs/rules/invoices.md#which-invoice): complete (F1)
 * when the buyer's billing data is complete, else simplified (F2) within its limit (400 €;
 * 3.000 € when it sells only prints), else complete naming whom the order names.
 */
export function orderInvoice(input: {
  order: { id: string; totalCents: number; email: string; items: OrderItemRow[] };
  issuer: InvoiceParty;
  billing: BillingData | null;
  /** Who the order names when there is no billing data (the print's recipient). */
  fallbackName: string | null;
}): InvoiceDraft {
  const { order } = input;
  const items = [...order.items].sort((a, b) => a.position - b.position);
  const lines: InvoiceLine[] = items.map((item) => ({
    description: describe(item),
    quantity: item.quantity,
    baseCents: item.baseCents,
    vatRateBp: item.vatRateBp,
    vatCents: item.vatCents,
  }));
  const onlyGoods = items.every((item) => item.kind !== 'ticket');
  const limit = onlyGoods ? SIMPLIFIED_RETAIL_LIMIT_CENTS : SIMPLIFIED_LIMIT_CENTS;
  const complete = input.billing && isBillingComplete(input.billing) ? input.billing : null;
  const simplified = !complete && order.totalCents <= limit;
  const recipient = complete
    ? recipientOf(complete)
    : simplified
      ? null
      : { name: input.fallbackName ?? order.email, taxId: '', address: '' };
  return {
    type: simplified ? 'F2' : 'F1',
    orderId: order.id,
    refundId: null,
    correctsId: null,
    issuer: input.issuer,
    recipient,
    lines,
    ...totals(lines),
    mention: lines.some((l) => l.vatRateBp === 0 && l.baseCents > 0) ? EXPORT_MENTION : '',
  };
}

/**
 * A refund's rectifying invoice, by differences: the refunded amount shared among the
 * corrected invoice's rates by their gross, each share's IVA as prices with IVA included
 * (`vatIncluded`), all negative. R5 corrects a simplified invoice, R1 a complete one.
 */
export function refundInvoice(input: {
  corrected: Pick<
    InvoiceRow,
    'id' | 'type' | 'orderId' | 'recipient' | 'rates' | 'code' | 'mention'
  >;
  refund: { id: string; amountCents: number };
  issuer: InvoiceParty;
}): InvoiceDraft {
  const { corrected, refund } = input;
  const rates = corrected.rates.filter((r) => r.baseCents + r.vatCents > 0);
  const shares = shareCents(
    refund.amountCents,
    rates.map((r) => r.baseCents + r.vatCents),
  );
  const lines: InvoiceLine[] = vatIncluded(
    rates.map((r, i) => ({ vatRateBp: r.vatRateBp, grossCents: shares[i] ?? 0 })),
  )
    .filter((share) => share.grossCents > 0)
    .map((share) => ({
      description: `Devolución sobre la factura ${corrected.code}`,
      quantity: 1,
      baseCents: -share.baseCents,
      vatRateBp: share.vatRateBp,
      vatCents: -share.vatCents,
    }));
  return {
    type: corrected.type === 'F2' ? 'R5' : 'R1',
    orderId: corrected.orderId,
    refundId: refund.id,
    correctsId: corrected.id,
    issuer: input.issuer,
    recipient: corrected.recipient,
    lines,
    ...totals(lines),
    mention: corrected.mention,
  };
}
