import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { launchListConsentText, launchListMessages as msg } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { LaunchListForm } from './launch-list-form';

const server = setUpFakeServer((server) => {
  server.on('POST', '/api/launch-list', () => json(202, { message: msg.signupAccepted }));
});

async function renderForm() {
  const user = userEvent.setup();
  renderPage(<LaunchListForm />);
  await screen.findByRole('heading', { name: 'Avísame' });
  return user;
}
const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const consentBox = () => screen.getByRole('checkbox');
const submit = () => screen.getByRole('button', { name: 'Avísame' });

describe("the coming-soon page's 'Avísame' form", () => {
  it('shows the exact consent text the server stores, unticked, linking the privacy policy', async () => {
    await renderForm();
    expect(screen.getByTestId('launch-list-consent')).toHaveTextContent(launchListConsentText, {
      normalizeWhitespace: false,
    });
    expect(consentBox()).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
    // The first layer of privacy information sits beside the box, naming the holder.
    await waitFor(() =>
      expect(consentBox()).toHaveAccessibleDescription(/Responsable: Lumen Fotografía S\.L\./),
    );
  });

  it('says in Spanish what is missing, and sends nothing', async () => {
    const user = await renderForm();
    await user.click(submit());
    expect(await screen.findByText(msg.emailRequired)).toBeVisible();
    expect(screen.getByText(msg.consentRequired)).toBeVisible();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');

    await user.type(emailField(), 'ana@');
    await user.click(consentBox());
    await user.click(submit());
    expect(await screen.findByText(msg.emailInvalid)).toBeVisible();
    expect(screen.queryByText(msg.consentRequired)).not.toBeInTheDocument();
    expect(server.callsTo('/api/launch-list')).toHaveLength(0);
  });

  it('sends the email with consent and asks to check the inbox', async () => {
    const user = await renderForm();
    await user.type(emailField(), ' Ana@Example.com ');
    await user.click(consentBox());
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Revisa tu bandeja de entrada: te hemos enviado un email para confirmar tu dirección.',
    );
    expect(server.callsTo('/api/launch-list')).toEqual([
      expect.objectContaining({
        method: 'POST',
        // The server trims and lower-cases it (jsdom's email input already trimmed it).
        body: { email: 'Ana@Example.com', consent: true, website: '' },
      }),
    ]);
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it("shows the server's Spanish refusal (too many attempts)", async () => {
    server.on('POST', '/api/launch-list', () =>
      json(429, { error: 'rate_limited', message: msg.tooManySignups }),
    );
    const user = await renderForm();
    await user.type(emailField(), 'ana@example.com');
    await user.click(consentBox());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.tooManySignups);
    expect(emailField()).toBeVisible();
  });

  it('keeps the honeypot out of sight and out of the keyboard order', async () => {
    const user = await renderForm();
    const trap = screen.getByLabelText('No rellenes este campo', { selector: 'input' });
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(trap, 'https://spam.example');
    await user.type(emailField(), 'bot@example.com');
    await user.click(consentBox());
    await user.click(submit());
    await waitFor(() => expect(server.callsTo('/api/launch-list')).toHaveLength(1));
    expect(server.callsTo('/api/launch-list')[0]?.body).toMatchObject({
      website: 'https://spam.example',
    });
  });
});
