import { describe, expect, it } from 'vitest';
import { EVENT_ID, publicEvent, ticketType } from '@test/event-fixtures';
import { siteConfig } from '@test/render-app';
import { EVENT_COVER_SIZES } from './event-page';
import { eventJsonLd, eventPageMeta } from './event-page-meta';

const context = { site: siteConfig(), publicUrl: 'https://tienda.example' };
const pageUrl = `https://tienda.example/events/${EVENT_ID}`;

describe('eventPageMeta', () => {
  it('titles the page with the event, says when and where, shares the cover and preloads it', () => {
    const meta = eventPageMeta(publicEvent(), context);
    expect(meta.title).toBe('Paseo fotográfico al amanecer');
    expect(meta.description).toBe(
      'sábado, 12 de diciembre de 2026, 10:00 (hora peninsular), en Plaza Mayor. Luz del alba & arquitectura.',
    );
    expect(meta.image).toEqual({
      url: expect.stringMatching(/-1440\.jpg$/) as unknown,
      width: 1440,
      height: 960,
      alt: 'Paseo fotográfico al amanecer',
    });
    expect(meta.preloadImage).toMatchObject({ type: 'image/avif', sizes: EVENT_COVER_SIZES });
    expect(meta.preloadImage?.srcset).toContain('-2048.avif 2048w');
  });

  it('keeps the description to what search results show', () => {
    const long = `<p>${'Texto largo del paseo. '.repeat(30)}</p>`;
    expect(
      eventPageMeta(publicEvent({ descriptionHtml: long }), context).description?.length,
    ).toBeLessThanOrEqual(160);
  });

  it('shares nothing without a cover, and titles a missing event as the page says it', () => {
    const meta = eventPageMeta(publicEvent({ cover: null }), context);
    expect(meta.image).toBeUndefined();
    expect(meta.preloadImage).toBeUndefined();
    expect(eventPageMeta(undefined, context)).toEqual({ title: 'No encontramos ese evento.' });
  });
});

describe('eventJsonLd', () => {
  it('describes the event as a schema.org Event with the venue’s offsets and its offers', () => {
    const event = publicEvent({
      ticketTypes: [
        ticketType({ id: 'a', name: 'Entrada general', priceCents: 2500 }),
        ticketType({ id: 'b', name: 'Acompañante', priceCents: 0, available: 0, sale: 'sold_out' }),
        ticketType({
          id: 'c',
          name: 'Anticipada',
          priceCents: 1990,
          sale: 'not_started',
          salesStartAt: '2026-11-01T09:00:00.000Z',
        }),
      ],
    });
    expect(eventJsonLd(event, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      '@id': `${pageUrl}#evento`,
      url: pageUrl,
      name: 'Paseo fotográfico al amanecer',
      description: 'Luz del alba & arquitectura.',
      startDate: '2026-12-12T10:00:00+01:00',
      endDate: '2026-12-12T13:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Plaza Mayor',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Plaza Mayor 1',
          postalCode: '28012',
          addressLocality: 'Madrid',
          addressCountry: 'ES',
        },
      },
      image: [expect.stringMatching(/^https:\/\/tienda\.example\/media\/.*-2048\.jpg$/) as unknown],
      organizer: expect.objectContaining({
        '@id': 'https://tienda.example/#negocio',
        name: 'Estudio Lumen',
      }) as unknown,
      inLanguage: 'es-ES',
      offers: [
        {
          '@type': 'Offer',
          name: 'Entrada general',
          price: '25.00',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: pageUrl,
        },
        {
          '@type': 'Offer',
          name: 'Acompañante',
          price: '0.00',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/SoldOut',
          url: pageUrl,
        },
        {
          '@type': 'Offer',
          name: 'Anticipada',
          price: '19.90',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/PreOrder',
          url: pageUrl,
          validFrom: '2026-11-01T10:00:00+01:00',
        },
      ],
    });
  });

  it('says a cancelled event is cancelled, and an online link makes it mixed attendance', () => {
    const data = eventJsonLd(
      publicEvent({
        status: 'cancelled',
        onlineUrl: 'https://meet.example.com/alba',
        venueAddress: 'Junto a la fuente',
        cover: null,
      }),
      context,
    );
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(data.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(data.location).toEqual([
      {
        '@type': 'Place',
        name: 'Plaza Mayor',
        // An address that is not 'street, postal code town' is kept whole.
        address: { '@type': 'PostalAddress', streetAddress: 'Junto a la fuente' },
      },
      { '@type': 'VirtualLocation', url: 'https://meet.example.com/alba' },
    ]);
    expect(data).not.toHaveProperty('image');
  });

  it('keeps absolute image URLs (media on a bucket) as they are', () => {
    const event = publicEvent();
    const cover = event.cover;
    if (!cover) throw new Error('no cover');
    const data = eventJsonLd(
      {
        ...event,
        cover: {
          ...cover,
          images: { ...cover.images, jpeg: [{ width: 1440, url: 'https://cdn.example/c.jpg' }] },
        },
      },
      context,
    );
    expect(data.image).toEqual(['https://cdn.example/c.jpg']);
  });
});
