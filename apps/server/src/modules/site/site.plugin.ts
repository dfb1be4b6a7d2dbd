import fp from 'fastify-plugin';
import { derivativeUrls } from '#src/lib/derivative-urls';
import { PHOTOS_CHANGED } from '#src/modules/photos/photo-images.port';
import { refreshCookieName } from '#src/lib/session-cookie';
import { SITE_CONTENT_CHANGED } from './business-identity.port';
import { homePreloadTag } from './home-preload';
import { legalDocumentVersions } from './legal-documents';
import { createSiteRepository } from './site.repository';
import { siteRoutes } from './site.routes';
import { createSiteService } from './site.service';

/**
 * Domain: the site itself: the business identity (its port, `businessIdentity`, for emails
 * and pages), the content the photographer edits (hero, services, about, partner and
 * coming-soon texts), the legal pages written from them, and the public configuration; the
 * home page's hero photo (a gallery photo) and its preload in the page head. Images of the content are uploaded by the `site-images` plugin (it needs the photos
 * domain, which boots later).
 */
export const siteDomain = fp(
  async (app) => {
    const { config } = app;
    const repository = createSiteRepository(app.database.db);
    const service = createSiteService({
      repository,
      defaultIdentity: config.business,
      urls: derivativeUrls(app.storage.media),
      legal: {
        publicUrl: config.publicUrl,
        googleSignIn: config.auth.googleClientId !== null,
        sessionCookieName: refreshCookieName(config.auth.secureCookies),
        ossEnabled: config.vat.ossEnabled,
      },
      // The photos domain boots later (it needs orders, which need the identity): its port
      // is read when a page first asks, once every domain is registered.
      photos: {
        publicImage: (photoId) => app.photoImages.publicImage(photoId),
        newestPublicImage: () => app.photoImages.newestPublicImage(),
      },
      onChange: () => app.changes.publish(SITE_CONTENT_CHANGED),
      warn: (message, details) => app.log.warn(details, message),
    });
    await app.changes.subscribe(SITE_CONTENT_CHANGED, () => service.clear());
    // The hero is a gallery photo: a photo hidden, deleted or added may change it.
    await app.changes.subscribe(PHOTOS_CHANGED, () => service.clearPublic());
    app.decorate('businessIdentity', {
      current: () => service.identity(),
      termsVersion: legalDocumentVersions.terms.version,
    });
    app.decorate('siteContent', service);
    app.pageHead.add('/', () => homePreloadTag(service));
    await app.register(siteRoutes, {
      prefix: '/api',
      service,
      googleClientId: config.site.googleClientId,
    });
  },
  {
    name: 'site',
    dependencies: [
      'config',
      'database',
      'storage',
      'change-notifier',
      'access-control',
      'page-head',
    ],
    fastify: '5.x',
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's content service, for the site-images plugin of this domain only. */
    siteContent: ReturnType<typeof createSiteService>;
  }
}
