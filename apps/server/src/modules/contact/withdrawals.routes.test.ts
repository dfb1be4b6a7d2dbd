import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages as msg,
  type WithdrawalReceipt,
  type WithdrawalRequest,
  type WithdrawalsPage,
} from '@shop/contracts';
import { withdrawalRequests } from '#src/db/schema/index';
import { bearer, randomIp, signUp, signUpAdmin, uniqueEmail } from '#test/accounts';
import { expectInvalidField, type ErrorAnswer } from '#test/answers';
import { waitForJobs } from '#test/job-states';
import { readMailbox, waitForMail } from '#test/mailbox';
import { newPrintOrder } from '#test/orders';
import type { StoredRecipient } from '#src/db/schema/index';
import { setupTestApp } from '#test/test-app';
import { contactQueues } from './contact.plugin';

const PHOTOGRAPHER = 'estudio@example.org';
const ctx = setupTestApp({
  JOBS_WORKERS: 'true',
  CONTACT_EMAIL: PHOTOGRAPHER,
  BUSINESS_LEGAL_NAME: 'Lucía Ferrer Campos',
});

let admin = '';
let customer = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  customer = (await signUp(ctx.app)).accessToken;
});

/** A paid print order of `email`, as checkout and the webhook leave it. */
async function paidOrder(email: string) {
  const order = await ctx.app.orders.checkout.create(
    newPrintOrder({ email, recipient: { ...newPrintOrder().recipient, email } as StoredRecipient }),
  );
  expect((await ctx.app.orders.payments.moveTo(order.id, 'paid')).moved).toBe(true);
  return { id: order.id, number: order.id.slice(-6).toUpperCase() };
}

const declare = (payload: object, ip = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/withdrawals', remoteAddress: ip, payload });

const list = async (query = '') =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/withdrawals${query}`,
      headers: bearer(admin),
    })
  ).json<WithdrawalsPage>();

const byReference = async (reference: string) =>
  (await list('?pageSize=100')).items.find((w) => w.reference === reference);

describe('POST /api/withdrawals', () => {
  it('records a withdrawal of a paid order, acknowledges it to the buyer with the declaration, and tells the photographer', async () => {
    const email = uniqueEmail('compradora');
    const order = await paidOrder(email);
    const before = Date.now();
    const res = await declare({
      name: 'Ana López',
      email,
      orderNumber: `#${order.number.toLowerCase()}`,
      comment: 'La lámina de 30x40',
    });
    expect(res.statusCode).toBe(201);
    const receipt = res.json<WithdrawalReceipt>();
    expect(receipt.message).toBe(msg.withdrawalReceived);
    expect(receipt.reference).toMatch(/^D-[0-9A-F]{8}$/);
    expect(Date.parse(receipt.receivedAt)).toBeGreaterThanOrEqual(before - 1000);

    const stored = await byReference(receipt.reference);
    expect(stored).toMatchObject({
      name: 'Ana López',
      email,
      orderNumber: order.number,
      comment: 'La lámina de 30x40',
      matchedOrderId: order.id,
      status: 'received',
      note: '',
      statusChangedAt: null,
    });

    const ack = await waitForMail(ctx.dataDir, email, /Acuse de recibo/);
    expect(ack.subject).toBe(`Acuse de recibo de tu desistimiento (pedido ${order.number})`);
    expect(ack.body).toContain(
      `por la presente le comunico que desisto de mi contrato de venta del pedido n.º ${order.number}`,
    );
    expect(ack.body).toContain('A la atención de Lucía Ferrer Campos');
    expect(ack.body).toContain(`Nombre: Ana López. Email: ${email}.`);
    expect(ack.body).toContain('Comentario: La lámina de 30x40');
    expect(ack.body).toContain(`Referencia: ${receipt.reference}`);
    // The date and time it was received, in Spain's time and in UTC.
    const receivedAt = new Date(receipt.receivedAt);
    const madrid = new Intl.DateTimeFormat('es-ES', {
      dateStyle: 'full',
      timeStyle: 'long',
      timeZone: 'Europe/Madrid',
    }).format(receivedAt);
    expect(ack.body).toContain(`Recibida el ${madrid}`);
    expect(ack.body).toContain(receivedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));

    const notice = await waitForMail(ctx.dataDir, PHOTOGRAPHER, new RegExp(receipt.reference));
    expect(notice.body).toContain(`Coincide con el pedido pagado ${order.id}`);
    expect(notice.body).toContain('el pedido aún no se había enviado del todo: está en plazo');
    expect(notice.replyTo).toBe(`Ana López <${email}>`);
  });

  it('tells the photographer when a shipped order left the lab, to judge the 14 days', async () => {
    const email = uniqueEmail('compradora');
    const order = await paidOrder(email);
    const dispatched = new Date(Date.now() - 9 * 24 * 60 * 60_000);
    await ctx.app.orders.prints.update(order.id, {
      shipments: [
        {
          id: 'sh_1',
          status: 'Shipped',
          carrier: { name: 'Correos', service: 'Estándar' },
          tracking: null,
          dispatchDate: dispatched.toISOString(),
        },
      ],
    });
    const receipt = (
      await declare({ name: 'Ana López', email, orderNumber: order.number })
    ).json<WithdrawalReceipt>();
    const notice = await waitForMail(ctx.dataDir, PHOTOGRAPHER, new RegExp(receipt.reference));
    expect(notice.body).toContain('El pedido salió del laboratorio el');
    expect(notice.body).toContain('9 días antes de la declaración');
  });

  it('answers a number that matches no paid order of that email exactly alike, and records it so', async () => {
    const owner = uniqueEmail('duena');
    const order = await paidOrder(owner);
    const stranger = uniqueEmail('otra');
    const res = await declare({ name: 'Eva Ruiz', email: stranger, orderNumber: order.number });
    expect(res.statusCode).toBe(201);
    const receipt = res.json<WithdrawalReceipt>();
    // Nothing in the answer says whether the order exists or whose it is.
    expect(Object.keys(receipt).sort()).toEqual(['message', 'receivedAt', 'reference']);
    expect(receipt.message).toBe(msg.withdrawalReceived);
    expect(res.body).not.toContain(order.id);

    expect(await byReference(receipt.reference)).toMatchObject({
      email: stranger,
      orderNumber: order.number,
      matchedOrderId: null,
    });
    // The requester still gets the acknowledgement; the photographer is told it matched nothing.
    const ack = await waitForMail(ctx.dataDir, stranger, /Acuse de recibo/);
    expect(ack.body).toContain(`desisto de mi contrato de venta del pedido n.º ${order.number}`);
    expect(ack.body).not.toContain(order.id);
    const notice = await waitForMail(ctx.dataDir, PHOTOGRAPHER, new RegExp(receipt.reference));
    expect(notice.body).toContain('No coincide con ningún pedido pagado de ese email');
    // The owner got nothing.
    await expect(waitForMail(ctx.dataDir, owner, /Acuse/, 300)).rejects.toThrow();
  });

  it('answers a filled honeypot as a success, and stores and sends nothing', async () => {
    const email = uniqueEmail('bot');
    const res = await declare({ name: 'Bot', email, orderNumber: 'ABC123', website: 'x' });
    expect(res.statusCode).toBe(201);
    expect(res.json<WithdrawalReceipt>().message).toBe(msg.withdrawalReceived);
    const rows = await ctx.database.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.email, email));
    expect(rows).toEqual([]);
  });

  it('refuses a sixth declaration from one address within the hour', async () => {
    const ip = randomIp();
    const body = { name: 'Ana', email: uniqueEmail(), orderNumber: 'ABC123' };
    for (let i = 0; i < 5; i++) expect((await declare(body, ip)).statusCode).toBe(201);
    const refused = await declare(body, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorAnswer>()).toMatchObject({
      error: 'rate_limited',
      message: msg.tooManyWithdrawals,
    });
  });

  it('says in Spanish what is missing', async () => {
    const res = await declare({ name: '', email: 'nadie', orderNumber: ' # ' });
    const body = expectInvalidField(res, 'orderNumber');
    const byField = Object.fromEntries((body.details ?? []).map((d) => [d.path, d.message]));
    expect(byField).toEqual({
      name: msg.nameRequired,
      email: msg.emailInvalid,
      orderNumber: msg.orderNumberRequired,
    });
  });
});

describe('the admin list of withdrawals', () => {
  it('is refused to anonymous callers (401) and to customers (403)', async () => {
    const id = randomUUID();
    const calls = [
      { method: 'GET', url: '/api/admin/withdrawals' },
      { method: 'PATCH', url: `/api/admin/withdrawals/${id}`, payload: { status: 'refunded' } },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.method).toBe(401);
      const asCustomer = await ctx.app.inject({ ...call, headers: bearer(customer) });
      expect(asCustomer.statusCode, call.method).toBe(403);
    }
  });

  it('sets what became of a request; a rejection needs its reason', async () => {
    const receipt = (
      await declare({ name: 'Ana', email: uniqueEmail(), orderNumber: 'FFF000' })
    ).json<WithdrawalReceipt>();
    const request = await byReference(receipt.reference);
    if (!request) throw new Error('request not listed');
    const patch = (payload: object, id = request.id) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/withdrawals/${id}`,
        headers: bearer(admin),
        payload,
      });

    const noReason = await patch({ status: 'rejected', note: '  ' });
    expect(expectInvalidField(noReason, 'note').details?.[0]?.message).toBe(
      msg.noteRequiredToReject,
    );
    const rejected = await patch({
      status: 'rejected',
      note: 'No hay ningún pedido con ese número.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<WithdrawalRequest>()).toMatchObject({
      status: 'rejected',
      note: 'No hay ningún pedido con ese número.',
    });
    expect(rejected.json<WithdrawalRequest>().statusChangedAt).not.toBeNull();

    const open = (await list()).open;
    expect((await patch({ status: 'received' })).json<WithdrawalRequest>().status).toBe('received');
    expect((await list()).open).toBe(open + 1);
    const refunded = await patch({ status: 'refunded', note: 'Reembolsado por Stripe.' });
    expect(refunded.json<WithdrawalRequest>().status).toBe('refunded');
    const onlyRefunded = await list('?status=refunded&pageSize=100');
    expect(onlyRefunded.items.map((w) => w.id)).toContain(request.id);
    expect(onlyRefunded.items.every((w) => w.status === 'refunded')).toBe(true);

    expect((await patch({ status: 'refunded' }, randomUUID())).statusCode).toBe(404);
    expect((await patch({ status: 'archived' })).statusCode).toBe(400);
  });
});

describe('telling the consumer what became of it', () => {
  async function declared(email: string) {
    const receipt = (
      await declare({ name: 'Marta', email, orderNumber: 'ABC123' })
    ).json<WithdrawalReceipt>();
    const request = await byReference(receipt.reference);
    if (!request) throw new Error('request not listed');
    // The acknowledgement first, so that the mails counted below are the decisions only.
    await waitForMail(ctx.dataDir, email, /^Acuse de recibo/);
    return { receipt, id: request.id };
  }
  const patch = (id: string, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/withdrawals/${id}`,
      headers: bearer(admin),
      payload,
    });
  /** Every decision email job of the request has ended: none is still to send anything. */
  const decisionJobsEnded = (withdrawalId: string) =>
    waitForJobs(ctx.database.db, {
      name: contactQueues.withdrawalDecision,
      data: { withdrawalId },
    });
  const decisionsTo = async (email: string) =>
    (await readMailbox(ctx.dataDir)).filter(
      (m) => m.to.includes(email) && !m.subject.startsWith('Acuse de recibo'),
    );

  it('emails the refund once, without the note; a changed note or a refund again sends nothing', async () => {
    const email = uniqueEmail('marta');
    const { receipt, id } = await declared(email);
    const note = 'Reembolso por Stripe; cliente insistente.';
    expect((await patch(id, { status: 'refunded', note })).statusCode).toBe(200);
    const mail = await waitForMail(ctx.dataDir, email, /^Reembolso de tu desistimiento/);
    expect(mail.subject).toBe('Reembolso de tu desistimiento (pedido ABC123)');
    expect(mail.body).toContain('Hemos hecho el reembolso del pedido ABC123');
    expect(mail.body).toContain(receipt.reference);
    // The note stays the photographer's (the form says so).
    expect(mail.body).not.toContain('insistente');
    expect(mail.replyTo).toContain(PHOTOGRAPHER);

    expect((await patch(id, { status: 'refunded', note: 'Hecho el 3 de mayo.' })).statusCode).toBe(
      200,
    );
    // Back to 'received' by mistake, and refunded again: told once all the same.
    expect((await patch(id, { status: 'received' })).statusCode).toBe(200);
    expect((await patch(id, { status: 'refunded' })).statusCode).toBe(200);
    await decisionJobsEnded(id);
    expect(await decisionsTo(email)).toHaveLength(1);
  });

  it('emails a rejection with its reason; back to received sends nothing', async () => {
    const email = uniqueEmail('marta');
    const { id } = await declared(email);
    expect((await patch(id, { status: 'received' })).statusCode).toBe(200);
    const reason = 'La impresión se hizo a medida con tu texto: no admite desistimiento.';
    expect((await patch(id, { status: 'rejected', note: reason })).statusCode).toBe(200);
    const mail = await waitForMail(ctx.dataDir, email, /^Sobre tu desistimiento/);
    expect(mail.body).toContain('no podemos aceptarlo');
    expect(mail.body).toContain(reason);
    await decisionJobsEnded(id);
    expect((await decisionsTo(email)).map((m) => m.subject)).toEqual([
      'Sobre tu desistimiento (pedido ABC123)',
    ]);
    // A decision changed afterwards is a new one: the consumer hears of the refund.
    expect((await patch(id, { status: 'refunded' })).statusCode).toBe(200);
    await waitForMail(ctx.dataDir, email, /^Reembolso de tu desistimiento/);
  });
});
