import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages, PROFILE_PICTURE_MAX_BYTES, type FormField } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { queryKeys } from '@/lib/query-keys';
import { renderPage, setUpFakeServer, signInAs, testProfile } from '@test/render-app';
import { PersonalInfoForm } from './personal-info-form';

const user = userEvent.setup({ applyAccept: false });

const fields: FormField[] = [
  {
    key: 'phone',
    type: 'phone',
    label: 'Teléfono',
    required: false,
    isRecommendedForProfile: true,
  },
  {
    key: 'size',
    type: 'select',
    label: 'Talla de camiseta',
    required: false,
    isRecommendedForProfile: true,
    options: [
      { value: 's', label: 'S' },
      { value: 'm', label: 'M' },
    ],
  },
  {
    key: 'newsletter',
    type: 'boolean',
    label: 'Recibir novedades',
    required: false,
    isRecommendedForProfile: false,
  },
];

const server = setUpFakeServer((server) => {
  signInAs(server);
  server.on('GET', '/api/form-fields/profile', () => json(200, { data: fields }));
  server.on('PUT', '/api/user', () => json(200, testProfile()));
});

function renderForm(profile = testProfile()) {
  return renderPage(<PersonalInfoForm profile={profile} />, { path: '/profile' });
}

const save = () => user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
const sentForm = () => {
  const body = server.callsTo('/api/user')[0]?.body;
  if (!(body instanceof FormData)) throw new Error('PUT /user was not multipart');
  return body;
};

describe('personal information: name and email', () => {
  it('requires a name and sends nothing without one', async () => {
    renderForm();
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), '   ');
    await save();
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.nameRequired);
    expect(server.callsTo('/api/user')).toHaveLength(0);
  });

  it('shows the email read-only', () => {
    renderForm(testProfile({ email: 'ana@example.com' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveProperty('value', 'ana@example.com');
    expect(email).toHaveProperty('readOnly', true);
  });
});

describe('personal information: picture', () => {
  it.each([
    [
      'not an image',
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      accountMessages.profilePictureNotImage,
    ],
    [
      'larger than 2 MB',
      new File([new Uint8Array(PROFILE_PICTURE_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }),
      accountMessages.profilePictureTooLarge,
    ],
  ])('refuses a file that is %s with an alert naming the rule', async (_, file, message) => {
    renderForm();
    await user.upload(screen.getByLabelText('Foto de perfil'), file);
    expect(screen.getByRole('alert').textContent).toBe(message);
    await save();
    await waitFor(() => expect(server.callsTo('/api/user')).toHaveLength(1));
    expect(sentForm().get('profilePicture')).toBeNull();
  });

  it('accepts an image of exactly 2 MB and sends it as profilePicture', async () => {
    renderForm(testProfile({ profilePicture: '/media/old.webp' }));
    const file = new File([new Uint8Array(PROFILE_PICTURE_MAX_BYTES)], 'yo.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Foto de perfil'), file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Nueva foto: yo.png/)).toBeVisible();
    await save();
    await waitFor(() => expect(server.callsTo('/api/user')).toHaveLength(1));
    expect((sentForm().get('profilePicture') as File).name).toBe('yo.png');
    expect(sentForm().get('profilePictureOld')).toBeNull();
  });

  it('clears the file field after saving, and a refused file hides the success message', async () => {
    server.on('PUT', '/api/user', () => json(200, testProfile()));
    renderForm();
    const input = screen.getByLabelText<HTMLInputElement>('Foto de perfil');
    await user.upload(input, new File(['x'], 'yo.png', { type: 'image/png' }));
    await save();
    expect((await screen.findByRole('status')).textContent).toBe(accountMessages.profileUpdated);
    expect(input.value).toBe('');
    expect(input.files).toHaveLength(0);
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.profilePictureNotImage);
    expect(screen.queryByText(accountMessages.profileUpdated)).not.toBeInTheDocument();
  });

  it('keeps the current picture by sending profilePictureOld', async () => {
    renderForm(testProfile({ profilePicture: '/media/old.webp' }));
    await save();
    await waitFor(() => expect(server.callsTo('/api/user')).toHaveLength(1));
    expect(sentForm().get('profilePictureOld')).toBe('/media/old.webp');
  });
});

describe('personal information: extra fields and saving', () => {
  it('shows the fields of /form-fields/profile with the stored values and saves them in options', async () => {
    const saved = testProfile({ name: 'Ana María' });
    server.on('PUT', '/api/user', () => json(200, saved));
    const { queryClient } = renderForm(
      testProfile({
        options: [
          { key: 'phone', value: '600111222' },
          { key: 'legacy', value: 'se conserva' },
        ],
      }),
    );
    const phone = await screen.findByLabelText('Teléfono');
    expect(phone).toHaveProperty('value', '600111222');
    await user.selectOptions(screen.getByLabelText('Talla de camiseta'), 'm');
    await user.click(screen.getByLabelText('Recibir novedades'));
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), ' Ana María ');
    await save();

    expect((await screen.findByRole('status')).textContent).toBe(accountMessages.profileUpdated);
    expect(sentForm().get('name')).toBe('Ana María');
    const options = JSON.parse(sentForm().get('options') as string) as unknown[];
    expect(options).toEqual(
      expect.arrayContaining([
        { key: 'legacy', value: 'se conserva' },
        { key: 'phone', value: '600111222' },
        { key: 'size', value: 'm' },
        { key: 'newsletter', value: true },
      ]),
    );
    expect(options).toHaveLength(4);
    // The answer is the new profile: the session takes it without reloading.
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.profile())).toEqual(saved));
    expect(server.callsTo('/api/user/profile')).toHaveLength(1);
  });

  it('says when the extra fields cannot be loaded, and still saves the rest', async () => {
    server.on('GET', '/api/form-fields/profile', () =>
      json(500, { error: 'internal', message: 'x' }),
    );
    renderForm(testProfile({ options: [{ key: 'phone', value: '600' }] }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      accountMessages.profileFieldsLoadFailed,
    );
    await save();
    await waitFor(() => expect(server.callsTo('/api/user')).toHaveLength(1));
    expect(JSON.parse(sentForm().get('options') as string)).toEqual([
      { key: 'phone', value: '600' },
    ]);
  });

  it('shows the failure message when saving fails', async () => {
    server.on('PUT', '/api/user', () => json(400, { error: 'invalid_data', message: 'x' }));
    renderForm();
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      accountMessages.profileUpdateFailed,
    );
  });

  it("shows the server's message about a refused answer", async () => {
    server.on('PUT', '/api/user', () =>
      json(400, {
        error: 'invalid_data',
        message: 'Ciudad: Contiene caracteres no permitidos.',
        details: [{ path: 'options.city', message: 'Contiene caracteres no permitidos.' }],
      }),
    );
    renderForm();
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ciudad: Contiene caracteres no permitidos.',
    );
  });
});
