import { zipSync, type Zippable, type ZippableFile } from 'fflate';
import {
  INVOICE_LIST_LIMIT,
  instantToZonedTime,
  invoiceTypeLabels,
  orderNumber,
  zonedTimeToInstant,
  type AdminInvoice,
  type AdminInvoiceList,
  type AdminInvoiceQuery,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { InvoiceRow } from '#src/db/schema/index';
import { csvEuros, csvInteger, csvPercent, csvText, toCsv } from '#src/lib/csv';
import { spanishDate } from './invoice-pdf';
import { createInvoicesRepository } from './invoices.repository';

const SHOP_ZONE = 'Europe/Madrid';
const dayStart = (day: string) => zonedTimeToInstant(`${day}T00:00`, SHOP_ZONE);
const nextDay = (day: string) => {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/**
 * A ZIP entry dated when its invoice was issued. The entry's DOS date has no zone and is read
 * as local time, so it holds Spain's clock (the date on the invoice), built as a local Date
 * since fflate reads a Date's local fields; Info-ZIP's Unix timestamp (extra field 0x5455)
 * beside it holds the exact instant for the programs that read it.
 */
function zipEntry(file: Buffer, issuedAt: Date): ZippableFile {
  const [year = 1980, month = 1, day = 1, hour = 0, minute = 0] = instantToZonedTime(
    issuedAt,
    SHOP_ZONE,
  )
    .split(/[-T:]/)
    .map(Number);
  const wallClock = new Date(year, month - 1, day, hour, minute, issuedAt.getUTCSeconds());
  const unixTime = Buffer.alloc(5);
  unixTime.writeUInt8(1, 0); // flags: a modification time follows
  unixTime.writeInt32LE(Math.floor(issuedAt.getTime() / 1000), 1);
  return [file, { mtime: wallClock, extra: { 0x5455: unixTime } }];
}

/** A quarter on Spain's clock: [its first day, the next quarter's first day). */
export function quarterOf(year: number, quarter: number) {
  const month = (q: number, y: number) =>
    `${q > 4 ? y + 1 : y}-${String(((q - 1) % 4) * 3 + 1).padStart(2, '0')}-01`;
  return { from: dayStart(month(quarter, year)), until: dayStart(month(quarter + 1, year)) };
}

/**
 * The photographer's invoices (docs/rules/invoices.md#the-admin): the list with its filters,
 * and a quarter for the accountant: the register of issued invoices (libro registro de
 * facturas expedidas) as CSV, and the PDFs as a ZIP.
 */
export function createInvoiceRegister(deps: {
  db: Database;
  pdf: (invoice: InvoiceRow) => Promise<{ file: Buffer; name: string }>;
}) {
  const invoices = createInvoicesRepository(deps.db);

  async function correctedCodes(rows: readonly InvoiceRow[]) {
    const ids = [...new Set(rows.flatMap((r) => (r.correctsId ? [r.correctsId] : [])))];
    return new Map((await invoices.findMany(ids)).map((r) => [r.id, r.code]));
  }

  return {
    async list(query: AdminInvoiceQuery): Promise<AdminInvoiceList> {
      const rows = await invoices.list(
        {
          from: query.from ? dayStart(query.from) : undefined,
          until: query.to ? dayStart(nextDay(query.to)) : undefined,
          type: query.type,
          series: query.series,
        },
        INVOICE_LIST_LIMIT + 1,
      );
      const page = rows.slice(0, INVOICE_LIST_LIMIT);
      const codes = await correctedCodes(page);
      return {
        invoices: page.map((r): AdminInvoice => ({
          id: r.id,
          code: r.code,
          series: r.series,
          type: r.type,
          issuedAt: r.issuedAt.toISOString(),
          orderId: r.orderId,
          orderNumber: orderNumber(r.orderId),
          recipientName: r.recipient?.name ?? null,
          recipientTaxId: r.recipient?.taxId ?? null,
          baseCents: r.baseCents,
          vatCents: r.vatCents,
          totalCents: r.totalCents,
          correctsCode: r.correctsId ? (codes.get(r.correctsId) ?? null) : null,
        })),
        truncated: rows.length > INVOICE_LIST_LIMIT,
      };
    },

    findById: (id: string) => invoices.findById(id),

    /** One row per invoice and IVA rate, in series and number order; amounts as numbers. */
    async registerCsv(year: number, quarter: number): Promise<string> {
      const { from, until } = quarterOf(year, quarter);
      const rows = await invoices.inPeriod(from, until);
      const codes = await correctedCodes(rows);
      return toCsv(
        [
          'Fecha de expedición',
          'Serie',
          'Número',
          'Factura',
          'Tipo',
          'Factura rectificada o sustituida',
          'NIF del destinatario',
          'Nombre del destinatario',
          'Base imponible',
          'Tipo de IVA (%)',
          'Cuota de IVA',
          'Total',
          'Mención',
        ],
        rows.flatMap((r) =>
          r.rates.map((rate) => [
            spanishDate(r.issuedAt),
            csvText(r.series),
            csvInteger(r.number),
            csvText(r.code),
            `${r.type} · ${invoiceTypeLabels[r.type]}`,
            csvText(r.correctsId ? (codes.get(r.correctsId) ?? '') : ''),
            csvText(r.recipient?.taxId ?? ''),
            r.recipient?.name ?? '',
            csvEuros(rate.baseCents),
            csvPercent(rate.vatRateBp),
            csvEuros(rate.vatCents),
            csvEuros(rate.baseCents + rate.vatCents),
            r.mention,
          ]),
        ),
      );
    },

    /** The quarter's PDFs in one ZIP, each under its own name ('factura-F2026-000001.pdf'). */
    async pdfZip(year: number, quarter: number): Promise<Buffer> {
      const { from, until } = quarterOf(year, quarter);
      const files: Zippable = {};
      for (const invoice of await invoices.inPeriod(from, until)) {
        const { file, name } = await deps.pdf(invoice);
        files[name] = zipEntry(file, invoice.issuedAt);
      }
      // PDFs are compressed already: stored, not deflated again.
      return Buffer.from(zipSync(files, { level: 0 }));
    },
  };
}

export type InvoiceRegister = ReturnType<typeof createInvoiceRegister>;
