import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogDetailsParamsSchema,
  catalogDetailsSchema,
  catalogLookupBodySchema,
  catalogLookupSchema,
  errorBodySchema,
} from '@shop/contracts';
import type { ProdigiProducts } from './prodigi-products';

/** Product details change rarely; a CDN may keep them a few minutes. */
const DETAILS_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

const providerErrors = { 404: errorBodySchema, 502: errorBodySchema };

/** Prodigi's product data: the admin's lookup by SKU and the buyer's attributes of a SKU. */
export const prodigiProductsRoutes: FastifyPluginAsyncZod<{ products: ProdigiProducts }> = async (
  app,
  { products },
) => {
  app.post(
    '/prodigi/catalog/lookup',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['print-catalog', 'admin'],
        summary: "Prodigi's data for a SKU, to fill the catalogue product form (saves nothing)",
        body: catalogLookupBodySchema,
        response: {
          200: catalogLookupSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          ...providerErrors,
        },
      },
    },
    async (request) => products.lookup(request.body.sku),
  );

  app.get(
    '/prodigi/catalog/details/:sku',
    {
      config: { access: 'public' },
      schema: {
        tags: ['print-catalog'],
        summary: 'The attributes a buyer chooses for a SKU (and all of its attributes)',
        params: catalogDetailsParamsSchema,
        response: { 200: catalogDetailsSchema, 400: errorBodySchema, ...providerErrors },
      },
    },
    async (request, reply) => {
      const details = await products.details(request.params.sku);
      void reply.header('cache-control', DETAILS_CACHE_CONTROL);
      return details;
    },
  );
};
