import { beforeAll, describe, expect, it } from 'vitest';
import { eventMessages, type AttendeeList, type CheckInResult } from '@shop/contracts';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration, registerFree } from '#test/events';
import { cellUnder, openCsv } from '#test/spreadsheet';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp({ JOBS_WORKERS: 'true' });
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

/** A free event with `names` registered by one buyer: the event, its tickets, the buyer. */
async function registered(names: string[]) {
  const event = await adminEvent(ctx.app, admin, { ticketTypes: [freeRegistration] });
  const holders = names.map((fullName, i) => ({ fullName, email: `p${i}@example.com` }));
  return { event, ...(await registerFree(ctx.app, event, holders)) };
}

const checkIn = (eventId: string, body: object, token = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/events/admin/${eventId}/check-in`,
    headers: bearer(token),
    payload: body,
  });

const attendees = async (eventId: string, q = '') =>
  (
    await ctx.app.inject({
      url: `/api/events/admin/${eventId}/attendees?q=${encodeURIComponent(q)}`,
      headers: bearer(admin),
    })
  ).json<AttendeeList>();

describe('the door: attendees and check-in', () => {
  it('admits a ticket by its QR once; a second scan says when it came in', async () => {
    const { event, tickets } = await registered(['Ana Ruiz', 'Benito Gil']);
    const first = await checkIn(event._id, { code: tickets[0]?.code });
    expect(first.statusCode, first.body).toBe(200);
    const admitted = first.json<CheckInResult>();
    expect(admitted).toMatchObject({ outcome: 'admitted', attendee: { holderName: 'Ana Ruiz' } });
    expect(admitted.attendee.checkedInAt).not.toBeNull();

    const again = (await checkIn(event._id, { code: tickets[0]?.code })).json<CheckInResult>();
    expect(again.outcome).toBe('already_admitted');
    expect(again.attendee.checkedInAt).toBe(admitted.attendee.checkedInAt);

    // Found by name instead of scanned.
    const byName = await attendees(event._id, 'benito');
    expect(byName.attendees.map((a) => a.holderName)).toEqual(['Benito Gil']);
    const manual = await checkIn(event._id, { ticketId: byName.attendees[0]?.ticketId });
    expect(manual.json<CheckInResult>().outcome).toBe('admitted');
    expect(await attendees(event._id)).toMatchObject({ valid: 2, checkedIn: 2 });
  });

  it("refuses a forged code, another event's ticket, and a code whose ticket moved on", async () => {
    const { event, tickets } = await registered(['Carla Sanz']);
    const other = await registered(['Diego Mora']);
    const code = tickets[0]?.code ?? '';
    const forged = `${code.slice(0, -4)}AAAA`;
    for (const bad of [forged, 'hola', code.replace('.1.', '.2.')]) {
      const res = await checkIn(event._id, { code: bad });
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
        400,
        eventMessages.codeInvalid,
      ]);
    }
    const elsewhere = await checkIn(event._id, { code: other.tickets[0]?.code });
    expect([elsewhere.statusCode, elsewhere.json<{ message: string }>().message]).toEqual([
      409,
      eventMessages.otherEvent(other.event.name),
    ]);
    // The ticket's holder changed (its code version moved on): the old code is worthless.
    await ctx.database.db.execute(
      `update tickets set code_version = 2 where id = '${tickets[0]?.id}'`,
    );
    const old = await checkIn(event._id, { code });
    expect([old.statusCode, old.json<{ message: string }>().message]).toEqual([
      409,
      eventMessages.codeReplaced,
    ]);
    await ctx.database.db.execute(
      `update tickets set status = 'cancelled' where id = '${tickets[0]?.id}'`,
    );
    const cancelled = await checkIn(event._id, { ticketId: tickets[0]?.id });
    expect(cancelled.json<{ message: string }>().message).toBe(eventMessages.ticketCancelled);
    expect(await attendees(event._id)).toMatchObject({ valid: 0, checkedIn: 0 });
  });

  it('exports the list as a spreadsheet no cell of which runs as a formula', async () => {
    const { event, tickets } = await registered([
      '=HYPERLINK("http://evil","x")',
      'Elena; "la de Soria"',
    ]);
    const res = await ctx.app.inject({
      url: `/api/events/admin/${event._id}/attendees.csv`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'nombre;email;tipo_de_entrada;referencia;pedido;precio_eur;estado;entrada_registrada',
    );
    // Read back as a spreadsheet reads it: names text (a formula led by an apostrophe),
    // the reference and order number text as written, the price a number, no formula.
    const rows = openCsv(res.body);
    expect(cellUnder(rows, 'nombre', 1)).toEqual({
      type: 's',
      value: `'=HYPERLINK("http://evil","x")`,
    });
    expect(cellUnder(rows, 'nombre', 2)?.value).toBe('Elena; "la de Soria"');
    const ticket = tickets.find((t) => t.holderName === 'Elena; "la de Soria"');
    expect(cellUnder(rows, 'referencia', 2)).toEqual({
      type: 's',
      value: ticket?.reference,
    });
    expect(cellUnder(rows, 'pedido', 2)).toEqual({
      type: 's',
      value: ticket?.orderNumber,
    });
    expect(cellUnder(rows, 'precio_eur', 2)).toEqual({ type: 'n', value: 0 });
    expect(cellUnder(rows, 'estado', 2)?.value).toBe('válida');
    expect(rows.flat().filter((cell) => cell.formula)).toEqual([]);
  });

  it('is for the admin only', async () => {
    const { event, tickets } = await registered(['Fátima León']);
    const customer = await signUp(ctx.app);
    expect(
      (await checkIn(event._id, { code: tickets[0]?.code }, customer.accessToken)).statusCode,
    ).toBe(403);
    const list = await ctx.app.inject({
      url: `/api/events/admin/${event._id}/attendees`,
      headers: bearer(customer.accessToken),
    });
    expect(list.statusCode).toBe(403);
    expect((await attendees(event._id)).checkedIn).toBe(0);
  });
});
