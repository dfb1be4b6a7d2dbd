import { fireEvent, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AFTER_MAIN_ATTRIBUTE } from '@/lib/after-main-images';
import { publicPhoto, THUMBHASH } from '@test/photo-fixtures';
import { placeholderDataUrl, ResponsivePhoto } from './responsive-photo';

const SIZES = '(min-width: 1024px) 50vw, 100vw';

function renderPhoto(props: Partial<Parameters<typeof ResponsivePhoto>[0]> = {}) {
  const { container } = render(
    <ResponsivePhoto photo={publicPhoto({ _id: 'x1', title: 'Faro' })} sizes={SIZES} {...props} />,
  );
  const picture = container.querySelector('picture');
  const img = container.querySelector('img');
  if (!picture || !img) throw new Error('no picture');
  return { picture, img, sources: [...picture.querySelectorAll('source')] };
}

describe('ResponsivePhoto', () => {
  it('offers AVIF, then WebP, then a JPEG img, each with width descriptors and the sizes', () => {
    const { sources, img } = renderPhoto();
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/media/photos/x1-480.avif 480w, /media/photos/x1-960.avif 960w, /media/photos/x1-1440.avif 1440w',
    );
    expect(sources[1]?.getAttribute('srcset')).toBe(
      '/media/photos/x1-480.webp 480w, /media/photos/x1-960.webp 960w, /media/photos/x1-1440.webp 1440w',
    );
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(SIZES);
    expect(img.getAttribute('src')).toBe('/media/photos/x1-1440.jpg');
    expect(img.getAttribute('srcset')).toBe(
      '/media/photos/x1-480.jpg 480w, /media/photos/x1-960.jpg 960w, /media/photos/x1-1440.jpg 1440w',
    );
    expect(img.getAttribute('sizes')).toBe(SIZES);
    // The img is the last child, after its sources, as <picture> requires.
    expect(img.previousElementSibling).toBe(sources[1]);
  });

  it('reserves the space from the width and height, and uses the title as alt text', () => {
    const { img, picture } = renderPhoto();
    expect(picture.style.aspectRatio).toBe('3000 / 2000');
    expect(renderPhoto({ aspectRatio: '3 / 2' }).picture.style.aspectRatio).toBe('3 / 2');
    expect(img.getAttribute('width')).toBe('3000');
    expect(img.getAttribute('height')).toBe('2000');
    expect(img.getAttribute('alt')).toBe('Faro');
    expect(renderPhoto({ alt: '' }).img.getAttribute('alt')).toBe('');
  });

  it('is lazy and decoded asynchronously by default', () => {
    const { img } = renderPhoto();
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads eagerly in the first view, with high priority only when asked', () => {
    const eager = renderPhoto({ priority: 'eager' }).img;
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.hasAttribute('fetchpriority')).toBe(false);
    expect(eager.hasAttribute('decoding')).toBe(false);
    const high = renderPhoto({ priority: 'high' }).img;
    expect(high.getAttribute('loading')).toBe('eager');
    expect(high.getAttribute('fetchpriority')).toBe('high');
  });

  it('renders an image that waits for the main one whole in the HTML: addresses, sizes, lazy', () => {
    const photo = publicPhoto({ _id: 'x1', title: 'Faro' });
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <ResponsivePhoto photo={photo} sizes={SIZES} priority="after-main" />,
    );
    const sources = [...host.querySelectorAll('source')];
    expect(sources).toHaveLength(2);
    for (const source of sources) {
      expect(source.getAttribute('srcset')).toMatch(/-480\.(avif|webp) 480w/);
      expect(source.getAttribute('sizes')).toBe(SIZES);
    }
    const img = host.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/photos/x1-1440.jpg');
    expect(img?.getAttribute('srcset')).toContain('/media/photos/x1-480.jpg 480w');
    expect(img?.getAttribute('sizes')).toBe(SIZES);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.hasAttribute('fetchpriority')).toBe(false);
    // What keeps it from loading before the main image where scripts run (its CSS).
    expect(img?.hasAttribute(AFTER_MAIN_ATTRIBUTE)).toBe(true);
    expect(renderPhoto().img.hasAttribute(AFTER_MAIN_ATTRIBUTE)).toBe(false);
  });

  it('writes only attributes HTML defines: no elementtiming on the main image', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <ResponsivePhoto photo={publicPhoto({ _id: 'x1' })} sizes={SIZES} priority="high" />,
    );
    const img = host.querySelector('img');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.hasAttribute('elementtiming')).toBe(false);
  });

  it('paints the ThumbHash placeholder behind the image until it loads', async () => {
    const { picture, img } = renderPhoto();
    const expected = await placeholderDataUrl(THUMBHASH);
    expect(expected).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(picture.getAttribute('data-placeholder')).toBe('true'));
    expect(picture.style.backgroundImage).toContain(expected);
    fireEvent.load(img);
    expect(picture.hasAttribute('data-placeholder')).toBe(false);
    expect(picture.style.backgroundImage).toBe('');
  });

  it('draws no blurred placeholder when asked not to (a main image the app starts after)', async () => {
    const blurred = renderPhoto();
    const plain = renderPhoto({ blur: false });
    // Once the other photo's blur is drawn, this one's would have been too.
    await waitFor(() => expect(blurred.picture.getAttribute('data-placeholder')).toBe('true'));
    expect(plain.picture.hasAttribute('data-placeholder')).toBe(false);
    expect(plain.picture.style.backgroundImage).toBe('');
    expect(plain.picture.style.backgroundColor).not.toBe('');
  });

  it('decodes no placeholder for an image already loaded when React starts', () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', {
      configurable: true,
      get: () => true,
    });
    try {
      const { picture } = renderPhoto();
      expect(picture.hasAttribute('data-placeholder')).toBe(false);
      expect(picture.style.backgroundImage).toBe('');
      // The average colour is there all the same (it comes with the HTML).
      expect(picture.style.backgroundColor).not.toBe('');
    } finally {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    }
  });

  it('leaves out a format with no derivatives and survives an unreadable placeholder', async () => {
    const photo = publicPhoto({ placeholder: '%%%' });
    const { container } = render(
      <ResponsivePhoto photo={{ ...photo, images: { ...photo.images, avif: [] } }} sizes="100vw" />,
    );
    const types = [...container.querySelectorAll('source')].map((s) => s.getAttribute('type'));
    expect(types).toEqual(['image/webp']);
    expect(container.querySelector('picture')?.hasAttribute('data-placeholder')).toBe(false);
    expect(await placeholderDataUrl('')).toBeNull();
    expect(await placeholderDataUrl('%%%')).toBeNull();
  });
});
