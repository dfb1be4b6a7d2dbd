import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskOrderDetailSchema,
  deskOrderListSchema,
  deskRetrySchema,
  errorBodySchema,
  ordersDeskApi as api,
  ordersDeskFilterSchema,
  ordersDeskQuerySchema,
} from '@shop/contracts';
import { textResponse } from '#src/lib/binary-response';
import type { OrdersDesk } from './orders-desk';
import { shopTime } from './orders-desk';

const params = z.object({ orderId: z.string().min(1).max(64) });
const tags = ['orders-desk'];

/** The shop's orders desk: the list, the CSV, one order, and a retry (admin only). */
export const ordersDeskRoutes: FastifyPluginAsyncZod<{ desk: OrdersDesk }> = async (
  app,
  { desk },
) => {
  app.get(
    api.list,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The shop's orders, newest first, by state, days and buyer email or number",
        querystring: ordersDeskQuerySchema,
        response: { 200: deskOrderListSchema, 400: errorBodySchema },
      },
    },
    async (request) => desk.list(request.query),
  );

  app.get(
    api.exportCsv,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The same orders as CSV (semicolons, UTF-8), safe to open in a spreadsheet',
        querystring: ordersDeskFilterSchema,
        response: {
          200: textResponse('text/csv', 'The orders as CSV (semicolons, UTF-8 with BOM)'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const day = shopTime(new Date()).slice(0, 10);
      const lines = await desk.csv(request.query);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="pedidos-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is (never serialized); the schema documents its text.
          .send(Readable.from(lines) as unknown as string)
      );
    },
  );

  app.get(
    api.detail,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One order: its lines, money, recipient and what was done to it',
        params,
        response: { 200: deskOrderDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => desk.detail(request.params.orderId),
  );

  app.post(
    api.retry,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Sends an order's failed prints to Prodigi again (never a second Prodigi order)",
        params,
        response: { 202: deskRetrySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(202).send(await desk.retry(request.params.orderId)),
  );
};
