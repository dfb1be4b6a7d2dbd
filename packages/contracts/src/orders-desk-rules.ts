/**
 * The shop's own orders, as the admin's desk shows them (docs/rules/admin.md#the-shops-orders),
 * zod-free: where an order stands, the filters, paging, the CSV and the Spanish texts.
 */
import { dateMessages } from './date-rules';

export const ordersDeskApi = {
  list: '/admin/orders',
  exportCsv: '/admin/orders/export.csv',
  detail: '/admin/orders/:orderId',
  retry: '/admin/orders/:orderId/retry',
} as const;

/**
 * Where an order stands on the desk, one word per order, by precedence: a test order is
 * `test`; one the admin must look at is `attention`; then its money (`refunded`, also in
 * part), a `cancelled` print, and otherwise its print's way (`paid` = waiting to be sent).
 */
export const deskStates = [
  'attention',
  'paid',
  'submitted',
  'in_production',
  'shipped',
  'complete',
  'cancelled',
  'refunded',
  'test',
] as const;
export type DeskState = (typeof deskStates)[number];

export const deskStateLabels: Record<DeskState, string> = {
  attention: 'Requiere atención',
  paid: 'Pagado',
  submitted: 'Enviado a Prodigi',
  in_production: 'En producción',
  shipped: 'Enviado',
  complete: 'Entregado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
  test: 'Prueba',
};

export const DESK_PAGE_SIZE = 25;
export const DESK_PAGE_MAX = 100;
/** A CSV holds at most this many orders (narrow the filters for more). */
export const DESK_CSV_MAX_ROWS = 50_000;

export const ordersDeskMessages = {
  badLimit: `Indica entre 1 y ${DESK_PAGE_MAX} pedidos por página.`,
  badState: 'Ese estado no es uno de los del escritorio de pedidos.',
  badRange: dateMessages.endBeforeStart('Desde', 'Hasta'),
  badCursor: 'La página pedida no es válida; vuelve a la primera.',
  searchTooLong: 'La búsqueda admite hasta 254 caracteres.',
  /** A payment that arrived for an order ended unpaid, its automatic refund not through yet. */
  unservedPayment:
    'Llegó un pago para un pedido ya cancelado: se devuelve solo; si no llega a reembolsarse, reembolsa a mano.',
  orderNotFound: 'No encontramos ese pedido.',
  nothingToRetry: 'Este pedido no tiene impresiones pendientes de reenviar a Prodigi.',
  retryQueued: 'Reenvío a Prodigi en marcha.',
  listFailed: 'No se pudieron cargar los pedidos',
  empty: 'No hay pedidos con estos filtros.',
  attentionEmpty: 'Nada requiere tu atención ahora mismo.',
} as const;
