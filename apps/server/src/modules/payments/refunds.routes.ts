import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  orderMoneySchema,
  refundRequestSchema,
  refundResponseSchema,
} from '@shop/contracts';
import { callerOf } from '#src/infra/access-control';
import { refundBody, type PaymentsLedger } from './ledger';

const orderParams = z.object({ orderId: z.uuid() });
const tags = ['payments'];

/** The admin's view of an order's money, and its refunds (full or partial). */
export const refundsRoutes: FastifyPluginAsyncZod<{ ledger: PaymentsLedger }> = async (
  app,
  { ledger },
) => {
  app.get(
    '/admin/orders/:orderId/money',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "An order's payments ledger: taken, refunded, left to refund, the card",
        params: orderParams,
        response: { 200: orderMoneySchema, 404: errorBodySchema },
      },
    },
    async (request) => ledger.money(request.params.orderId),
  );

  app.post(
    '/admin/orders/:orderId/refunds',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Refunds an order through the payment provider: the amount given, or all that is left',
        params: orderParams,
        body: refundRequestSchema,
        response: {
          201: refundResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await ledger.refund({
        orderId: request.params.orderId,
        ...(request.body.amountCents === undefined
          ? {}
          : { amountCents: request.body.amountCents }),
        reason: request.body.reason ?? null,
        origin: 'admin',
        requestedBy: callerOf(request).id,
      });
      return reply.code(201).send({ refund: refundBody(result.refund), money: result.money });
    },
  );
};
