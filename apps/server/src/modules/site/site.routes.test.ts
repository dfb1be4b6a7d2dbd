import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminSiteContent,
  LegalDocument,
  PublicSiteContent,
  SiteImage,
} from '@shop/contracts';
import { expectInvalidField, type ErrorAnswer } from '#test/answers';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { multipart } from '#test/multipart';
import { jpegOf } from '#test/photos';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp({
  CONTACT_EMAIL: 'estudio@example.org',
  CONTACT_PHONE: '+34 911 222 333',
  BUSINESS_LEGAL_NAME: 'Lucía Ferrer Campos',
  BUSINESS_TAX_ID: '12345678z',
  BUSINESS_ADDRESS: 'Calle del Pez 27, 28004 Madrid',
});

let admin: string;
let customer: string;
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  customer = (await signUp(ctx.app)).accessToken;
});

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const adminContent = async () =>
  (await get('/api/admin/site-content', admin)).json<AdminSiteContent>();
const save = (section: string, version: number, value: unknown, token = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/site-content/${section}`,
    headers: bearer(token),
    payload: { version, value },
  });
const publicContent = async () => (await get('/api/site/content')).json<PublicSiteContent>();
const legal = async (document: string) =>
  (await get(`/api/site/legal/${document}`)).json<LegalDocument>();

describe('GET /api/site/config', () => {
  it('gives the browser the business identity and nothing secret', async () => {
    const res = await get('/api/site/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteName: 'Estudio de Fotografía',
      legalName: 'Lucía Ferrer Campos',
      taxId: '12345678Z',
      address: 'Calle del Pez 27, 28004 Madrid',
      contactEmail: 'estudio@example.org',
      contactPhone: '+34 911 222 333',
      instagramUrl: null,
      facebookUrl: null,
      googleClientId: null,
    });
  });
});

describe('site content', () => {
  it('shows complete Spanish defaults on an empty database', async () => {
    const content = await publicContent();
    expect(content.home.title).toBe('Imágenes que se quedan contigo');
    expect(content.services.items.map((s) => s.title)).toEqual([
      'Retrato',
      'Eventos',
      'Impresiones de autor',
    ]);
    expect(content.about.html).toMatch(/^<p>/);
    expect(JSON.stringify(content)).not.toMatch(/muy pronto|lorem|TODO/i);
  });

  it('is edited by admins only', async () => {
    expect((await get('/api/admin/site-content')).statusCode).toBe(401);
    expect((await get('/api/admin/site-content', customer)).statusCode).toBe(403);
    const home = { kicker: '', title: 'Hackeado', lead: 'x' };
    expect((await save('home', 0, home, customer)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/admin/site-content/home',
          payload: { version: 0, value: home },
        })
      ).statusCode,
    ).toBe(401);
    expect((await publicContent()).home.title).not.toBe('Hackeado');
  });

  it("saves 'Sobre mí' and the home page shows it, with the editor's HTML never reaching it", async () => {
    const before = await adminContent();
    const res = await save('about', before.versions.about, {
      title: 'Quién hay detrás',
      text: 'Fotografío **personas**.\n\n<script>alert("x")</script><img src=x onerror=alert(1)>\n\n[web](javascript:alert(1))',
      portraitImageId: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminSiteContent>().versions.about).toBe(before.versions.about + 1);
    const { about } = await publicContent();
    expect(about.title).toBe('Quién hay detrás');
    expect(about.html).toContain('<strong>personas</strong>');
    expect(about.html).not.toMatch(/<script|<img|href="javascript/i);
    // The Markdown source comes back to the editor as typed.
    expect((await adminContent()).values.about.text).toContain('<script>');
  });

  it('refuses a save made on a version someone else has replaced (409), and keeps theirs', async () => {
    const { versions } = await adminContent();
    const first = await save('comingSoon', versions.comingSoon, {
      title: 'Nuevas series',
      text: 'Primera versión.',
    });
    expect(first.statusCode).toBe(200);
    const stale = await save('comingSoon', versions.comingSoon, {
      title: 'Otra',
      text: 'Segunda versión, sin haber visto la primera.',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorAnswer>().message).toMatch(/Recarga la página/);
    expect((await publicContent()).comingSoon.title).toBe('Nuevas series');
  });

  it('checks each section against its contract, with Spanish messages by field', async () => {
    const { versions, values } = await adminContent();
    const badTaxId = await save('identity', versions.identity, {
      ...values.identity,
      taxId: '12345678A',
    });
    expect(expectInvalidField(badTaxId, 'value.taxId').details?.[0]?.message).toMatch(/NIF/);
    expectInvalidField(
      await save('home', versions.home, { kicker: '', title: '   ', lead: 'x' }),
      'value.title',
    );
    expectInvalidField(
      await save('services', versions.services, {
        intro: '',
        items: [{ ...values.services.items[0], priceFromCents: -5 }],
      }),
      'value.items.0.priceFromCents',
    );
    const unknownSection = await save('footer', 0, {});
    expect(unknownSection.statusCode).toBe(400);
  });

  it('refuses an image id that does not exist, and shows an uploaded one', async () => {
    const { versions, values } = await adminContent();
    const service = values.services.items[0];
    if (!service) throw new Error('no default service');
    const missing = await save('services', versions.services, {
      ...values.services,
      items: [{ ...service, imageId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(expectInvalidField(missing, 'value').message).toMatch(/ya no existe/);

    const body = multipart([
      {
        name: 'image',
        filename: 'retrato.jpg',
        contentType: 'image/jpeg',
        data: await jpegOf(900, 600),
      },
    ]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/site-content/images',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const image = upload.json<SiteImage>();
    expect(image).toMatchObject({ width: 900, height: 600 });
    expect(image.images.jpeg.at(-1)?.width).toBe(900);

    const saved = await save('services', versions.services, {
      ...values.services,
      items: [{ ...service, imageId: image.id }],
    });
    expect(saved.statusCode).toBe(200);
    const shown = (await publicContent()).services.items[0]?.image;
    expect(shown?.id).toBe(image.id);
    const file = await get(shown?.imagePath ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses an upload that is not an image, and uploads from non-admins', async () => {
    const text = multipart([
      {
        name: 'image',
        filename: 'x.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('no soy una imagen'),
      },
    ]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/site-content/images',
      headers: { ...bearer(admin), ...text.headers },
      payload: text.payload,
    });
    expect([415, 422]).toContain(refused.statusCode);
    const byCustomer = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/site-content/images',
      headers: { ...bearer(customer), ...text.headers },
      payload: text.payload,
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});

describe('business identity and legal pages', () => {
  it('writes the legal notice from the identity, versioned with a date', async () => {
    const notice = await legal('notice');
    expect(notice).toMatchObject({ title: 'Aviso legal', version: '1.0' });
    expect(notice.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(notice.html).toContain('Lucía Ferrer Campos');
    expect(notice.html).toContain('12345678Z');
    expect(notice.html).toContain('Calle del Pez 27, 28004 Madrid');
    expect(notice.html).toContain('estudio@example.org');
  });

  it('says what the shop really processes, and never links the closed ODR platform', async () => {
    const privacy = await legal('privacy');
    expect(privacy.html).toMatch(/Stripe/);
    expect(privacy.html).toMatch(/Prodigi/);
    expect(privacy.html).toMatch(/AEPD|Agencia Española de Protección de Datos/);
    // No GOOGLE_CLIENT_ID here: Google is not named as a recipient.
    expect(privacy.html).not.toMatch(/Google/);
    // The launch list of /coming-soon: its purpose, its basis, and the way out.
    expect(privacy.version).toBe('1.1');
    expect(privacy.html).toContain('Lista de aviso');
    expect(privacy.html).toMatch(/Consentimiento \(art\. 6\.1\.a RGPD y art\. 21 LSSI\)/);
    expect(privacy.html).toMatch(/retirar tu consentimiento en cualquier momento/);
    const cookies = await legal('cookie');
    expect(cookies.html).toContain('__Secure-rt');
    expect(cookies.html).not.toMatch(/analítica de Google|_ga\b/);
    const terms = await legal('terms');
    expect(terms.html).toMatch(/14 días naturales/);
    expect(terms.html).toMatch(/3 años/);
    expect(terms.html).toContain('href="/desistimiento"');
    for (const page of [notice(), privacy, cookies, terms]) {
      expect((await page).html).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);
    }
    async function notice() {
      return legal('notice');
    }
  });

  it('shows an edited identity at once in the footer data, the legal pages and their date', async () => {
    const { versions, values } = await adminContent();
    const res = await save('identity', versions.identity, {
      ...values.identity,
      tradingName: 'Estudio Ferrer',
      legalName: 'Ferrer <Fotografía> S.L.',
      taxId: 'b12345674',
      registry: 'Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3',
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/site/config')).json()).toMatchObject({
      siteName: 'Estudio Ferrer',
      taxId: 'B12345674',
    });
    const notice = await legal('notice');
    // Identity text is text, never markup.
    expect(notice.html).toContain('Ferrer &lt;Fotografía&gt; S.L.');
    expect(notice.html).toContain('hoja M-3');
    expect(notice.updatedDate >= notice.effectiveDate).toBe(true);
    expect((await adminContent()).missingLegalFacts).toEqual([]);
  });

  it('warns the admin of what the legal pages still lack', async () => {
    const { versions, values } = await adminContent();
    await save('identity', versions.identity, { ...values.identity, taxId: '', address: '' });
    expect((await adminContent()).missingLegalFacts).toEqual([
      'NIF, NIE o CIF',
      'Dirección postal',
    ]);
    const notice = await legal('notice');
    expect(notice.html).not.toContain('NIF/CIF:');
  });

  it('answers an unknown legal page with 400', async () => {
    expect((await get('/api/site/legal/cookies-de-terceros')).statusCode).toBe(400);
  });
});
