import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSiteContentSchema,
  errorBodySchema,
  legalDocumentParamsSchema,
  legalDocumentSchema,
  publicSiteContentSchema,
  siteConfigSchema,
  siteContentSectionParamsSchema,
  siteContentUpdateBodySchema,
} from '@shop/contracts';
import { callerOf } from '#src/infra/access-control';
import type { SiteService } from './site.service';

/**
 * Public reads: browsers ask again each time, a CDN keeps them 30 s. No
 * stale-while-revalidate: browsers apply it too, answering from their stale copy while a
 * background request refreshes it, so a page could show an identity edited a minute ago.
 */
const PUBLIC_READ = 'public, max-age=0, s-maxage=30';

const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

/** The site: its public configuration, content and legal pages; the admin's editing. */
export const siteRoutes: FastifyPluginAsyncZod<{
  service: SiteService;
  googleClientId: string | null;
}> = async (app, { service, googleClientId }) => {
  app.get(
    '/site/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Public site configuration: the business identity the footer shows',
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', PUBLIC_READ);
      const identity = await service.identity();
      return {
        siteName: identity.tradingName,
        legalName: identity.legalName,
        taxId: identity.taxId,
        address: identity.address,
        contactEmail: identity.contactEmail,
        contactPhone: identity.contactPhone,
        instagramUrl: identity.instagramUrl || null,
        facebookUrl: identity.facebookUrl || null,
        googleClientId,
      };
    },
  );

  app.get(
    '/site/content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: "The public pages' edited content, Markdown rendered to safe HTML",
        response: { 200: publicSiteContentSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', PUBLIC_READ);
      return service.publicContent();
    },
  );

  app.get(
    '/site/legal/:document',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'A legal page (notice, privacy, cookie, terms) written from the business identity',
        params: legalDocumentParamsSchema,
        response: { 200: legalDocumentSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', PUBLIC_READ);
      return service.legalDocument(request.params.document);
    },
  );

  app.get(
    '/admin/site-content',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['site', 'admin'],
        summary: "The site's content as the admin edits it (Markdown), with versions and images",
        response: { 200: adminSiteContentSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.adminContent();
    },
  );

  app.put(
    '/admin/site-content/:section',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['site', 'admin'],
        summary:
          'Save one section (identity, home, services, about, partner, comingSoon) read at `version`; 409 when someone saved it since',
        params: siteContentSectionParamsSchema,
        body: siteContentUpdateBodySchema,
        response: {
          200: adminSiteContentSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request) =>
      service.saveSection(request.params.section, request.body, callerOf(request).id),
  );
};
