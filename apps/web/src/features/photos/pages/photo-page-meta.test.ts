import { describe, expect, it } from 'vitest';
import { publicPhoto } from '@test/photo-fixtures';
import { siteConfig } from '@test/render-app';
import { photographJsonLd, photoPageMeta, shortDescription } from './photo-page-meta';

const context = { site: siteConfig(), publicUrl: 'https://tienda.example' };

describe('photoPageMeta', () => {
  it('describes a photo without a description by its title and the site', () => {
    const meta = photoPageMeta(publicPhoto({ title: 'Dunas', description: '' }), context);
    expect(meta.description).toBe('Fotografía «Dunas» de Estudio Lumen.');
  });

  it('shares the 960 px rendition of a portrait photo (1440 px tall)', () => {
    const meta = photoPageMeta(publicPhoto({ width: 2000, height: 3000 }), context);
    expect(meta.image).toMatchObject({ url: '/media/photos/p1-960.jpg', width: 960, height: 1440 });
  });

  it('titles a missing photo as the page says it', () => {
    expect(photoPageMeta(undefined, context)).toEqual({ title: 'No encontramos esta fotografía.' });
  });
});

describe('photographJsonLd', () => {
  it('offers the photo at its reference price, and only when it has one', () => {
    expect(photographJsonLd(publicPhoto({ price: 120 }), context).offers).toEqual({
      '@type': 'Offer',
      price: '120.00',
      priceCurrency: 'EUR',
      url: 'https://tienda.example/photo/p1',
      seller: { '@id': 'https://tienda.example/#negocio' },
    });
    expect(photographJsonLd(publicPhoto({ price: null }), context)).not.toHaveProperty('offers');
  });

  it('keeps absolute image URLs (media on a bucket) as they are', () => {
    const photo = publicPhoto({
      images: {
        avif: [],
        webp: [],
        jpeg: [{ width: 1440, url: 'https://cdn.example/p1-1440.jpg' }],
      },
    });
    expect(photographJsonLd(photo, context).image).toMatchObject({
      contentUrl: 'https://cdn.example/p1-1440.jpg',
    });
  });

  it('leaves out what the photo does not say', () => {
    const data = photographJsonLd(
      publicPhoto({
        description: '',
        tags: [],
        metadata: { camera: null, lens: null, location: null, shotAt: null },
      }),
      context,
    );
    for (const key of ['description', 'keywords', 'contentLocation', 'dateCreated']) {
      expect(data).not.toHaveProperty(key);
    }
  });
});

describe('shortDescription', () => {
  it('keeps a short text on one line as it is', () => {
    expect(shortDescription('Un faro\n  de noche.')).toBe('Un faro de noche.');
  });

  it('cuts a long one at a word, with an ellipsis, within the limit', () => {
    const text = 'palabra '.repeat(40);
    const short = shortDescription(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short).toMatch(/palabra…$/);
  });
});
