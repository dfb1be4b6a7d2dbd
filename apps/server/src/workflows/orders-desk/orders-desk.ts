import {
  DESK_CSV_MAX_ROWS,
  deskStateLabels,
  orderNumber,
  ordersDeskMessages as msg,
  type DeskOrder,
  type DeskOrderDetail,
  type DeskOrderList,
  type OrderMoney,
  type OrdersDeskFilter,
  type OrdersDeskQuery,
} from '@shop/contracts';
import { CSV_BOM, csvEuros, csvRow, csvText } from '#src/lib/csv';
import { conflict, invalidData, notFound } from '#src/lib/errors';
import type { Order } from '#src/modules/orders/orders.port';
import type { OrderActionsRepository } from '#src/workflows/provider-orders/order-actions.repository';
import {
  SHOP_TIME_ZONE,
  type DeskCursor,
  type DeskRow,
  type OrdersDeskRepository,
} from './orders-desk.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL's text of a timestamptz ('2026-03-01 23:30:00.123456+00'). */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

const encodeCursor = (row: DeskRow) =>
  Buffer.from(JSON.stringify([row.createdKey, row.id])).toString('base64url');

function decodeCursor(cursor: string): DeskCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof createdAt === 'string' &&
      PG_TIMESTAMP.test(createdAt) &&
      typeof id === 'string' &&
      UUID.test(id)
    ) {
      return { createdAt, id };
    }
  } catch {
    // falls through to the refusal
  }
  throw invalidData(msg.badCursor, [{ path: 'cursor', message: msg.badCursor }]);
}

/** Why the admin must look at an order, in the desk's words. */
function attentionOf(row: DeskRow): string | null {
  if (row.state !== 'attention') return null;
  if (row.status === 'flagged') return row.flaggedReason ?? 'Pago marcado para revisar.';
  if (row.status === 'cancelled' || row.status === 'expired') return msg.unservedPayment;
  if (row.printStatus === 'failed') return row.problem ?? 'El envío a Prodigi falló.';
  return row.finding ?? 'La conciliación encontró un problema.';
}

export function deskOrderBody(row: DeskRow): DeskOrder {
  return {
    id: row.id,
    number: orderNumber(row.id),
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    recipientName: row.recipientName,
    status: row.status,
    printStatus: row.printStatus,
    state: row.state,
    attention: attentionOf(row),
    totalCents: row.totalCents,
    refundedCents: row.refundedCents,
    currency: row.currency,
    itemCount: row.itemCount,
    prodigiOrderId: row.prodigiOrderId,
    stage: row.stage,
    tracking: (row.shipments ?? []).flatMap((s) =>
      s.tracking?.number
        ? [{ carrier: s.carrier?.name ?? null, number: s.tracking.number, url: s.tracking.url }]
        : [],
    ),
    isTest: row.isTest,
  };
}

const madridTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** YYYY-MM-DD HH:mm in the shop's time zone. */
export const shopTime = (date: Date) => madridTime.format(date);

const CSV_HEADER = [
  'Número',
  'Pedido',
  'Fecha',
  'Email',
  'Destinatario',
  'Estado',
  'Total',
  'Reembolsado',
  'Moneda',
  'Pedido en Prodigi',
  'Seguimiento',
  'Motivo',
];
const CSV_BATCH = 500;

/**
 * The shop's orders desk (docs/rules/admin.md#the-shops-orders): every order that was paid,
 * where it stands, what needs the admin, its money and its Prodigi order; the CSV of the
 * same; and sending a failed submission to Prodigi again.
 */
export function createOrdersDesk(deps: {
  repository: OrdersDeskRepository;
  orders: { findById(id: string): Promise<Order | null> };
  money: (orderId: string) => Promise<OrderMoney>;
  actions: Pick<OrderActionsRepository, 'forOrder'>;
  resubmit: (orderId: string) => Promise<void>;
}) {
  async function row(orderId: string): Promise<DeskRow> {
    const [found] = UUID.test(orderId) ? await deps.repository.page({ orderId }, null, 1) : [];
    if (!found) throw notFound(msg.orderNotFound);
    return found;
  }

  return {
    async list(query: OrdersDeskQuery): Promise<DeskOrderList> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      // One more than asked: whether a next page exists, without counting.
      const rows = await deps.repository.page(query, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        orders: page.map(deskOrderBody),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    async detail(orderId: string): Promise<DeskOrderDetail> {
      const found = await row(orderId);
      const order = await deps.orders.findById(found.id);
      if (!order) throw notFound(msg.orderNotFound);
      const recipient = order.print?.recipient ?? null;
      const a = recipient?.address;
      return {
        order: deskOrderBody(found),
        lines: order.items.map((item) => ({
          kind: item.kind,
          title:
            item.kind === 'print'
              ? ((item.snapshot as { name?: string; sku: string }).name ??
                (item.snapshot as { sku: string }).sku)
              : 'Envío',
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          totalCents: item.unitPriceCents * item.quantity,
        })),
        breakdown: {
          itemsCents: order.itemsCents,
          shippingCents: order.shippingCents,
          taxFeesCents: order.taxFeesCents,
          ivaCents: order.ivaCents,
          totalCents: order.totalCents,
        },
        recipient:
          recipient && a
            ? {
                name: recipient.name,
                email: recipient.email,
                phone: recipient.phone ?? null,
                address: [
                  a.line1,
                  a.line2,
                  `${a.postalOrZipCode} ${a.townOrCity}`,
                  a.stateOrCounty,
                  a.countryCode,
                ]
                  .filter(Boolean)
                  .join(', '),
              }
            : null,
        money: order.isTest ? null : await deps.money(order.id),
        history: (await deps.actions.forOrder(order.id)).map((entry) => ({
          at: entry.createdAt.toISOString(),
          actor: entry.actor,
          action: entry.action,
          outcome: entry.outcome,
          ok: entry.ok,
        })),
        canRetry: canRetry(found),
      };
    },

    async retry(orderId: string) {
      const found = await row(orderId);
      if (!canRetry(found)) throw conflict(msg.nothingToRetry);
      await deps.resubmit(found.id);
      return { message: msg.retryQueued, order: deskOrderBody(found) };
    },

    /**
     * The CSV of the orders the filter selects, newest first, a batch at a time. The first
     * batch is read before the answer starts: a filter the database refuses is an error
     * answer, not a file cut off after its headers were sent.
     */
    async csv(filter: OrdersDeskFilter): Promise<AsyncIterable<string>> {
      const batch = (after: DeskCursor | null, written: number) =>
        deps.repository.page(filter, after, Math.min(CSV_BATCH, DESK_CSV_MAX_ROWS - written));
      const first = await batch(null, 0);
      return (async function* lines() {
        yield `${CSV_BOM}${csvRow(CSV_HEADER)}\r\n`;
        let rows = first;
        let written = 0;
        for (;;) {
          for (const r of rows) {
            const body = deskOrderBody(r);
            yield `${csvRow([
              csvText(body.number),
              csvText(body.id),
              shopTime(r.createdAt),
              body.email,
              body.recipientName,
              deskStateLabels[body.state],
              csvEuros(body.totalCents),
              csvEuros(body.refundedCents),
              body.currency,
              csvText(body.prodigiOrderId ?? ''),
              csvText(body.tracking.map((t) => t.number).join(' ')),
              body.attention,
            ])}\r\n`;
          }
          written += rows.length;
          const last = rows.at(-1);
          if (!last || rows.length < CSV_BATCH || written >= DESK_CSV_MAX_ROWS) return;
          rows = await batch({ createdAt: last.createdKey, id: last.id }, written);
        }
      })();
    },
  };
}

/** A paid order whose prints failed to reach Prodigi can be sent again. */
const canRetry = (row: DeskRow) =>
  row.printStatus === 'failed' &&
  row.prodigiOrderId === null &&
  (row.status === 'paid' || row.status === 'partially_refunded');

export type OrdersDesk = ReturnType<typeof createOrdersDesk>;
