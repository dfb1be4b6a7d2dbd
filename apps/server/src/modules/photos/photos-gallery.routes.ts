import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  featuredBodySchema,
  galleryOrderBodySchema,
  galleryOrderSchema,
  galleryPageSchema,
  galleryQuerySchema,
  galleryTagsSchema,
} from '@shop/contracts';
import type { GalleryService } from './photos-gallery.service';
import { sendCached } from './photos.routes';
import type { PublicReads } from './public-reads';

/** The whole gallery for visitors, and its order for the admin. */
export const galleryRoutes: FastifyPluginAsyncZod<{
  gallery: GalleryService;
  reads: PublicReads;
}> = async (app, { gallery, reads }) => {
  app.get(
    '/photos/gallery',
    {
      config: { access: 'public' },
      schema: {
        tags: ['photos'],
        summary: 'The whole gallery, a page at a time, in the admin’s order (keyset cursor)',
        querystring: galleryQuerySchema,
        response: { 200: galleryPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await reads.gallery(request.query)),
  );

  app.get(
    '/photos/tags',
    {
      config: { access: 'public' },
      schema: {
        tags: ['photos'],
        summary: 'Tags of the visible photos, with how many photos carry each',
        response: { 200: galleryTagsSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await reads.tags()),
  );

  app.get(
    '/photos/order',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary: 'Every photo’s place in the gallery, in gallery order',
        response: { 200: galleryOrderSchema, 403: errorBodySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return gallery.order();
    },
  );

  app.put(
    '/photos/order',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary: 'Reorder the gallery: every placed photo’s id, in order',
        body: galleryOrderBodySchema,
        response: { 200: galleryOrderSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => gallery.setOrder(request.body.ids),
  );

  app.put(
    '/photos/:id/featured',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary: 'Feature a photo (it opens the gallery) or stop featuring it',
        params: z.object({ id: z.uuid() }),
        body: featuredBodySchema,
        response: {
          200: galleryOrderSchema.element,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => gallery.setFeatured(request.params.id, request.body.featured),
  );
};
