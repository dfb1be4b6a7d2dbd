import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  reconciliationApi as api,
  reconciliationMessages as msg,
  reconciliationReportSchema,
} from '@shop/contracts';
import { notFound } from '#src/lib/errors';
import type { Reconciliation } from './reconciliation';

const tags = ['orders-management'];

/** The admin's reconciliation: the button (a run now) and the last report. */
export const reconciliationRoutes: FastifyPluginAsyncZod<{
  reconciliation: Reconciliation;
}> = async (app, { reconciliation }) => {
  app.post(
    api.runs,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Reconciles the paid orders with Stripe and Prodigi now and answers the report (409 while a run is under way)',
        response: { 201: reconciliationReportSchema, 409: errorBodySchema },
      },
    },
    async (_request, reply) => reply.code(201).send(await reconciliation.run('admin')),
  );

  app.get(
    api.latest,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The last reconciliation's report: when, who started it, counts and findings",
        response: { 200: reconciliationReportSchema, 404: errorBodySchema },
      },
    },
    async () => {
      const report = await reconciliation.latest();
      if (!report) throw notFound(msg.noneYet);
      return report;
    },
  );
};
