import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { photoMessages, paths } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { FakeXhr, lastXhr, setUpFakeXhr } from '@test/fake-xhr';
import { adminPhoto } from '@test/photo-fixtures';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { ContentManagementPage } from './content-management-page';

const faro = adminPhoto({ _id: 'faro', title: 'Faro de Trafalgar', price: 39.9 });
const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/photos', () => json(200, [faro]));
});
setUpFakeXhr();

async function openEdit() {
  renderPage(<ContentManagementPage />, {
    route: paths.contentManagementSection.pattern,
    path: paths.contentManagementSection.build('biblioteca'),
  });
  const card = await screen.findByRole('article', { name: 'Faro de Trafalgar' });
  await userEvent.click(within(card).getByRole('button', { name: 'Editar «Faro de Trafalgar»' }));
  const form = within(card).getByRole('form', { name: 'Editar Faro de Trafalgar' });
  return {
    form,
    file: within(form).getByLabelText<HTMLInputElement>('Nueva imagen para esta fotografía'),
    button: within(form).getByRole('button', { name: 'Reemplazar imagen' }),
  };
}

describe("replacing a photo's image", () => {
  it('sends the new file alone with PUT, shows progress, confirms and reloads', async () => {
    const { form, file, button } = await openEdit();
    expect(within(form).getByLabelText<HTMLInputElement>('Precio (€)').value).toBe('39,90');
    expect(button).toBeDisabled();
    await userEvent.upload(file, new File(['jpeg'], 'nueva.jpg', { type: 'image/jpeg' }));
    await userEvent.click(button);

    const xhr = lastXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toMatch(/^\/api\/photos\/faro\/image\?work=[0-9a-f-]{36}$/);
    expect([...(xhr.body as FormData).keys()]).toEqual(['image']);
    xhr.progress(30, 100);
    expect(
      within(form)
        .getByRole('progressbar', { name: 'Progreso del reemplazo' })
        .getAttribute('value'),
    ).toBe('30');
    const callsBefore = server.callsTo('/api/photos').length;
    await xhr.respond(200, { ...faro, width: 800 });
    expect((await within(form).findByRole('status')).textContent).toBe('Imagen reemplazada');
    expect(server.callsTo('/api/photos').length).toBeGreaterThan(callsBefore);
  });

  it("shows the server's refusal and sends nothing for a file that is not an image", async () => {
    const { form, file, button } = await openEdit();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(file, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(within(form).getByRole('alert').textContent).toBe(photoMessages.notAnImage);
    expect(button).toBeDisabled();
    expect(FakeXhr.instances).toHaveLength(0);

    await user.upload(file, new File(['??'], 'rota.jpg', { type: 'image/jpeg' }));
    await userEvent.click(button);
    await lastXhr().respond(422, { error: 'unprocessable', message: photoMessages.brokenImage });
    expect((await within(form).findByRole('alert')).textContent).toBe(photoMessages.brokenImage);
  });
});
