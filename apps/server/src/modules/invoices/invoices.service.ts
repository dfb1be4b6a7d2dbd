import {
  invoiceMessages as msg,
  isBillingComplete,
  orderNumber,
  type BillingData,
  type BusinessIdentity,
  type InvoiceDownload,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { InvoiceParty, InvoiceRow } from '#src/db/schema/index';
import { conflict, notFound } from '#src/lib/errors';
import { sqlStateOf, UNIQUE_VIOLATION } from '#src/lib/sql-state';
import { UNPAID_STATUSES, type Order } from '#src/modules/orders/orders.port';
import { orderInvoice, recipientOf, refundInvoice, type InvoiceDraft } from './invoice-drafts';
import { invoicePdf } from './invoice-pdf';
import { createInvoicesRepository } from './invoices.repository';
import { verifyInvoiceChain } from './invoice-chain';
import { AEAT_HOST, recordAmount, recordDate, validationUrl } from './verifactu';

const issuerOf = (identity: BusinessIdentity): InvoiceParty => ({
  name: identity.legalName || identity.tradingName,
  taxId: identity.taxId,
  address: identity.address,
});

/**
 * Invoices (docs/rules/invoices.md): one for every paid order, issued once by a durable job;
 * one rectifying invoice per refund; the VERI*FACTU chain of their records and its check.
 */
export function createInvoicing(deps: {
  db: Database;
  orders: { findById(id: string): Promise<Order | null> };
  billingData: (userId: string) => Promise<BillingData | null>;
  identity: () => Promise<BusinessIdentity>;
  /** The order's refunds as the ledger has them. */
  refundsOf: (orderId: string) => Promise<{ id: string; amountCents: number; status: string }[]>;
  now?: () => Date;
}) {
  const invoices = createInvoicesRepository(deps.db);
  const now = () => (deps.now ? deps.now() : new Date());

  /** Issues the draft in a transaction of its own; null when its unique key says it exists. */
  async function write(draft: InvoiceDraft): Promise<InvoiceRow | null> {
    try {
      return await deps.db.transaction((tx) =>
        createInvoicesRepository(tx as unknown as Database).issue(draft, now()),
      );
    } catch (err) {
      if (sqlStateOf(err) === UNIQUE_VIOLATION) return null;
      throw err;
    }
  }

  async function issueFor(orderId: string): Promise<InvoiceRow | null> {
    const existing = await invoices.original(orderId);
    if (existing) return existing;
    const order = await deps.orders.findById(orderId);
    if (!order || (UNPAID_STATUSES as readonly string[]).includes(order.status)) return null;
    // Nothing was sold for money (a free registration, an admin's test order): no invoice.
    if (order.totalCents === 0 || order.isTest) return null;
    const draft = orderInvoice({
      order,
      issuer: issuerOf(await deps.identity()),
      billing: order.userId ? await deps.billingData(order.userId) : null,
      fallbackName: order.print?.recipient.name ?? null,
    });
    return (await write(draft)) ?? invoices.original(orderId);
  }

  /**
   * The buyer asks for a complete invoice with their billing data: an F3 replaces the
   * order's simplified one (never an edit), once. The invoice in force is returned.
   */
  async function inForce(orderId: string, billing: BillingData | null): Promise<InvoiceRow | null> {
    const original = await invoices.original(orderId);
    if (!original) return null;
    const all = await invoices.ofOrder(orderId);
    const replaced = all.find((i) => i.type === 'F3' && i.correctsId === original.id);
    if (replaced) return replaced;
    if (original.type !== 'F2' || !billing || !isBillingComplete(billing)) return original;
    const draft: InvoiceDraft = {
      type: 'F3',
      orderId,
      refundId: null,
      correctsId: original.id,
      issuer: issuerOf(await deps.identity()),
      recipient: recipientOf(billing),
      lines: original.lines,
      rates: original.rates,
      baseCents: original.baseCents,
      vatCents: original.vatCents,
      totalCents: original.totalCents,
      mention: original.mention,
    };
    await write(draft);
    const now = await invoices.ofOrder(orderId);
    return now.find((i) => i.type === 'F3' && i.correctsId === original.id) ?? original;
  }

  return {
    /** The order's first invoice, issued if it is paid and has none (safe to repeat). */
    issueFor,

    /** A rectifying invoice for each of the order's refunds that went through and has none. */
    async rectify(orderId: string): Promise<InvoiceRow[]> {
      const refunds = (await deps.refundsOf(orderId)).filter((r) => r.status === 'succeeded');
      if (refunds.length === 0) return [];
      const original = await issueFor(orderId);
      if (!original) return [];
      const issued: InvoiceRow[] = [];
      for (const refund of refunds) {
        const all = await invoices.ofOrder(orderId);
        if (all.some((invoice) => invoice.refundId === refund.id)) continue;
        const corrected =
          all.find((i) => i.type === 'F3' && i.correctsId === original.id) ?? original;
        const row = await write(
          refundInvoice({ corrected, refund, issuer: issuerOf(await deps.identity()) }),
        );
        if (row) issued.push(row);
      }
      return issued;
    },

    ofOrder: (orderId: string) => invoices.ofOrder(orderId),
    ofOrders: (orderIds: readonly string[]) => invoices.ofOrders(orderIds),

    inForce,

    /**
     * The invoice a caller may download (docs/rules/invoices.md#download): the order's
     * buyer or an admin, a paid order that cost something; `invoiceId` picks one of its
     * invoices, else the one in force (the buyer's complete billing data make it an F3).
     */
    async forDownload(
      caller: { id: string; role: string },
      request: InvoiceDownload,
    ): Promise<InvoiceRow> {
      const order = await deps.orders.findById(request.orderId);
      // Another account's order reads as no order at all.
      if (!order || (order.userId !== caller.id && caller.role !== 'admin')) {
        throw notFound(msg.orderNotFound);
      }
      if ((UNPAID_STATUSES as readonly string[]).includes(order.status)) {
        throw conflict(msg.notPaid);
      }
      if (order.totalCents === 0 || order.isTest) throw conflict(msg.free);
      if (request.invoiceId) {
        const chosen = (await invoices.ofOrder(order.id)).find((i) => i.id === request.invoiceId);
        if (!chosen) throw notFound(msg.invoiceNotFound);
        return chosen;
      }
      // Only the buyer's own data make a complete invoice; an admin reads what is in force.
      const billing = order.userId === caller.id ? await deps.billingData(caller.id) : null;
      const current = await inForce(order.id, billing);
      if (!current) throw conflict(msg.notReady);
      return current;
    },

    /** An invoice's PDF, with the AEAT's QR. */
    async pdf(invoice: InvoiceRow): Promise<{ file: Buffer; name: string }> {
      const corrected = invoice.correctsId ? await invoices.findById(invoice.correctsId) : null;
      const file = await invoicePdf(invoice, {
        tradingName: (await deps.identity()).tradingName,
        orderNumber: orderNumber(invoice.orderId),
        qrUrl: validationUrl({
          host: AEAT_HOST,
          issuerNif: invoice.issuer.taxId,
          numSerie: invoice.code,
          issueDate: recordDate(invoice.issuedAt),
          amountTotal: recordAmount(invoice.totalCents),
        }),
        corrects: corrected ? { code: corrected.code, issuedAt: corrected.issuedAt } : null,
      });
      return { file, name: `factura-${invoice.code}.pdf` };
    },

    /** The VERI*FACTU chain checked from its first record (invoice-chain.ts). */
    verify: () => verifyInvoiceChain(deps.db),
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
