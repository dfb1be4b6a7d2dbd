import { describe, expect, it } from 'vitest';
import { siteConfig } from '@test/render-app';
import {
  absoluteUrl,
  businessJsonLd,
  businessReference,
  identityFromSiteConfig,
  postalAddressOf,
  websiteJsonLd,
} from './structured-data';

const publicUrl = 'https://tienda.example';

describe('the business as schema.org JSON-LD', () => {
  it('is built from the site configuration: name, contact and social profiles', () => {
    const identity = identityFromSiteConfig(
      siteConfig({
        instagramUrl: 'https://instagram.com/lumen',
        facebookUrl: 'https://facebook.com/lumen',
      }),
    );
    expect(businessJsonLd(identity, publicUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': 'https://tienda.example/#negocio',
      name: 'Estudio Lumen',
      legalName: 'Lumen Fotografía S.L.',
      url: 'https://tienda.example/',
      email: 'hola@lumen.es',
      telephone: '+34 911 222 333',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle Mayor 1',
        postalCode: '28013',
        addressLocality: 'Madrid',
        addressCountry: 'ES',
      },
      sameAs: ['https://instagram.com/lumen', 'https://facebook.com/lumen'],
    });
  });

  it('reads a one-line Spanish address, and guesses nothing from one it cannot read', () => {
    expect(postalAddressOf('Calle del Pez 27, 2º B, 28004 Madrid')).toEqual({
      streetAddress: 'Calle del Pez 27, 2º B',
      postalCode: '28004',
      addressLocality: 'Madrid',
      addressCountry: 'ES',
    });
    expect(postalAddressOf('Madrid')).toBeNull();
    expect(postalAddressOf('Calle Mayor 1, Madrid')).toBeNull();
    expect(postalAddressOf('')).toBeNull();
  });

  it('leaves out what is not known rather than writing it blank', () => {
    const identity = identityFromSiteConfig(siteConfig({ contactPhone: '  ', address: '' }));
    const data = businessJsonLd(identity, publicUrl);
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('address');
  });

  it('takes a richer identity (legal name, address) when there is one', () => {
    const data = businessJsonLd(
      {
        name: 'Estudio Lumen',
        legalName: 'Lumen Fotografía S.L.',
        address: {
          streetAddress: 'Calle Mayor 1',
          postalCode: '28013',
          addressLocality: 'Madrid',
          addressCountry: 'ES',
        },
        sameAs: [],
      },
      publicUrl,
    );
    expect(data).toMatchObject({
      legalName: 'Lumen Fotografía S.L.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle Mayor 1',
        postalCode: '28013',
        addressLocality: 'Madrid',
        addressCountry: 'ES',
      },
    });
  });

  it('is named by the same @id from other objects and from the site', () => {
    const identity = identityFromSiteConfig(siteConfig());
    const id = businessJsonLd(identity, publicUrl)['@id'];
    expect(businessReference(identity, publicUrl)['@id']).toBe(id);
    expect(websiteJsonLd(identity, publicUrl).publisher).toEqual({ '@id': id });
  });
});

describe('absoluteUrl', () => {
  it('prefixes local paths with the public URL and keeps absolute ones (a bucket, a CDN)', () => {
    expect(absoluteUrl(publicUrl, '/media/a.jpg')).toBe('https://tienda.example/media/a.jpg');
    expect(absoluteUrl(publicUrl, 'media/a.jpg')).toBe('https://tienda.example/media/a.jpg');
    expect(absoluteUrl(publicUrl, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});
