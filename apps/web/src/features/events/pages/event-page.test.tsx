import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  checkoutMessages,
  eventMessages,
  waitlistMessages,
  type OrderRequestBody,
  type SiteImage,
  type WaitlistEntry,
} from '@shop/contracts';
import { EVENT_ID, publicEvent, serveEvent, ticketType } from '@test/event-fixtures';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import type { SignInSlot, TicketPaymentSlot } from '@/features/events/components/event-slots';
import { EventPage } from './event-page';

const eventPath = `/api/events/event/${EVENT_ID}`;
const waitlistPath = `${eventPath}/waitlist`;
const ordersPath = '/api/checkout/orders';
// A signed-in customer is on none of the event's waitlists unless a test says otherwise.
const server = setUpFakeServer((server) =>
  server.on('GET', waitlistPath, () => json(200, { entries: [] })),
);

const general = ticketType({ id: '11111111-1111-4111-8111-111111111111' });
const companion = ticketType({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Registro gratuito (acompañante)',
  description: '',
  priceCents: 0,
  maxPerOrder: 1,
  available: 5,
});

const renderImage = (image: SiteImage) => <img src={image.imagePath} alt={image.title} />;

/** Stands for the checkout's payment step: shows what it was given. */
const FakePayment: TicketPaymentSlot = ({ payment, summary, totalLabel, onEdit }) => (
  <section aria-label="Pago seguro">
    <p>{summary}</p>
    <p>{`${totalLabel}: ${payment.amount} · ${payment.clientSecret} · ${payment.receiptPath}`}</p>
    <button type="button" onClick={onEdit}>
      Modificar datos
    </button>
  </section>
);

/** Stands for the auth feature's sign-in form. */
const FakeSignIn: SignInSlot = ({ modal, redirectTo, onSuccess }) => (
  <div>
    <p>{`Formulario de acceso (${modal ? 'modal' : 'página'}, vuelve a ${redirectTo})`}</p>
    <button type="button" onClick={onSuccess}>
      Acceder
    </button>
  </div>
);

function openEvent(event = publicEvent({ ticketTypes: [general, companion] })) {
  serveEvent(server, event);
  renderPage(<EventPage renderImage={renderImage} payment={FakePayment} signIn={FakeSignIn} />, {
    path: `/events/${event._id}`,
    route: '/events/:id',
  });
  return screen.findByRole('heading', { level: 1, name: event.name });
}

const typeItem = (name: string) => screen.getByRole('listitem', { name });
const plus = (name: string) => screen.getByRole('button', { name: `Añadir una entrada «${name}»` });
const quantity = (name: string) => screen.getByRole('spinbutton', { name: `Entradas «${name}»` });
const holders = () => screen.queryAllByRole('group', { name: /^Asistente \d/ });

/** The order's answer, made when the request arrives (its hold counts from then). */
function answerOrder(status: number, body: unknown) {
  server.on('POST', ordersPath, () =>
    json(status, typeof body === 'function' ? (body as () => unknown)() : body),
  );
}

const orderAnswer = (overrides: Record<string, unknown> = {}) => ({
  orderId: 'order-7',
  status: 'pending_payment',
  amount: 5000,
  currency: 'EUR',
  lines: [],
  clientSecret: 'pi_7_secret_abc',
  paymentIntentId: 'pi_7',
  orderNumber: 'ORDER7',
  receiptPath: '/pedido/order-7?firma=sig',
  holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  holdSeconds: 15 * 60,
  ...overrides,
});

/** Signed in as Ana López; two general tickets and the companion's, the others' fields filled. */
async function chooseThreeTickets() {
  signInAs(server);
  await openEvent();
  await userEvent.click(plus('Entrada general'));
  await userEvent.click(plus('Entrada general'));
  await userEvent.click(plus('Registro gratuito (acompañante)'));
  const [, second, third] = holders();
  if (!second || !third) throw new Error('holders missing');
  await userEvent.type(within(second).getByLabelText('Nombre y apellidos'), 'Luis Gil');
  await userEvent.type(within(second).getByLabelText('Email'), 'luis@example.com');
  await userEvent.type(within(third).getByLabelText('Nombre y apellidos'), 'Rosa Díaz');
  await userEvent.type(within(third).getByLabelText('Email'), 'rosa@example.com');
}

describe('the event page', () => {
  it('shows the event on the venue’s clock with its zone, its place with a map link, and its text', async () => {
    await openEvent();
    expect(
      screen.getByText('sábado, 12 de diciembre de 2026 · 10:00–13:00 (hora peninsular)'),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Plaza al amanecer' })).toBeVisible();
    expect(screen.getByText('Plaza Mayor', { selector: 'p' })).toBeVisible();
    const map = screen.getByRole('link', { name: 'Ver en el mapa' });
    expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Plaza%20Mayor%201%2C%2028012%20Madrid',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: /en línea/ })).not.toBeInTheDocument();
    expect(screen.getByText('arquitectura').closest('p')).toHaveTextContent(
      'Luz del alba & arquitectura.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Entradas' })).toBeVisible();
  });

  it('shows both dates of an event over several days, in the Canaries’ hour, and its online link', async () => {
    await openEvent(
      publicEvent({
        timeZone: 'Atlantic/Canary',
        // 18:00 on the 4th to 12:00 on the 5th in the Canaries (UTC+1 in summer).
        startDate: '2026-07-04T17:00:00.000Z',
        endDate: '2026-07-05T11:00:00.000Z',
        onlineUrl: 'https://meet.example.com/alba',
        cover: null,
      }),
    );
    expect(
      screen.getByText(
        'sábado, 4 de julio de 2026, 18:00 – domingo, 5 de julio de 2026, 12:00 (hora canaria)',
      ),
    ).toBeVisible();
    expect(screen.getByText('Sin imagen')).toBeVisible();
    const online = screen.getByRole('link', { name: /en línea/ });
    expect(online).toHaveAttribute('href', 'https://meet.example.com/alba');
    expect(online.getAttribute('rel')).toContain('noopener');
  });

  it('says each ticket type’s price and how its sale goes, and offers a stepper only where it sells', async () => {
    await openEvent(
      publicEvent({
        ticketTypes: [
          general,
          ticketType({ id: 'a8', name: 'Grupo', available: 8, seatsLeft: 8 }),
          ticketType({ id: 'a3', name: 'Taller', available: 3, seatsLeft: 3, priceCents: 4000 }),
          ticketType({ id: 'a1', name: 'Mentoría', available: 1, seatsLeft: 1 }),
          companion,
          ticketType({ id: 'so', name: 'Con cena', available: 0, sale: 'sold_out' }),
          ticketType({
            id: 'ns',
            name: 'Anticipada',
            sale: 'not_started',
            salesStartAt: '2026-11-01T09:00:00.000Z',
          }),
          ticketType({ id: 'en', name: 'Early bird', sale: 'ended' }),
        ],
      }),
    );
    expect(typeItem('Entrada general')).toHaveTextContent('25,00 € IVA incluido');
    expect(within(typeItem('Entrada general')).queryByTestId('sale-note')).toBeNull();
    expect(typeItem('Registro gratuito (acompañante)')).toHaveTextContent('Gratis');
    expect(typeItem('Registro gratuito (acompañante)')).not.toHaveTextContent('IVA');
    const note = (name: string) => within(typeItem(name)).getByTestId('sale-note');
    // What is left, once the server says fewer than the event's share remain.
    expect(note('Grupo')).toHaveTextContent('Quedan 8 plazas');
    expect(note('Taller')).toHaveTextContent('Últimas 3 plazas');
    expect(note('Mentoría')).toHaveTextContent('Última plaza');
    expect(note('Con cena')).toHaveTextContent('Agotado');
    expect(note('Anticipada')).toHaveTextContent(
      'A la venta desde el 1 de noviembre de 2026 a las 10:00 (hora peninsular)',
    );
    expect(note('Early bird')).toHaveTextContent('Venta cerrada');
    for (const name of ['Entrada general', 'Grupo', 'Taller', 'Mentoría']) {
      expect(quantity(name)).toHaveValue(0);
    }
    for (const name of ['Con cena', 'Anticipada', 'Early bird']) {
      expect(within(typeItem(name)).queryByRole('spinbutton')).not.toBeInTheDocument();
    }
    // Only the sold-out type has a waitlist.
    expect(
      within(typeItem('Con cena'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([waitlistMessages.join]);
    for (const name of ['Anticipada', 'Early bird']) {
      expect(within(typeItem(name)).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('keeps each quantity within the order maximum and what is left', async () => {
    const few = ticketType({ id: 'fw', name: 'Taller', available: 2, maxPerOrder: 4 });
    await openEvent(publicEvent({ ticketTypes: [general, few] }));
    const less = screen.getByRole('button', { name: 'Quitar una entrada «Entrada general»' });
    expect(less).toBeDisabled();
    for (let i = 0; i < 5; i++)
      if (!plus('Entrada general').hasAttribute('disabled')) {
        await userEvent.click(plus('Entrada general'));
      }
    expect(quantity('Entrada general')).toHaveValue(4);
    expect(quantity('Entrada general')).toHaveAttribute('max', '4');
    expect(plus('Entrada general')).toBeDisabled();
    await userEvent.click(less);
    expect(quantity('Entrada general')).toHaveValue(3);

    await userEvent.type(quantity('Taller'), '9');
    expect(quantity('Taller')).toHaveValue(2);
    expect(quantity('Taller')).toHaveAttribute('max', '2');
    expect(plus('Taller')).toBeDisabled();
    expect(holders()).toHaveLength(5);
  });

  it('asks who attends on each ticket, the first one filled with the buyer, and totals the choice', async () => {
    signInAs(server);
    await openEvent();
    const submit = screen.getByRole('button', { name: 'Continuar al pago' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Elige al menos una entrada.')).toBeVisible();

    await userEvent.click(plus('Entrada general'));
    await userEvent.click(plus('Entrada general'));
    await userEvent.click(plus('Registro gratuito (acompañante)'));
    const groups = holders();
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Asistente 1 · Entrada general',
      'Asistente 2 · Entrada general',
      'Asistente 3 · Registro gratuito (acompañante)',
    ]);
    const [first, second] = groups;
    if (!first || !second) throw new Error('holders missing');
    await waitFor(() =>
      expect(within(first).getByLabelText('Nombre y apellidos')).toHaveValue('Ana López'),
    );
    expect(within(first).getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(within(second).getByLabelText('Nombre y apellidos')).toHaveValue('');
    expect(screen.getByTestId('tickets-total')).toHaveTextContent('50,00 €');
    expect(screen.getByTestId('tickets-total').parentElement).toHaveTextContent('IVA incluido');
    expect(screen.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();

    // Only the free registration left: nothing to pay.
    await userEvent.clear(quantity('Entrada general'));
    expect(holders()).toHaveLength(1);
    expect(screen.getByTestId('tickets-total')).toHaveTextContent('Gratis');
    expect(screen.getByRole('button', { name: 'Confirmar asistencia' })).toBeEnabled();
  });

  it('sends one line per ticket type with one holder per ticket, then pays by card while the seats are held', async () => {
    answerOrder(200, () => orderAnswer({ holdSeconds: 14 * 60 + 32 }));
    await chooseThreeTickets();
    const eventReads = server.callsTo(eventPath).length;
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));

    const payment = await screen.findByRole('region', { name: 'Pago seguro' });
    const body = server.callsTo(ordersPath)[0]?.body as OrderRequestBody;
    expect(body).toEqual({
      items: [
        {
          kind: 'ticket',
          ticketTypeId: general.id,
          holders: [
            { fullName: 'Ana López', email: 'ana@example.com' },
            { fullName: 'Luis Gil', email: 'luis@example.com' },
          ],
        },
        {
          kind: 'ticket',
          ticketTypeId: companion.id,
          holders: [{ fullName: 'Rosa Díaz', email: 'rosa@example.com' }],
        },
      ],
    });
    expect(server.callsTo(ordersPath)[0]?.authorization).toBe('Bearer stored-token');
    expect(payment).toHaveTextContent('3 entradas · Paseo fotográfico al amanecer');
    expect(payment).toHaveTextContent(
      'Total a pagar (IVA incluido): 5000 · pi_7_secret_abc · /pedido/order-7?firma=sig',
    );
    // (A second may pass on a loaded machine between the answer and this line.)
    expect(screen.getByRole('timer')).toHaveTextContent(
      /^Tus plazas están reservadas durante 14:3[12]$/,
    );
    expect(screen.getByText('Quedan 15 minutos de reserva.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.queryByRole('button', { name: 'Continuar al pago' })).not.toBeInTheDocument();
    // Availability is read again: the seats are now held.
    await waitFor(() => expect(server.callsTo(eventPath).length).toBeGreaterThan(eventReads));

    await userEvent.click(within(payment).getByRole('button', { name: 'Modificar datos' }));
    expect(screen.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
    expect(quantity('Entrada general')).toHaveValue(2);
    const again = holders()[1];
    if (!again) throw new Error('holder missing');
    expect(within(again).getByLabelText('Nombre y apellidos')).toHaveValue('Luis Gil');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('confirms a free registration in place, with the link to its receipt', async () => {
    answerOrder(
      200,
      orderAnswer({
        status: 'paid',
        amount: 0,
        clientSecret: null,
        holdExpiresAt: null,
        holdSeconds: null,
      }),
    );
    signInAs(server);
    await openEvent();
    await userEvent.click(plus('Registro gratuito (acompañante)'));
    await waitFor(() =>
      expect(screen.getByLabelText('Nombre y apellidos')).toHaveValue('Ana López'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar asistencia' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('¡Listo! Tu plaza está confirmada.');
    expect(within(done).getByRole('link', { name: 'Ver el justificante' })).toHaveAttribute(
      'href',
      '/pedido/order-7?firma=sig',
    );
    expect(server.callsTo(ordersPath)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Pago seguro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('tells an account whose email is not confirmed that free seats need it, and shows the refusal', async () => {
    answerOrder(403, { error: 'email_unconfirmed', message: eventMessages.confirmEmailForFree });
    signInAs(server, { mail_confirmed: false });
    await openEvent();
    await userEvent.click(plus('Registro gratuito (acompañante)'));
    await waitFor(() => expect(screen.getByText(eventMessages.confirmEmailForFree)).toBeVisible());
    // Paying needs no confirmation: the hint goes with a paid ticket.
    await userEvent.click(plus('Entrada general'));
    expect(screen.queryByText(eventMessages.confirmEmailForFree)).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Quitar una entrada «Entrada general»' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar asistencia' }));
    expect(await screen.findAllByText(eventMessages.confirmEmailForFree)).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes back to the choice when the hold has ended', async () => {
    answerOrder(200, orderAnswer({ holdSeconds: 0 }));
    await chooseThreeTickets();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La reserva ha caducado: vuelve a elegir tus entradas.',
    );
    expect(screen.queryByRole('region', { name: 'Pago seguro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // The choice is there to send again (as far as the seats left allow).
    expect(quantity('Entrada general')).toHaveValue(2);
    expect(holders()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
  });

  it('shows the server’s Spanish message when the seats are gone', async () => {
    answerOrder(409, { error: 'conflict', message: checkoutMessages.soldOut });
    await chooseThreeTickets();
    const eventReads = server.callsTo(eventPath).length;
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutMessages.soldOut);
    // The choice stays, and the page learns what is left.
    expect(quantity('Entrada general')).toHaveValue(2);
    await waitFor(() => expect(server.callsTo(eventPath).length).toBeGreaterThan(eventReads));
  });

  it('puts the server’s refusal of a holder’s field on that field', async () => {
    answerOrder(400, {
      error: 'invalid_data',
      message: 'Los datos enviados no son válidos.',
      details: [{ path: 'items.1.holders.0.email', message: eventMessages.holderEmailInvalid }],
    });
    await chooseThreeTickets();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    const third = holders()[2];
    if (!third) throw new Error('holder missing');
    const email = within(third).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(third).getByRole('alert')).toHaveTextContent(eventMessages.holderEmailInvalid);
    const second = holders()[1];
    if (!second) throw new Error('holder missing');
    expect(within(second).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    // Typing again clears it.
    await userEvent.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('asks for every holder’s name and a valid email before sending', async () => {
    signInAs(server);
    await openEvent();
    await userEvent.click(plus('Entrada general'));
    await userEvent.click(plus('Entrada general'));
    const second = holders()[1];
    if (!second) throw new Error('holder missing');
    await userEvent.type(within(second).getByLabelText('Email'), 'luis@');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(within(second).getByLabelText('Nombre y apellidos')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(second).toHaveTextContent(eventMessages.holderNameRequired);
    expect(second).toHaveTextContent(eventMessages.holderEmailInvalid);
    expect(server.callsTo(ordersPath)).toHaveLength(0);
  });

  it('asks a signed-out visitor to sign in, in a modal over the page, keeping the choice', async () => {
    await openEvent();
    await userEvent.click(plus('Entrada general'));
    expect(screen.getByText(eventMessages.signInToBuy)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));

    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión' });
    expect(dialog).toHaveTextContent(`Formulario de acceso (modal, vuelve a /events/${EVENT_ID})`);
    expect(server.callsTo(ordersPath)).toHaveLength(0);
    // Kept for a round trip through 'Regístrate'.
    expect(sessionStorage.getItem(`event-selection:${EVENT_ID}`)).toContain(general.id);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(quantity('Entrada general')).toHaveValue(1);
    expect(sessionStorage.getItem(`event-selection:${EVENT_ID}`)).toBeNull();
  });

  it('takes back the choice kept before signing up', async () => {
    sessionStorage.setItem(
      `event-selection:${EVENT_ID}`,
      JSON.stringify({
        quantities: { [general.id]: 2 },
        holders: { [`${general.id}:1`]: { fullName: 'Luis Gil' } },
      }),
    );
    await openEvent();
    await waitFor(() => expect(quantity('Entrada general')).toHaveValue(2));
    const second = holders()[1];
    if (!second) throw new Error('holder missing');
    expect(within(second).getByLabelText('Nombre y apellidos')).toHaveValue('Luis Gil');
    expect(sessionStorage.getItem(`event-selection:${EVENT_ID}`)).toBeNull();
  });

  it.each([
    [{ status: 'cancelled' as const }, 'Este evento se ha cancelado.'],
    [{ past: true }, 'Este evento ya se celebró.'],
  ])('says when an event sells nothing (%o)', async (state, text) => {
    await openEvent(publicEvent({ ...state, ticketTypes: [general] }));
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Entradas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continuar|Confirmar/ })).not.toBeInTheDocument();
  });

  it('says the event does not exist when the API answers 404', async () => {
    renderPage(<EventPage />, { path: `/events/${EVENT_ID}`, route: '/events/:id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: eventMessages.notFound }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver los eventos' })).toHaveAttribute(
      'href',
      '/events',
    );
  });
});

describe('the event page: waitlists of sold-out tickets', () => {
  const dinner = ticketType({
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Con cena',
    priceCents: 4000,
    maxPerOrder: 3,
    available: 0,
    sale: 'sold_out',
  });
  const ENTRY_ID = '44444444-4444-4444-8444-444444444444';
  const leavePath = `/api/events/mine/waitlist/${ENTRY_ID}`;

  const entry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
    id: ENTRY_ID,
    eventId: EVENT_ID,
    ticketTypeId: dinner.id,
    ticketTypeName: dinner.name,
    quantity: 2,
    acceptsFewer: false,
    status: 'waiting',
    position: 3,
    offeredQuantity: null,
    offerExpiresAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });

  /** The caller's entries, as the fake API holds them (a join adds, a leave removes). */
  let entries: WaitlistEntry[] = [];
  function serveWaitlist(initial: WaitlistEntry[]) {
    entries = initial;
    server.on('GET', waitlistPath, () => json(200, { entries }));
    server.on('DELETE', leavePath, () => {
      entries = entries.filter((e) => e.id !== ENTRY_ID);
      return new Response(null, { status: 204 });
    });
  }

  const openDinner = () => openEvent(publicEvent({ ticketTypes: [general, dinner] }));
  const joinButton = () => screen.getByRole('button', { name: waitlistMessages.join });
  const seats = () => screen.getByRole('spinbutton', { name: 'Plazas' });

  it('offers a signed-out visitor the sign-in first, over the page', async () => {
    await openDinner();
    expect(within(typeItem('Con cena')).getByTestId('sale-note')).toHaveTextContent('Agotado');
    await userEvent.click(joinButton());
    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión' });
    expect(dialog).toHaveTextContent(`vuelve a /events/${EVENT_ID}`);
    expect(screen.queryByRole('group', { name: 'Lista de espera «Con cena»' })).toBeNull();
    expect(server.callsTo(waitlistPath)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(joinButton()).toHaveFocus());
  });

  it('joins the line for a group of seats and says the place in it', async () => {
    signInAs(server);
    serveWaitlist([]);
    server.on('POST', waitlistPath, (call) => {
      const body = call.body as { quantity: number; acceptsFewer: boolean };
      const joined = entry({ quantity: body.quantity, acceptsFewer: body.acceptsFewer });
      entries = [joined];
      return json(201, joined);
    });
    await openDinner();
    await waitFor(() => expect(server.callsTo(waitlistPath)).toHaveLength(1));
    expect(server.callsTo(waitlistPath)[0]?.authorization).toBe('Bearer stored-token');
    await userEvent.click(joinButton());

    const form = screen.getByRole('group', { name: 'Lista de espera «Con cena»' });
    expect(seats()).toHaveFocus();
    expect(seats()).toHaveValue(1);
    expect(seats()).toHaveAttribute('min', '1');
    expect(seats()).toHaveAttribute('max', '3');
    // Fewer seats only make sense for a group.
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(
      within(form).getByRole('button', { name: 'Añadir una plaza «Con cena»' }),
    );
    await userEvent.click(
      within(form).getByRole('checkbox', { name: waitlistMessages.acceptsFewer }),
    );
    const eventReads = server.callsTo(eventPath).length;
    await userEvent.click(within(form).getByRole('button', { name: waitlistMessages.joinSubmit }));

    const posted = server.callsTo(waitlistPath).filter((c) => c.method === 'POST');
    expect(posted).toEqual([
      expect.objectContaining({
        authorization: 'Bearer stored-token',
        body: { ticketTypeId: dinner.id, quantity: 2, acceptsFewer: true },
      }),
    ]);
    const sentence = await within(typeItem('Con cena')).findByText(
      'Estás en la lista de espera para 2 plazas (puesto 3).',
    );
    expect(sentence).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('group', { name: 'Lista de espera «Con cena»' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: waitlistMessages.leave })).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: waitlistMessages.join })).toBeNull();
    // The event is read again with the line.
    await waitFor(() => expect(server.callsTo(eventPath).length).toBeGreaterThan(eventReads));
  });

  it('sends the form with Enter, not the order around it', async () => {
    signInAs(server);
    serveWaitlist([]);
    server.on('POST', waitlistPath, () => {
      entries = [entry({ quantity: 1 })];
      return json(201, entries[0]);
    });
    await openDinner();
    await userEvent.click(plus('Entrada general'));
    await userEvent.click(joinButton());
    await userEvent.type(seats(), '{Enter}');
    expect(
      await screen.findByText('Estás en la lista de espera para 1 plaza (puesto 3).'),
    ).toBeVisible();
    expect(server.callsTo(waitlistPath).find((c) => c.method === 'POST')?.body).toEqual({
      ticketTypeId: dinner.id,
      quantity: 1,
      acceptsFewer: false,
    });
    expect(server.callsTo(ordersPath)).toHaveLength(0);
  });

  it('shows the server’s refusal: a conflict as an alert, a refused quantity on its field', async () => {
    signInAs(server);
    serveWaitlist([]);
    server.on('POST', waitlistPath, () =>
      json(409, { error: 'conflict', message: waitlistMessages.closed }),
    );
    await openDinner();
    await userEvent.click(joinButton());
    const form = screen.getByRole('group', { name: 'Lista de espera «Con cena»' });
    await userEvent.click(within(form).getByRole('button', { name: waitlistMessages.joinSubmit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(waitlistMessages.closed);
    expect(seats()).not.toHaveAttribute('aria-invalid');

    const message = waitlistMessages.quantityInvalid(3);
    server.on('POST', waitlistPath, () =>
      json(400, {
        error: 'invalid_data',
        message: 'Los datos enviados no son válidos.',
        details: [{ path: 'quantity', message }],
      }),
    );
    await userEvent.click(within(form).getByRole('button', { name: waitlistMessages.joinSubmit }));
    await waitFor(() => expect(seats()).toHaveAttribute('aria-invalid', 'true'));
    const error = within(form).getByRole('alert');
    expect(error).toHaveTextContent(message);
    expect(seats()).toHaveAttribute('aria-describedby', error.id);
    // 'Cancelar' closes the form, back to its button.
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(joinButton()).toHaveFocus());
  });

  it('leaves the line', async () => {
    signInAs(server);
    serveWaitlist([entry()]);
    await openDinner();
    expect(
      await screen.findByText('Estás en la lista de espera para 2 plazas (puesto 3).'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: waitlistMessages.join })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: waitlistMessages.leave }));

    expect(server.callsTo(leavePath)).toEqual([
      expect.objectContaining({ method: 'DELETE', authorization: 'Bearer stored-token' }),
    ]);
    await waitFor(() => expect(joinButton()).toHaveFocus());
    expect(screen.queryByText(/Estás en la lista de espera/)).not.toBeInTheDocument();
  });

  it('says why leaving failed', async () => {
    signInAs(server);
    serveWaitlist([entry()]);
    server.on('DELETE', leavePath, () =>
      json(409, { error: 'conflict', message: waitlistMessages.cannotLeave }),
    );
    await openDinner();
    await userEvent.click(await screen.findByRole('button', { name: waitlistMessages.leave }));
    expect(await within(typeItem('Con cena')).findByRole('alert')).toHaveTextContent(
      waitlistMessages.cannotLeave,
    );
  });

  it('sells the seats offered to the customer, up to what is held for them', async () => {
    signInAs(server);
    serveWaitlist([
      entry({
        status: 'offered',
        position: null,
        offeredQuantity: 2,
        // 10:00 in Madrid.
        offerExpiresAt: '2026-12-01T09:00:00.000Z',
      }),
    ]);
    answerOrder(200, () => orderAnswer());
    await openDinner();
    const offer = await within(typeItem('Con cena')).findByText(
      '¡Hay sitio para ti! Te guardamos 2 plazas hasta el 1 de diciembre de 2026 a las 10:00 (hora peninsular).',
    );
    expect(offer.closest('[data-status]')).toHaveAttribute('data-status', 'offered');
    // Not 'Agotado' for this customer: the seats are theirs.
    expect(within(typeItem('Con cena')).queryByTestId('sale-note')).toBeNull();
    expect(screen.getByRole('button', { name: waitlistMessages.decline })).toBeVisible();
    expect(screen.queryByRole('button', { name: waitlistMessages.join })).toBeNull();

    expect(quantity('Con cena')).toHaveAttribute('max', '2');
    await userEvent.click(plus('Con cena'));
    await userEvent.click(plus('Con cena'));
    expect(quantity('Con cena')).toHaveValue(2);
    expect(plus('Con cena')).toBeDisabled();
    expect(screen.getByTestId('tickets-total')).toHaveTextContent('80,00 €');
    const second = holders()[1];
    if (!second) throw new Error('holder missing');
    await userEvent.type(within(second).getByLabelText('Nombre y apellidos'), 'Luis Gil');
    await userEvent.type(within(second).getByLabelText('Email'), 'luis@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));

    await screen.findByRole('region', { name: 'Pago seguro' });
    expect(server.callsTo(ordersPath)[0]?.body).toEqual({
      items: [
        {
          kind: 'ticket',
          ticketTypeId: dinner.id,
          holders: [
            { fullName: 'Ana López', email: 'ana@example.com' },
            { fullName: 'Luis Gil', email: 'luis@example.com' },
          ],
        },
      ],
    });
    // The order takes the offer up: the customer's line is read again.
    await waitFor(() => expect(server.callsTo(waitlistPath).length).toBeGreaterThan(1));
  });

  it('turns an offer down with «No las quiero»', async () => {
    signInAs(server);
    serveWaitlist([
      entry({
        status: 'offered',
        position: null,
        offeredQuantity: 1,
        offerExpiresAt: '2026-12-01T09:00:00.000Z',
      }),
    ]);
    await openDinner();
    await userEvent.click(await screen.findByRole('button', { name: waitlistMessages.decline }));
    expect(server.callsTo(leavePath)).toEqual([expect.objectContaining({ method: 'DELETE' })]);
    await waitFor(() => expect(joinButton()).toHaveFocus());
    expect(within(typeItem('Con cena')).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(typeItem('Con cena')).getByTestId('sale-note')).toHaveTextContent('Agotado');
  });

  it('says when the customer is paying for the seats held for them', async () => {
    signInAs(server);
    serveWaitlist([
      entry({
        status: 'claimed',
        position: null,
        offeredQuantity: 2,
        offerExpiresAt: '2026-12-01T09:00:00.000Z',
      }),
    ]);
    await openDinner();
    expect(await screen.findByText(waitlistMessages.claimed)).toBeVisible();
    expect(within(typeItem('Con cena')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(typeItem('Con cena')).queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
