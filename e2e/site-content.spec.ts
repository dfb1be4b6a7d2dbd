import sharp from 'sharp';
import { openContentSection, signInAsAdmin, uploadPhotoViaApi } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';

// Issue 12: a fresh shop reads as a working studio (no filler text anywhere public), its legal
// pages are written from the business identity, and the photographer edits the content.

const readingPages = [
  { path: '/', heading: /./ },
  { path: '/galeria', heading: 'Galería' },
  { path: '/events', heading: 'Eventos' },
  { path: '/hazte-partner', heading: /./ },
  { path: '/contact', heading: /Contacto/ },
  { path: '/desistimiento', heading: 'Desistir de una compra' },
  { path: '/coming-soon', heading: /./ },
  { path: '/legal/notice', heading: 'Aviso legal' },
  { path: '/legal/privacy', heading: 'Política de privacidad' },
  { path: '/legal/cookie', heading: 'Política de cookies' },
  { path: '/legal/terms', heading: 'Términos y condiciones' },
] as const;

/** Words of unfinished pages: none may show on a public page. */
const filler = /muy pronto|vuelve pronto|estamos preparando esta sección|lorem ipsum/i;
/** Developers' notes, in capitals: 'todos' and 'todo' are Spanish words. */
const devNotes = /\bTODO\b|\bFIXME\b/;

for (const [name, viewport] of Object.entries(viewports)) {
  test(`a visitor reads every public page, with no filler (${name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    for (const { path, heading } of readingPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(filler);
      await expect(page.locator('main')).not.toContainText(devNotes);
      await screenshot(page, `site-${path.replaceAll('/', '_') || 'home'}-${name}`);
    }
  });
}

test('the legal pages name the holder and say which version applies', async ({ page }) => {
  await page.goto('/legal/notice');
  const main = page.locator('main');
  await expect(main).toContainText(/Versión \d+\.\d+, en vigor desde el \d+ de \w+ de \d{4}/);
  await expect(main).toContainText('Titular: Lucía Ferrer Campos');
  await expect(main).toContainText('NIF/CIF: 12345678Z');
  await expect(main).toContainText('Domicilio: Calle del Pez 27, 28004 Madrid');
  await expect(main).toContainText('Email: estudio@example.org');
  await page.goto('/legal/terms');
  await expect(main).toContainText('14 días naturales desde la entrega');
  await expect(main).not.toContainText(/ec\.europa\.eu\/consumers\/odr/);
  // The footer carries the holder's data on every page.
  await expect(page.locator('footer')).toContainText(
    'Lucía Ferrer Campos · NIF 12345678Z · Calle del Pez 27, 28004 Madrid',
  );
});

test("an admin edits 'Sobre mí' and the home page shows it, without the editor's HTML", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await openContentSection(page, 'contenido-del-sitio');
  await page.getByText('Sobre mí', { exact: true }).click();
  const stamp = Date.now().toString(36);
  const text = page.getByRole('textbox', { name: 'Texto' }).last();
  await text.fill(
    `Fotografío **bodas y retratos** desde Madrid (${stamp}).\n\n<script>window.pwned = 1</script>`,
  );
  await page.getByRole('button', { name: 'Guardar «Sobre mí»' }).click();
  await expect(page.getByText('Cambios guardados. Ya se ven en la web.')).toBeVisible();
  await screenshot(page, 'site-admin-about');

  // A visitor, in a fresh browser: the server's HTML already holds the new text.
  const visitor = await browser.newPage();
  const html = await (await visitor.request.get('/')).text();
  expect(html).toContain(`desde Madrid (${stamp})`);
  expect(html).not.toContain('<script>window.pwned');
  await visitor.goto('/');
  const about = visitor.getByRole('region', { name: 'Sobre mí' });
  await expect(about).toContainText(`desde Madrid (${stamp})`);
  await expect(about.locator('strong')).toHaveText('bodas y retratos');
  expect(await visitor.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await visitor.close();
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`an admin picks the home's hero photo in 'Portada', and the first screen shows it whole (${name})`, async ({
    page,
    browser,
    request,
  }) => {
    const title = `Retrato de portada ${name}`;
    const portrait = await sharp({
      create: { width: 800, height: 1200, channels: 3, background: '#6b4f3a' },
    })
      .jpeg()
      .toBuffer();
    const id = await uploadPhotoViaApi(request, title, portrait);

    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await openContentSection(page, 'contenido-del-sitio');
    await page.locator('summary', { hasText: /^Portada$/ }).click();
    const select = page.getByRole('combobox', { name: 'Foto de portada' });
    await select.selectOption({ label: title });
    await expect(page.getByRole('img', { name: `Vista previa: ${title}` })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar portada' }).click();
    await expect(page.getByText('Cambios guardados. Ya se ven en la web.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Foto de portada' }).scrollIntoViewIfNeeded();
    await screenshot(page, `site-admin-hero-${viewport.width}`);

    // A visitor: the server's HTML preloads that photo, and the first screen shows it whole.
    const visitor = await browser.newPage({ viewport });
    const content = (await (await visitor.request.get('/api/site/content')).json()) as {
      home: { hero: { id: string; images: { avif: { url: string }[] } } | null };
    };
    expect(content.home.hero?.id).toBe(id);
    const html = await (await visitor.request.get('/')).text();
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain(content.home.hero?.images.avif[0]?.url ?? 'missing');
    // A shared home link shows it too: its JPEG about 1200 px tall (a portrait).
    const ogImage = /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(ogImage).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/media/photos/${id}/800-[^/]+\\.jpg$`),
    );
    expect(html).toContain('<meta property="og:image:height" content="1200">');
    await visitor.goto('/');
    const hero = visitor.locator('main img[fetchpriority="high"]');
    await expect(hero).toHaveAttribute('alt', title);
    await expect(hero).toBeInViewport({ ratio: 1 });
    await expect(hero).toHaveJSProperty('complete', true);
    const box = await hero.boundingBox();
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 800 / 1200)).toBeLessThan(0.01);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeInViewport();
    // Not twice on the first screen: the gallery below leaves the hero out.
    await expect(
      visitor.getByRole('region', { name: 'Galería' }).locator(`a[href="/photo/${id}"]`),
    ).toHaveCount(0);
    await screenshot(visitor, `home-hero-${viewport.width}`);
    await visitor.close();

    // Back to automatic: the newest photo again.
    await select.selectOption('');
    await page.getByRole('button', { name: 'Guardar portada' }).click();
    await expect(page.getByText('Cambios guardados. Ya se ven en la web.')).toBeVisible();
  });
}
