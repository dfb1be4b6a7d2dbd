import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { photoMessages } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { publicPhoto } from '@test/photo-fixtures';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { publicSiteContent, serveSiteContent, withHero } from '@test/site-content-fixtures';
import { homeGalleryPhotos, PhotoGallery } from './photo-gallery';

const server = setUpFakeServer();

const numbered = (n: number) => publicPhoto({ _id: `p${n}`, title: `Foto número ${n}` });
const nine = Array.from({ length: 9 }, (_, i) => numbered(i + 1));
const [newest, fifth] = [numbered(1), numbered(5)];

const servePhotos = (photos: unknown) =>
  server.on('GET', '/api/photos/public', () => json(200, photos));

async function renderGallery() {
  servePhotos(nine);
  const view = renderPage(<PhotoGallery />);
  const links = await screen.findAllByRole('link');
  return { ...view, links, images: links.map((link) => within(link).getByRole('img')) };
}

describe('home gallery', () => {
  it('says it is loading until the photos arrive', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.on('GET', '/api/photos/public', async () => {
      await arrived;
      return json(200, nine);
    });
    renderPage(<PhotoGallery />);
    expect(screen.getByRole('status').textContent).toBe(photoMessages.galleryLoading);
    release();
    expect(await screen.findAllByRole('link')).toHaveLength(9);
    expect(screen.queryByText(photoMessages.galleryLoading)).not.toBeInTheDocument();
  });

  it('asks for the 10 newest photos: one more than it shows, for the hero it leaves out', async () => {
    await renderGallery();
    expect(server.callsTo('/api/photos/public').map((c) => c.path)).toEqual([
      '/api/photos/public?limit=10',
    ]);
  });

  it('leaves out the hero shown above it, the newest photo when none is picked', async () => {
    const hero = publicPhoto({ _id: 'p0', title: 'Portada' });
    servePhotos([hero, ...nine]);
    serveSiteContent(server, withHero(hero));
    renderPage(<PhotoGallery />);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      nine.map((p) => `/photo/${p._id}`),
    );
  });

  it('leaves out a picked hero among the newest, and still shows 9 others', async () => {
    const ten = [...nine, publicPhoto({ _id: 'p10' })];
    servePhotos(ten);
    serveSiteContent(server, withHero(fifth));
    renderPage(<PhotoGallery />);
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(9);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/photo/p5');
    expect(links.at(-1)).toHaveAttribute('href', '/photo/p10');
  });

  it('waits for the hero before showing any photo, so none is shown and taken away', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    servePhotos(nine);
    server.on('GET', '/api/site/content', async () => {
      await arrived;
      return json(200, publicSiteContent(withHero(newest)));
    });
    renderPage(<PhotoGallery />);
    await waitFor(() => expect(server.callsTo('/api/photos/public')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe(photoMessages.galleryLoading);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    release();
    expect(await screen.findAllByRole('link')).toHaveLength(8);
  });

  it('shows the 9 newest when the hero is older, and nothing when the hero is the only photo', () => {
    const ten = [...nine, publicPhoto({ _id: 'p10' })];
    expect(homeGalleryPhotos(ten, 'older').map((p) => p._id)).toEqual(nine.map((p) => p._id));
    expect(homeGalleryPhotos(ten, null)).toHaveLength(9);
    expect(homeGalleryPhotos([newest], 'p1')).toEqual([]);
  });

  it('shows the failure message when the photos cannot be loaded', async () => {
    server.on('GET', '/api/photos/public', () => json(500, { error: 'internal', message: 'x' }));
    renderPage(<PhotoGallery />);
    expect((await screen.findByRole('alert')).textContent).toBe(photoMessages.galleryFailed);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('invites to upload photos when there are none', async () => {
    servePhotos([]);
    renderPage(<PhotoGallery />);
    expect(await screen.findByText(photoMessages.galleryEmpty)).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the 9 photos in the order received, each opening its own page', async () => {
    const { links, images } = await renderGallery();
    expect(links).toHaveLength(9);
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(nine.map((p) => p.title));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      nine.map((p) => `/photo/${p._id}`),
    );
    expect(links[0]?.textContent).toContain('Foto número 1');
  });

  it("loads every photo lazily, after the hero above it: the page's one high-priority image", async () => {
    const { images } = await renderGallery();
    for (const img of images) {
      expect(img.hasAttribute('data-after-main')).toBe(true);
      expect(img.getAttribute('fetchpriority')).toBeNull();
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
    }
  });

  it('draws each photo whole, its box reserved at its own proportions', async () => {
    servePhotos([
      publicPhoto({ _id: 'v', title: 'Vertical', width: 2000, height: 3000 }),
      publicPhoto({ _id: 'h', title: 'Horizontal', width: 4032, height: 3024 }),
    ]);
    renderPage(<PhotoGallery />);
    const [portrait, landscape] = await screen.findAllByRole('img');
    expect(portrait?.parentElement?.style.aspectRatio).toBe('2000 / 3000');
    expect(landscape?.parentElement?.style.aspectRatio).toBe('4032 / 3024');
    expect(portrait).toHaveAttribute('width', '2000');
    expect(portrait).toHaveAttribute('height', '3000');
  });

  it("shows each photo's title in the link it opens, for hover and keyboard focus", async () => {
    const { links } = await renderGallery();
    const user = userEvent.setup();
    await user.tab();
    expect(links[0]).toHaveFocus();
    expect(links[0]).toHaveAccessibleName('Foto número 1');
    // The caption over the photo (shown by CSS on hover and focus) repeats the title.
    expect(links[0]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Foto número 1');
  });

  it('draws each photo as a picture with AVIF and WebP sources, sized for the grid, over its placeholder', async () => {
    const { images } = await renderGallery();
    for (const [i, img] of images.entries()) {
      const picture = img.parentElement;
      expect(picture?.tagName).toBe('PICTURE');
      const sources = [...(picture?.querySelectorAll('source') ?? [])];
      expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
      expect(sources[0]?.getAttribute('srcset')).toContain(`/media/photos/p${i + 1}-960.avif 960w`);
      expect(img.getAttribute('srcset')).toContain(`/media/photos/p${i + 1}-480.jpg 480w`);
      const sizes = img.getAttribute('sizes') ?? '';
      expect(sizes).toContain('(min-width: 1024px) calc((100vw - 4.5rem) / 3)');
      expect(sizes).toMatch(/, calc\(\(100vw - 3.5rem\) \/ 2\)$/);
      expect(sources[1]?.getAttribute('sizes')).toBe(sizes);
      // The blurred placeholder comes after the first render (a transition), while loading.
      await waitFor(() => expect(picture?.getAttribute('data-placeholder')).toBe('true'));
      expect(picture?.style.backgroundImage).toContain('data:image/png;base64,');
    }
  });
});
