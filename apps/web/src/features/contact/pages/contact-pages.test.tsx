import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contactMessages as msg } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, serveSiteConfig, setUpFakeServer } from '@test/render-app';
import { ContactPage } from './contact-page';
import { WithdrawalPage } from './withdrawal-page';

const server = setUpFakeServer();

describe('/contact', () => {
  it("shows the business's email, phone and address, and no filler", async () => {
    serveSiteConfig(server, { address: 'Calle del Pez 27, 28004 Madrid' });
    renderPage(<ContactPage />);
    expect(await screen.findByRole('link', { name: 'hola@lumen.es' })).toHaveAttribute(
      'href',
      'mailto:hola@lumen.es',
    );
    expect(screen.getByRole('link', { name: '+34 911 222 333' })).toHaveAttribute(
      'href',
      'tel:+34911222333',
    );
    expect(screen.getByText('Calle del Pez 27, 28004 Madrid')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    expect(document.body).not.toHaveTextContent(/vuelve pronto|estamos preparando/i);
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
  });

  it('says in Spanish what is missing under each field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText(msg.nameRequired)).toBeVisible();
    expect(screen.getByText(msg.emailInvalid)).toBeVisible();
    expect(screen.getByText(msg.subjectRequired)).toBeVisible();
    expect(screen.getByText(msg.messageRequired)).toBeVisible();
    expect(screen.getByText(msg.consentRequired)).toBeVisible();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(msg.consentRequired);
    expect(server.callsTo('/api/contact')).toHaveLength(0);
  });

  it("sends the message with the consent, shows the server's confirmation and empties the form", async () => {
    server.on('POST', '/api/contact', () => json(201, { message: msg.messageSent }));
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Ana López');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Sesión de retrato');
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), '¿Fechas en mayo?');
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByRole('status')).toHaveTextContent(msg.messageSent);
    expect(server.callsTo('/api/contact')[0]?.body).toEqual({
      name: 'Ana López',
      email: 'ana@example.com',
      subject: 'Sesión de retrato',
      message: '¿Fechas en mayo?',
      consent: true,
      website: '',
    });
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /política de privacidad/ })).not.toBeChecked();
  });

  it("shows the server's refusal: too many messages, and a field it refused", async () => {
    server.on('POST', '/api/contact', () =>
      json(429, { error: 'rate_limited', message: msg.tooManyMessages }),
    );
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Hola');
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Hola');
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.tooManyMessages);

    server.on('POST', '/api/contact', () =>
      json(400, {
        error: 'invalid_data',
        message: 'Los datos enviados no son válidos.',
        details: [{ path: 'subject', message: 'Debe ocupar una sola línea.' }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Debe ocupar una sola línea.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/desistimiento', () => {
  async function fillStepOne() {
    const user = userEvent.setup();
    renderPage(<WithdrawalPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Nombre y apellidos' }), 'Eva Ruiz');
    await user.type(screen.getByRole('textbox', { name: 'Email de la compra' }), 'eva@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Número de pedido' }), '#a1b2c3');
    await user.type(screen.getByRole('textbox', { name: 'Comentario (opcional)' }), 'La de 30x40');
    await user.click(screen.getByRole('button', { name: 'Revisar declaración' }));
    return user;
  }

  it('asks in Spanish for what is missing before the second step', async () => {
    const user = userEvent.setup();
    renderPage(<WithdrawalPage />);
    await user.click(await screen.findByRole('button', { name: 'Revisar declaración' }));
    expect(screen.getByText(msg.nameRequired)).toBeVisible();
    expect(screen.getByText(msg.emailRequired)).toBeVisible();
    expect(screen.getByText(msg.orderNumberRequired)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar desistimiento' })).toBeNull();
  });

  it('shows the declaration first and sends it only on «Confirmar desistimiento»', async () => {
    server.on('POST', '/api/withdrawals', () =>
      json(201, {
        message: msg.withdrawalReceived,
        receivedAt: '2026-03-12T13:05:00.000Z',
        reference: 'D-5C1D2E3F',
      }),
    );
    const user = await fillStepOne();
    const step2 = screen.getByRole('heading', { level: 2, name: /Confirma tu desistimiento/ });
    expect(step2).toHaveFocus();
    expect(
      screen.getByText(
        'Por la presente comunico que desisto de mi contrato de venta del pedido n.º A1B2C3.',
      ),
    ).toBeVisible();
    expect(screen.getByText('La de 30x40')).toBeVisible();
    expect(server.callsTo('/api/withdrawals')).toHaveLength(0);

    // Back to correct something: what was typed is kept.
    await user.click(screen.getByRole('button', { name: 'Modificar datos' }));
    expect(screen.getByRole('textbox', { name: 'Número de pedido' })).toHaveValue('#a1b2c3');
    await user.click(screen.getByRole('button', { name: 'Revisar declaración' }));

    await user.click(screen.getByRole('button', { name: 'Confirmar desistimiento' }));
    expect(await screen.findByRole('heading', { name: 'Desistimiento registrado' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(msg.withdrawalReceived);
    expect(screen.getByText('D-5C1D2E3F')).toBeVisible();
    // Its date and time in Spain's time, as the acknowledgement says it.
    expect(screen.getByText(/12 de marzo de 2026, 14:05/)).toBeVisible();
    expect(server.callsTo('/api/withdrawals')).toHaveLength(1);
    expect(server.callsTo('/api/withdrawals')[0]?.body).toEqual({
      name: 'Eva Ruiz',
      email: 'eva@example.com',
      orderNumber: '#a1b2c3',
      comment: 'La de 30x40',
      website: '',
    });
  });

  it('keeps the second step and says so when sending fails', async () => {
    server.on('POST', '/api/withdrawals', () => json(503, {}));
    const user = await fillStepOne();
    await user.click(screen.getByRole('button', { name: 'Confirmar desistimiento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.withdrawalFailed);
    expect(screen.getByRole('button', { name: 'Confirmar desistimiento' })).toBeEnabled();
  });
});
