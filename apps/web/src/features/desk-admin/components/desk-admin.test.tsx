import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contactMessages as msg, type ContactMessage } from '@shop/contracts';
import { contactMessage, serveDesk, withdrawalRequest } from '@test/desk-fixtures';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { MessagesSection } from './messages-section';
import { WithdrawalsSection } from './withdrawals-section';

const server = setUpFakeServer((server) => signInAs(server, { role: 'admin' }));

const first = contactMessage();
const second = contactMessage({
  id: '7d2f0a11-1111-4a2b-8c3d-4e5f6a7b8c9d',
  subject: 'Impresión dañada',
  name: 'Luis',
  email: 'luis@example.com',
  read: true,
});

/** A server that keeps the inbox and applies PATCH and DELETE to it. */
function serveInbox(messages: ContactMessage[]) {
  let inbox = [...messages];
  const answer = () => serveDesk(server, { messages: inbox });
  answer();
  for (const m of messages) {
    server.on('PATCH', `/api/admin/contact-messages/${m.id}`, (call) => {
      const { read } = call.body as { read: boolean };
      inbox = inbox.map((x) => (x.id === m.id ? { ...x, read } : x));
      answer();
      return json(
        200,
        inbox.find((x) => x.id === m.id),
      );
    });
    server.on('DELETE', `/api/admin/contact-messages/${m.id}`, () => {
      inbox = inbox.filter((x) => x.id !== m.id);
      answer();
      return new Response(null, { status: 204 });
    });
  }
}

/** The list item of the message with this subject. */
const messageItem = (subject: string) =>
  screen.getByText(subject, { selector: 'summary span' }).closest('li') as HTMLElement;

describe("content management, 'Mensajes'", () => {
  it('counts the unread, opens a message to its full text, and toggles it read and unread', async () => {
    serveInbox([first, second]);
    const user = userEvent.setup();
    renderPage(<MessagesSection />);
    expect(await screen.findByText('1 mensaje sin leer')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Mensajes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByText('Sesión de retrato'));
    const item = messageItem('Sesión de retrato');
    expect(within(item).getByText(/¿Tenéis fechas en mayo\?/)).toBeVisible();
    expect(within(item).getByRole('link', { name: 'Responder por email' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com?subject=Re%3A%20Sesi%C3%B3n%20de%20retrato',
    );

    await user.click(within(item).getByRole('button', { name: 'Marcar como leído' }));
    expect(server.callsTo(`/api/admin/contact-messages/${first.id}`)[0]).toMatchObject({
      method: 'PATCH',
      body: { read: true },
    });
    expect(await screen.findByText('Ningún mensaje sin leer')).toBeVisible();
    expect(screen.queryByText('Sin leer')).toBeNull();

    await user.click(
      within(messageItem('Sesión de retrato')).getByRole('button', {
        name: 'Marcar como no leído',
      }),
    );
    expect(await screen.findByText('1 mensaje sin leer')).toBeVisible();
    expect(server.callsTo(`/api/admin/contact-messages/${first.id}`)[1]?.body).toEqual({
      read: false,
    });
  });

  it('asks for the unread only when told to', async () => {
    serveInbox([first]);
    const user = userEvent.setup();
    renderPage(<MessagesSection />);
    await user.click(await screen.findByRole('checkbox', { name: 'Solo sin leer' }));
    await waitFor(() =>
      expect(server.callsTo('/api/admin/contact-messages').at(-1)?.path).toContain('unread=true'),
    );
  });

  it('deletes a message only after a second click', async () => {
    serveInbox([first, second]);
    const user = userEvent.setup();
    renderPage(<MessagesSection />);
    await user.click(await screen.findByText('Impresión dañada'));
    const item = messageItem('Impresión dañada');
    await user.click(within(item).getByRole('button', { name: 'Borrar' }));
    expect(within(item).getByText('¿Borrar este mensaje?')).toBeVisible();
    expect(server.callsTo(`/api/admin/contact-messages/${second.id}`)).toHaveLength(0);
    await user.click(within(item).getByRole('button', { name: 'Sí, borrar' }));
    await waitFor(() => expect(screen.queryByText('Impresión dañada')).toBeNull());
    expect(server.callsTo(`/api/admin/contact-messages/${second.id}`)[0]?.method).toBe('DELETE');
  });
});

describe("content management, 'Desistimientos'", () => {
  it('shows whether the number matched a paid order, and refuses a rejection without a reason', async () => {
    const request = withdrawalRequest();
    serveDesk(server, { withdrawals: [request] });
    server.on('PATCH', `/api/admin/withdrawals/${request.id}`, (call) =>
      json(200, { ...request, ...(call.body as object) }),
    );
    const user = userEvent.setup();
    renderPage(<WithdrawalsSection />);
    expect(await screen.findByText('1 solicitud pendiente')).toBeVisible();
    await user.click(screen.getByText('Pedido A1B2C3'));
    expect(screen.getByText('no coincide con ningún pedido pagado de ese email')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Guardar estado' }));
    expect(screen.getByText(msg.noteRequiredToReject)).toBeVisible();
    expect(server.callsTo(`/api/admin/withdrawals/${request.id}`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'Pedido inexistente.');
    await user.click(screen.getByRole('button', { name: 'Guardar estado' }));
    expect(await screen.findByText('Estado guardado.')).toBeVisible();
    expect(server.callsTo(`/api/admin/withdrawals/${request.id}`)[0]?.body).toEqual({
      status: 'rejected',
      note: 'Pedido inexistente.',
    });
  });
});
