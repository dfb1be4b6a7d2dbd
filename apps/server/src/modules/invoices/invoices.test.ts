import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { fromBuffer, type Entry } from 'yauzl';
import {
  invoiceMessages,
  type AdminInvoiceList,
  type OrderCheckoutResponse,
} from '@shop/contracts';
import { invoiceRecords, invoices } from '#src/db/schema/index';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration } from '#test/events';
import { freePort, payWith, waitForStatus } from '#test/purchase';
import { cellUnder, openCsv } from '#test/spreadsheet';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let admin = '';
let eventTypeId = '';
let tenTypeId = '';

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  const event = await adminEvent(ctx.app, admin, {
    capacity: null,
    ticketTypes: [
      { ...freeRegistration, name: 'Taller', priceCents: 5000, quota: 500, maxPerOrder: 20 },
      {
        ...freeRegistration,
        name: 'Exposición',
        priceCents: 1100,
        vatRate: 10,
        quota: 500,
        maxPerOrder: 20,
      },
    ],
  });
  eventTypeId = event.ticketTypes[0]?.id ?? '';
  tenTypeId = event.ticketTypes[1]?.id ?? '';
}, 60_000);

const invoicesOf = (orderId: string) =>
  ctx.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));

/** A customer buys tickets by card: 'Taller' × workshop, 'Exposición' × exhibition. */
async function paidOrder(token: string, workshop: number, exhibition = 0) {
  const line = (ticketTypeId: string, n: number) => ({
    kind: 'ticket',
    ticketTypeId,
    holders: Array.from({ length: n }, (_, i) => ({
      fullName: `Asistente ${i + 1}`,
      email: `asistente${i + 1}@example.com`,
    })),
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: bearer(token),
    payload: {
      items: [
        ...(workshop > 0 ? [line(eventTypeId, workshop)] : []),
        ...(exhibition > 0 ? [line(tenTypeId, exhibition)] : []),
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, paymentIntentId } = res.json<OrderCheckoutResponse>();
  await payWith(ctx.app, paymentIntentId ?? '');
  await waitForStatus(ctx.app, orderId, 'paid');
  await waitUntil(async () => (await invoicesOf(orderId)).length === 1, 'the invoice');
  return orderId;
}

const year = new Date().getFullYear();

describe('the invoice of a paid order', () => {
  it('is simplified for a consumer, once, with a line per item and the IVA per rate', async () => {
    const buyer = await signUp(ctx.app);
    const orderId = await paidOrder(buyer.accessToken, 1, 2);
    // The job again, as a retry or a duplicated webhook would run it: nothing new.
    await ctx.app.invoicing.issueFor(orderId);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice).toMatchObject({
      type: 'F2',
      series: `S${year}`,
      recipient: null,
      baseCents: 4132 + 2000,
      vatCents: 868 + 200,
      totalCents: 7200,
    });
    expect(invoice?.code).toMatch(new RegExp(`^S${year}-\\d{6}$`));
    expect(invoice?.rates).toEqual([
      { vatRateBp: 2100, baseCents: 4132, vatCents: 868 },
      { vatRateBp: 1000, baseCents: 2000, vatCents: 200 },
    ]);
    expect(invoice?.lines.map((l) => [l.description, l.quantity])).toEqual([
      [expect.stringContaining('Entrada «Taller»'), 1],
      [expect.stringContaining('Entrada «Exposición»'), 2],
    ]);
    expect((await ctx.app.invoicing.verify()).broken).toBeNull();
  });

  it('is complete, naming the buyer, when their billing data is complete', async () => {
    const buyer = await signUp(ctx.app);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/billing',
      headers: bearer(buyer.accessToken),
      payload: {
        billingData: {
          type: 'business',
          fiscalName: 'Fotos del Sur S.L.',
          taxId: 'B12345674',
          address: 'Calle Elvira 12',
          postalCode: '18010',
          city: 'Granada',
          province: 'Granada',
          country: 'España',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const orderId = await paidOrder(buyer.accessToken, 2);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice).toMatchObject({
      type: 'F1',
      series: `F${year}`,
      recipient: {
        name: 'Fotos del Sur S.L.',
        taxId: 'B12345674',
        address: 'Calle Elvira 12, 18010 Granada, Granada, España',
      },
      totalCents: 10_000,
    });
  });

  it('is complete for a ticket order above 400 € even without billing data', async () => {
    const buyer = await signUp(ctx.app, { name: 'Rosa Grande' });
    const orderId = await paidOrder(buyer.accessToken, 5, 20);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice?.totalCents).toBe(5 * 5000 + 20 * 1100);
    expect(invoice?.type).toBe('F1');
  });
});

describe('refunds', () => {
  it('each refund that goes through gets its rectifying invoice, negative, in the R series', async () => {
    const buyer = await signUp(ctx.app);
    const orderId = await paidOrder(buyer.accessToken, 1, 2);
    const refund = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: bearer(admin),
        payload,
      });
    expect((await refund({ amountCents: 1200 })).statusCode).toBe(201);
    await waitUntil(async () => (await invoicesOf(orderId)).length === 2, 'the first R5');
    expect((await refund({})).statusCode).toBe(201);
    await waitUntil(async () => (await invoicesOf(orderId)).length === 3, 'the second R5');
    // Again: nothing new.
    expect(await ctx.app.invoicing.rectify(orderId)).toEqual([]);

    const all = await invoicesOf(orderId);
    const original = all.find((i) => i.type === 'F2');
    const rectifying = all.filter((i) => i.type === 'R5');
    expect(rectifying.map((i) => i.totalCents).sort((a, b) => a - b)).toEqual([-6000, -1200]);
    for (const invoice of rectifying) {
      expect(invoice.series).toBe(`R${year}`);
      expect(invoice.correctsId).toBe(original?.id);
      expect(invoice.baseCents + invoice.vatCents).toBe(invoice.totalCents);
      expect(invoice.lines.every((l) => l.description.includes(original?.code ?? '?'))).toBe(true);
    }
    // What was refunded in all is what was invoiced, rate by rate.
    for (const rate of original?.rates ?? []) {
      const back = rectifying.flatMap((i) => i.rates).filter((r) => r.vatRateBp === rate.vatRateBp);
      expect(back.reduce((sum, r) => sum + r.baseCents + r.vatCents, 0)).toBe(
        -(rate.baseCents + rate.vatCents),
      );
    }
    expect((await ctx.app.invoicing.verify()).broken).toBeNull();
  });
});

describe('downloading an invoice', () => {
  const download = (token: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/events/get-pdf-ticket',
      headers: bearer(token),
      payload,
    });
  /** The PDF's title, as its info dictionary points to it. */
  const titleOf = (pdf: Buffer) => {
    const raw = pdf.toString('latin1');
    const ref = /\/Title (\d+) 0 R/.exec(raw)?.[1];
    const literal = ref
      ? new RegExp(`\\n${ref} 0 obj\\n\\(((?:\\\\.|[^\\\\)])*)\\)`).exec(raw)?.[1]
      : undefined;
    return literal?.replace(/\\(.)/g, '$1');
  };

  it('gives the buyer the invoice in force, and their billing data turn the simplified one into an F3, once', async () => {
    const buyer = await signUp(ctx.app);
    const orderId = await paidOrder(buyer.accessToken, 1);
    const [simplified] = await invoicesOf(orderId);

    const first = await download(buyer.accessToken, { orderId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="factura-${simplified?.code}.pdf"`,
    );
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(titleOf(first.rawPayload)).toBe(`Factura simplificada ${simplified?.code}`);

    // Someone else's order does not exist for them; an admin may read it.
    const stranger = await signUp(ctx.app);
    expect((await download(stranger.accessToken, { orderId })).statusCode).toBe(404);
    expect((await download(admin, { orderId })).statusCode).toBe(200);

    await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/billing',
      headers: bearer(buyer.accessToken),
      payload: {
        billingData: {
          type: 'personal',
          fiscalName: 'Marta Gil Ruiz',
          taxId: '12345678Z',
          address: 'Calle Real 3',
          postalCode: '29001',
          city: 'Málaga',
          province: 'Málaga',
          country: 'España',
        },
      },
    });
    const [again, twice] = [
      await download(buyer.accessToken, { orderId }),
      await download(buyer.accessToken, { orderId }),
    ];
    expect(again.statusCode).toBe(200);
    const all = await invoicesOf(orderId);
    const replacement = all.find((i) => i.type === 'F3');
    expect(all).toHaveLength(2);
    expect(replacement).toMatchObject({
      series: `F${year}`,
      correctsId: simplified?.id,
      recipient: { name: 'Marta Gil Ruiz', taxId: '12345678Z' },
      totalCents: simplified?.totalCents,
    });
    expect(titleOf(twice.rawPayload)).toBe(
      `Factura (sustituye a la simplificada) ${replacement?.code}`,
    );
    // The simplified one can still be read by its id.
    const old = await download(buyer.accessToken, { orderId, invoiceId: simplified?.id });
    expect(titleOf(old.rawPayload)).toBe(`Factura simplificada ${simplified?.code}`);
    expect((await ctx.app.invoicing.verify()).broken).toBeNull();
  });

  it('refuses an order not paid yet', async () => {
    const buyer = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: bearer(buyer.accessToken),
      payload: {
        items: [
          {
            kind: 'ticket',
            ticketTypeId: eventTypeId,
            holders: [{ fullName: 'Sin Pagar', email: buyer.email }],
          },
        ],
      },
    });
    const { orderId } = res.json<OrderCheckoutResponse>();
    const refused = await download(buyer.accessToken, { orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(invoiceMessages.notPaid);
  });
});

describe("the photographer's invoices", () => {
  it('lists them with filters, and gives the quarter to the accountant as a register and a ZIP of PDFs', async () => {
    const buyer = await signUp(ctx.app);
    const orderId = await paidOrder(buyer.accessToken, 1);
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: bearer(admin),
      payload: { amountCents: 500 },
    });
    expect(refund.statusCode).toBe(201);
    await waitUntil(async () => (await invoicesOf(orderId)).length === 2, 'the R5');
    const [original, rectifying] = (await invoicesOf(orderId)).sort((a, b) =>
      a.type.localeCompare(b.type),
    );

    const list = async (query: string, token = admin) =>
      ctx.app.inject({ url: `/api/admin/invoices${query}`, headers: bearer(token) });
    const all = (await list('')).json<AdminInvoiceList>();
    expect(all.truncated).toBe(false);
    expect(all.invoices.map((i) => i.code)).toContain(original?.code);
    const onlyR5 = (await list('?type=R5')).json<AdminInvoiceList>();
    expect(onlyR5.invoices.every((i) => i.type === 'R5')).toBe(true);
    expect(onlyR5.invoices.find((i) => i.id === rectifying?.id)).toMatchObject({
      correctsCode: original?.code,
      totalCents: -500,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await list(`?from=2020-01-01&to=2020-12-31`)).json<AdminInvoiceList>().invoices,
    ).toEqual([]);
    expect(
      (await list(`?series=S${year}&from=${today}`)).json<AdminInvoiceList>().invoices.length,
    ).toBeGreaterThan(0);
    expect((await list('?series=X')).statusCode).toBe(400);
    expect((await list('', buyer.accessToken)).statusCode).toBe(403);

    const quarter = Math.floor(new Date().getMonth() / 3) + 1;
    const csv = await ctx.app.inject({
      url: `/api/admin/invoices/register.csv?year=${year}&quarter=${quarter}`,
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toContain('Fecha de expedición;Serie;Número;Factura');
    // Read back as a spreadsheet reads it: invoices and series as text, numbers as numbers.
    const rows = openCsv(csv.body);
    const at = rows.findIndex((r) => r[3]?.value === rectifying?.code);
    expect(cellUnder(rows, 'Factura', at)).toEqual({ type: 's', value: rectifying?.code });
    expect(cellUnder(rows, 'Serie', at)).toEqual({ type: 's', value: rectifying?.series });
    expect(cellUnder(rows, 'Número', at)).toEqual({ type: 'n', value: rectifying?.number });
    expect(cellUnder(rows, 'Factura rectificada o sustituida', at)).toEqual({
      type: 's',
      value: original?.code,
    });
    expect(rows.flat().filter((cell) => cell.formula)).toEqual([]);
    // Amounts with Spain's decimal comma, as Excel in Spanish reads them.
    expect(lines[at]?.split(';').slice(8, 12)).toEqual(['-4,13', '21', '-0,87', '-5,00']);

    const zip = await ctx.app.inject({
      url: `/api/admin/invoices/pdfs.zip?year=${year}&quarter=${quarter}`,
      headers: bearer(admin),
    });
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const file = files[`factura-${rectifying?.code}.pdf`];
    expect(file && Buffer.from(file).subarray(0, 5).toString()).toBe('%PDF-');
    // One PDF per invoice the register lists (a row per invoice and rate).
    const codes = new Set(rows.slice(1).map((row) => String(row[3]?.value)));
    expect(Object.keys(files).sort()).toEqual([...codes].map((c) => `factura-${c}.pdf`).sort());

    // Each file is dated when its invoice was issued, as a ZIP program reads it: the exact
    // instant (Info-ZIP's timestamp) and Spain's clock in the entry's own date.
    const issued = new Map(
      (await invoicesOf(orderId)).map((i) => [`factura-${i.code}.pdf`, i.issuedAt]),
    );
    const entries = await zipEntries(zip.rawPayload);
    expect(entries.map((e) => e.fileName).sort()).toEqual(Object.keys(files).sort());
    for (const [name, issuedAt] of issued) {
      const entry = entries.find((e) => e.fileName === name);
      expect(entry?.getLastModDate().getTime(), name).toBe(
        Math.floor(issuedAt.getTime() / 1000) * 1000,
      );
      expect(entry && dosWallClock(entry), name).toBe(
        madridClock.format(issuedAt).replace(' ', 'T'),
      );
    }
  });
});

const madridClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Madrid',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The entries of a ZIP, read by yauzl (as unzip tools read them). */
function zipEntries(zip: Buffer): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, (err, file) => {
      if (err) {
        reject(err);
        return;
      }
      const entries: Entry[] = [];
      file.on('entry', (entry: Entry) => entries.push(entry));
      file.on('end', () => resolve(entries));
      file.on('error', reject);
    });
  });
}

/** An entry's DOS date and time, which carry no zone: 'YYYY-MM-DDTHH:MM'. */
function dosWallClock(entry: Entry): string {
  const d = entry.lastModFileDate;
  const t = entry.lastModFileTime;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${(d >> 9) + 1980}-${two((d >> 5) & 0xf)}-${two(d & 0x1f)}T${two(t >> 11)}:${two((t >> 5) & 0x3f)}`;
}

describe('the VERI*FACTU chain', () => {
  it('never lets an invoice or record change, and names the first record that was tampered with', async () => {
    const buyer = await signUp(ctx.app);
    const orderId = await paidOrder(buyer.accessToken, 1);
    const [invoice] = await invoicesOf(orderId);
    await expect(
      ctx.database.db
        .update(invoices)
        .set({ totalCents: 1 })
        .where(eq(invoices.id, invoice?.id ?? '')),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.delete(invoiceRecords).where(eq(invoiceRecords.invoiceId, invoice?.id ?? '')),
    ).rejects.toThrow();

    const before = await ctx.app.invoicing.verify();
    expect(before.broken).toBeNull();
    expect(before.records).toBeGreaterThan(0);
    // Someone with the database's keys edits an amount behind the shop's back.
    const { db } = ctx.database;
    await db.execute(sql`alter table invoice_records disable trigger invoice_records_never_change`);
    await db
      .update(invoiceRecords)
      .set({ amountTotal: '0.01' })
      .where(eq(invoiceRecords.invoiceId, invoice?.id ?? ''));
    await db.execute(sql`alter table invoice_records enable trigger invoice_records_never_change`);
    const after = await ctx.app.invoicing.verify();
    expect(after.broken).toMatchObject({
      numSerie: invoice?.code,
      reason: 'su huella no corresponde a sus datos',
    });
  });
});
