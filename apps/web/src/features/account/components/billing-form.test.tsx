import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages, spanishIdMessages, type BillingData } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { queryKeys } from '@/lib/query-keys';
import { renderPage, setUpFakeServer, signInAs, testProfile } from '@test/render-app';
import { BillingForm } from './billing-form';

const server = setUpFakeServer((server) => {
  signInAs(server);
  server.on('PUT', '/api/user/billing', () => json(200, testProfile()));
});

const complete: BillingData = {
  type: 'personal',
  fiscalName: 'Ana López',
  taxId: '12345678Z',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
  phone: '',
  email: '',
};

const renderForm = (billingData: BillingData | null = null) =>
  renderPage(<BillingForm profile={testProfile({ billingData })} />, { path: '/profile' });
const save = () =>
  userEvent.click(screen.getByRole('button', { name: 'Guardar datos de facturación' }));

describe('billing form', () => {
  it('uses the personal labels by default and the business ones for a company', async () => {
    renderForm();
    expect(screen.getByLabelText('Nombre Completo')).toBeVisible();
    expect(screen.getByLabelText('NIF/DNI')).toBeVisible();
    await userEvent.click(screen.getByLabelText('Empresa'));
    expect(screen.getByLabelText('Razón Social')).toBeVisible();
    expect(screen.getByLabelText('CIF')).toBeVisible();
    expect(screen.queryByLabelText('NIF/DNI')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Particular'));
    expect(screen.getByLabelText('NIF/DNI')).toBeVisible();
  });

  it('starts from the stored billing data', () => {
    renderForm({ ...complete, type: 'business', fiscalName: 'Lumen SL', taxId: 'B12345678' });
    expect(screen.getByLabelText('Empresa')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Razón Social')).toHaveProperty('value', 'Lumen SL');
    expect(screen.getByLabelText('CIF')).toHaveProperty('value', 'B12345678');
  });

  it('does not send while a required field is empty; phone and email are optional', async () => {
    renderForm({ ...complete, province: '' });
    expect(screen.getByLabelText('Teléfono (opcional)')).toHaveProperty('required', false);
    expect(screen.getByLabelText('Email de facturación (opcional)')).toHaveProperty(
      'required',
      false,
    );
    await save();
    expect(server.callsTo('/api/user/billing')).toHaveLength(0);
  });

  it('sends the trimmed billing data, confirms and makes the answer the session profile', async () => {
    const saved = testProfile({ billingData: { ...complete, fiscalName: 'Lumen SL' } });
    server.on('PUT', '/api/user/billing', () => json(200, saved));
    const { queryClient } = renderForm(complete);
    await userEvent.click(screen.getByLabelText('Empresa'));
    await userEvent.clear(screen.getByLabelText('Razón Social'));
    await userEvent.type(screen.getByLabelText('Razón Social'), '  Lumen SL ');
    await save();
    expect((await screen.findByRole('status')).textContent).toBe(accountMessages.billingUpdated);
    // The country typed before the select ('España') is sent as its ISO code.
    expect(server.callsTo('/api/user/billing')[0]?.body).toEqual({
      billingData: { ...complete, type: 'business', fiscalName: 'Lumen SL', country: 'ES' },
    });
    // The answer is the new profile: the session takes it without reloading.
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.profile())).toEqual(saved));
    expect(server.callsTo('/api/user/profile')).toHaveLength(1);
  });

  it('shows the failure message when saving fails', async () => {
    server.on('PUT', '/api/user/billing', () => json(400, { error: 'invalid_data', message: 'x' }));
    renderForm(complete);
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      accountMessages.billingUpdateFailed,
    );
  });

  it('checks a Spanish tax id and postal code before sending', async () => {
    renderForm({ ...complete, taxId: '12345678A', postalCode: '99999' });
    await save();
    expect(await screen.findByText(spanishIdMessages.taxId)).toBeInTheDocument();
    expect(screen.getByText(spanishIdMessages.postalCode)).toBeInTheDocument();
    expect(server.callsTo('/api/user/billing')).toHaveLength(0);
  });

  it('takes any tax id shape outside Spain', async () => {
    renderForm({ ...complete, country: 'Portugal', taxId: 'PT123456789', postalCode: '1000-001' });
    await save();
    await waitFor(() => expect(server.callsTo('/api/user/billing')).toHaveLength(1));
  });

  it("shows the server's message about the refused field", async () => {
    server.on('PUT', '/api/user/billing', () =>
      json(400, {
        error: 'invalid_data',
        message: 'Los datos enviados no son válidos.',
        details: [{ path: 'billingData.city', message: 'Contiene caracteres no permitidos.' }],
      }),
    );
    renderForm(complete);
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Contiene caracteres no permitidos.',
    );
  });
});
