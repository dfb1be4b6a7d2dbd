import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, salesApi, salesOverviewSchema, salesQuerySchema } from '@shop/contracts';
import type { SalesOverviewService } from './sales-overview';

/** The admin's sales overview: a year's figures by month and kind. */
export const salesOverviewRoutes: FastifyPluginAsyncZod<{ sales: SalesOverviewService }> = async (
  app,
  { sales },
) => {
  app.get(
    salesApi.overview,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sales'],
        summary:
          "A year's sales by month, prints and tickets: orders, takings, refunds, net, IVA, average order",
        querystring: salesQuerySchema,
        response: { 200: salesOverviewSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sales.overview(request.query.year);
    },
  );
};
