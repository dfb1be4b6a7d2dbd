import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { moneyMessages, siteContentMessages, type AdminSiteContent } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { adminPhoto } from '@test/photo-fixtures';
import { adminSiteContent } from '@test/site-content-fixtures';
import { HERO_GONE, HERO_NEWEST } from './home-editor';
import { SiteContentSection } from './site-content-section';

const SEA = '11111111-1111-4111-8111-111111111111';
const FOREST = '22222222-2222-4222-8222-222222222222';
const HIDDEN = '33333333-3333-4333-8333-333333333333';
const library = [
  adminPhoto({ _id: SEA, title: 'Mar en calma', width: 1500, height: 1000 }),
  adminPhoto({ _id: HIDDEN, title: 'Vendida y oculta', hidden: true }),
  adminPhoto({ _id: FOREST, title: 'Bosque', width: 800, height: 1200 }),
];

const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/photos', () => json(200, library));
});

/** Answers a save of 'Portada' as the server would: the section replaced, version + 1. */
function acceptHomeSaves(heroPhotoId: string | null = null) {
  server.on('GET', '/api/admin/site-content', () => {
    const content = adminSiteContent();
    return json(200, {
      ...content,
      values: { ...content.values, home: { ...content.values.home, heroPhotoId } },
    });
  });
  server.on('PUT', '/api/admin/site-content/home', (call) => {
    const body = call.body as { version: number; value: AdminSiteContent['values']['home'] };
    const content = adminSiteContent();
    return json(200, {
      ...content,
      values: { ...content.values, home: body.value },
      versions: { ...content.versions, home: body.version + 1 },
    });
  });
}

/** The saved content as the server would answer it: the section replaced, its version + 1. */
function acceptSaves() {
  server.on('PUT', '/api/admin/site-content/services', (call) => {
    const body = call.body as { version: number; value: AdminSiteContent['values']['services'] };
    const content = adminSiteContent();
    return json(200, {
      ...content,
      values: { ...content.values, services: body.value },
      versions: { ...content.versions, services: body.version + 1 },
    });
  });
}

async function openPart(name: string) {
  const user = userEvent.setup();
  renderPage(<SiteContentSection />);
  await user.click(await screen.findByText(name, { selector: 'summary' }));
  return user;
}

describe("'Portada': the hero photo", () => {
  it('offers the visible photos only, and saves the one picked with the texts', async () => {
    acceptHomeSaves();
    const user = await openPart('Portada');
    const select = screen.getByRole('combobox', { name: 'Foto de portada' });
    expect(select).toHaveAccessibleDescription(/si no eliges ninguna, se muestra la más reciente/);
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([HERO_NEWEST, 'Mar en calma', 'Bosque']);
    // Nothing picked: the preview is the newest photo, which the home shows.
    expect(screen.getByRole('img', { name: 'Vista previa: Mar en calma' })).toBeVisible();

    await user.selectOptions(select, 'Bosque');
    expect(screen.getByRole('img', { name: 'Vista previa: Bosque' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Guardar portada' }));
    expect(await screen.findByText('Cambios guardados. Ya se ven en la web.')).toBeVisible();
    expect(server.callsTo('/api/admin/site-content/home')[0]?.body).toEqual({
      version: adminSiteContent().versions.home,
      value: {
        kicker: 'Fotografía profesional',
        title: 'Luz de Lumen',
        lead: 'Retratos y paisajes **impresos** en papel de archivo.',
        heroPhotoId: FOREST,
      },
    });

    // Back to automatic: cleared.
    await user.selectOptions(select, HERO_NEWEST);
    await user.click(screen.getByRole('button', { name: 'Guardar portada' }));
    await screen.findByText('Cambios guardados. Ya se ven en la web.');
    expect(server.callsTo('/api/admin/site-content/home')[1]?.body).toMatchObject({
      value: { heroPhotoId: null },
    });
  });

  it('says when the picked photo is no longer published, and saves without it', async () => {
    acceptHomeSaves(HIDDEN);
    const user = await openPart('Portada');
    expect(await screen.findByText(HERO_GONE)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Foto de portada' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Guardar portada' }));
    await screen.findByText('Cambios guardados. Ya se ven en la web.');
    expect(server.callsTo('/api/admin/site-content/home')[0]?.body).toMatchObject({
      value: { heroPhotoId: null },
    });
  });

  it("shows the server's refusal of a photo hidden meanwhile under the field", async () => {
    server.on('PUT', '/api/admin/site-content/home', () =>
      json(400, {
        error: 'hero_photo_unavailable',
        message: siteContentMessages.heroPhotoUnavailable,
        details: [{ path: 'value.heroPhotoId', message: siteContentMessages.heroPhotoUnavailable }],
      }),
    );
    const user = await openPart('Portada');
    const select = screen.getByRole('combobox', { name: 'Foto de portada' });
    await user.selectOptions(select, 'Mar en calma');
    await user.click(screen.getByRole('button', { name: 'Guardar portada' }));
    expect(await screen.findAllByText(siteContentMessages.heroPhotoUnavailable)).not.toHaveLength(
      0,
    );
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('site content editor', () => {
  it('saves a service with a Spanish decimal comma as cents, with the version it read', async () => {
    acceptSaves();
    const user = await openPart('Servicios');
    const price = screen.getByRole('textbox', { name: 'Precio desde (€, IVA incluido)' });
    await user.clear(price);
    await user.type(price, '39,90');
    await user.click(screen.getByRole('button', { name: 'Guardar servicios' }));
    expect(await screen.findByText('Cambios guardados. Ya se ven en la web.')).toBeVisible();
    const [call] = server.callsTo('/api/admin/site-content/services');
    expect(call?.body).toMatchObject({
      version: 2,
      value: { items: [{ title: 'Retrato', priceFromCents: 3990, imageId: null }] },
    });

    // A second save goes with the version the first one made, not the one first read.
    await user.click(screen.getByRole('button', { name: 'Guardar servicios' }));
    await screen.findByText('Cambios guardados. Ya se ven en la web.');
    expect(server.callsTo('/api/admin/site-content/services')[1]?.body).toMatchObject({
      version: 3,
    });
  });

  it('refuses an ambiguous price and an empty title before sending anything', async () => {
    acceptSaves();
    const user = await openPart('Servicios');
    await user.click(screen.getByRole('button', { name: 'Añadir servicio' }));
    const [price] = screen.getAllByRole('textbox', { name: 'Precio desde (€, IVA incluido)' });
    if (!price) throw new Error('no price field');
    await user.clear(price);
    await user.type(price, '39,999');
    await user.click(screen.getByRole('button', { name: 'Guardar servicios' }));
    expect(await screen.findByText(moneyMessages.tooManyDecimals)).toBeVisible();
    const second = screen.getByRole('group', { name: 'Servicio 2' });
    expect(within(second).getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(server.callsTo('/api/admin/site-content/services')).toHaveLength(0);
  });

  it('moves and removes services', async () => {
    acceptSaves();
    const user = await openPart('Servicios');
    await user.click(screen.getByRole('button', { name: 'Añadir servicio' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Servicio 2' })).getByRole('textbox', {
        name: 'Título',
      }),
      'Bodas',
    );
    await user.click(screen.getByRole('button', { name: 'Subir «Bodas»' }));
    expect(
      within(screen.getByRole('group', { name: 'Servicio 1' })).getByRole('textbox', {
        name: 'Título',
      }),
    ).toHaveValue('Bodas');
    await user.click(screen.getByRole('button', { name: 'Quitar «Retrato»' }));
    expect(screen.queryByRole('group', { name: 'Servicio 2' })).not.toBeInTheDocument();
  });

  it('uploads a portrait through the photo pipeline and saves the section pointing at it', async () => {
    const portrait = {
      id: '0b6c1f2e-7d1a-4e55-9a43-2f1d3c4b5a69',
      title: '',
      width: 900,
      height: 1200,
      imagePath: '/media/site/p-900.jpg',
      placeholder: '',
      images: { avif: [], webp: [], jpeg: [{ width: 900, url: '/media/site/p-900.jpg' }] },
    };
    server.on('POST', '/api/admin/site-content/images', () => json(201, portrait));
    server.on('PUT', '/api/admin/site-content/about', () => {
      const content = adminSiteContent();
      return json(200, { ...content, versions: { ...content.versions, about: 1 } });
    });
    const user = await openPart('Sobre mí');
    const picker = screen.getByRole('group', { name: 'Retrato' });
    await user.upload(
      within(picker).getByLabelText('Subir imagen'),
      new File(['jpeg'], 'retrato.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(picker).findByRole('button', { name: 'Quitar imagen' })).toBeVisible();
    expect(within(picker).getByLabelText('Cambiar imagen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar «Sobre mí»' }));
    await screen.findByText('Cambios guardados. Ya se ven en la web.');
    expect(server.callsTo('/api/admin/site-content/about')[0]?.body).toMatchObject({
      version: 0,
      value: { portraitImageId: portrait.id },
    });
  });

  it('says why a save was refused because someone else saved first', async () => {
    server.on('PUT', '/api/admin/site-content/about', () =>
      json(409, { error: 'conflict', message: siteContentMessages.stale }),
    );
    const user = await openPart('Sobre mí');
    await user.click(screen.getByRole('button', { name: 'Guardar «Sobre mí»' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(siteContentMessages.stale);
  });

  it("puts the server's message under the identity field it refused", async () => {
    server.on('PUT', '/api/admin/site-content/identity', () =>
      json(400, {
        error: 'invalid_data',
        message: 'NIF, NIE o CIF no válido: revisa la letra o el dígito de control.',
        details: [
          {
            path: 'value.taxId',
            message: 'NIF, NIE o CIF no válido: revisa la letra o el dígito de control.',
          },
        ],
      }),
    );
    const user = await openPart('Identidad del negocio');
    const taxId = screen.getByRole('textbox', { name: 'NIF, NIE o CIF' });
    await user.clear(taxId);
    await user.type(taxId, '12345678A');
    await user.click(screen.getByRole('button', { name: 'Guardar identidad' }));
    expect(await screen.findAllByText(/NIF, NIE o CIF no válido/)).not.toHaveLength(0);
    expect(taxId).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns while the legal pages lack the NIF or the address', async () => {
    server.on('GET', '/api/admin/site-content', () =>
      json(200, { ...adminSiteContent(), missingLegalFacts: ['NIF, NIE o CIF'] }),
    );
    renderPage(<SiteContentSection />);
    expect(await screen.findByText(/Faltan datos que el aviso legal/)).toHaveTextContent(
      /: NIF, NIE o CIF\. Complétalos/,
    );
  });
});
