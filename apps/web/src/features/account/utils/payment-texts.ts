import { buyerOrderTimeline, type Purchase } from '@shop/contracts';

/**
 * 'Historial de Pagos' (docs/rules/accounts.md#payment-history): the texts of the list and of
 * a payment's detail.
 */
export const paymentTexts = {
  empty: 'Todavía no tienes pagos registrados.',
  loading: 'Cargando pagos...',
  listLabel: 'Pagos',
  pagerLabel: 'Páginas del historial',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  order: (number: string) => `Pedido ${number}`,
  notFound: 'No encontramos ese pago.',
  backToList: 'Volver al historial',
  items: 'Artículos',
  summary: 'Resumen',
  shipping: 'Envío',
  iva: 'IVA incluido',
  total: 'Total',
  refunded: 'Reembolsado',
  method: 'Método de pago',
  seeEvent: 'Ver evento',
  shipment: 'Envío del pedido',
  carrier: 'Transportista',
  followShipment: 'Seguir el envío',
  seeOrder: 'Ver el pedido',
  invoices: 'Facturas',
  noInvoice: 'Este pedido no tiene factura.',
  downloadInvoice: 'Descargar factura',
  downloading: 'Descargando...',
  download: 'Descargar',
  downloadRectifying: (code: string) => `Descargar factura rectificativa ${code}`,
  billingTitle: 'Datos de Facturación Requeridos',
  billingIntro: 'Para emitir la factura necesitamos tus datos de facturación.',
  cancel: 'Cancelar',
  saveAndContinue: 'Guardar y Continuar',
  processing: 'Procesando...',
} as const;

/** Orders a page of the list shows. */
export const PAYMENTS_PAGE_SIZE = 10;

export type PaymentTone = 'paid' | 'refunded' | 'pending';

/** The payment's state as the list reads it: in words (and a colour for the eye). */
export function paymentStatus(status: Purchase['status']): { label: string; tone: PaymentTone } {
  switch (status) {
    case 'paid':
      return { label: 'Pagado', tone: 'paid' };
    case 'refunded':
      return { label: 'Reembolsado', tone: 'refunded' };
    case 'partially_refunded':
      return { label: 'Reembolsado en parte', tone: 'refunded' };
    case 'pending_payment':
    case 'payment_failed':
    case 'flagged':
    case 'cancelled':
    case 'expired':
      return { label: 'Pendiente', tone: 'pending' };
  }
  // A state this build does not know yet reads as pending too.
  return { label: 'Pendiente', tone: 'pending' };
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

const brandName = (brand: string) =>
  brandNames[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** 'Tarjeta de crédito', with the card's brand and last four when the ledger has them. */
export function paymentMethod(payment: Purchase['payment']): string {
  const method = 'Tarjeta de crédito';
  // Non-breaking spaces: the card's brand and digits stay on one line.
  return payment
    ? `${method} · ${brandName(payment.brand)}\u00a0••••\u00a0${payment.last4}`
    : method;
}

/** What was bought: the event for tickets, else the first print ('+ N más' for the rest). */
export function purchaseSummary(order: Purchase): string {
  if (order.eventInfo) return order.eventInfo.name;
  const [first, ...rest] = order.prints;
  if (!first) return order.tickets[0]?.name ?? paymentTexts.order(order.number);
  const more = rest.length > 0 ? ` + ${rest.length} más` : '';
  return `${first.title} · ${first.product}${more}`;
}

/** Where the prints are: cancelled, or their step on the way. */
export function stageLabel(stage: Purchase['stage']): string | null {
  if (!stage) return null;
  if (stage === 'cancelled') return 'Cancelado';
  return buyerOrderTimeline.find((s) => s.step === stage)?.label ?? null;
}

/** The invoice in force: the order's latest complete or simplified one (not a rectifying one). */
export function invoiceInForce(order: Purchase): Purchase['invoices'][number] | null {
  const ordinary = order.invoices.filter((i) => i.type !== 'R1' && i.type !== 'R5');
  return ordinary.reduce<Purchase['invoices'][number] | null>(
    (latest, invoice) =>
      !latest || Date.parse(invoice.issuedAt) >= Date.parse(latest.issuedAt) ? invoice : latest,
    null,
  );
}

export const rectifyingInvoices = (order: Purchase) =>
  order.invoices.filter((i) => i.type === 'R1' || i.type === 'R5');

/** The name the server gives the file: 'factura-{code}.pdf'. */
export const invoiceFileName = (code: string) => `factura-${code}.pdf`;
