import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buyerAddressChangeSchema,
  buyerOrderActionResultSchema,
  buyerOrderMessages as msg,
  buyerOrderParamsSchema as params,
  buyerOrderQuerySchema as querystring,
  buyerOrderSchema,
  buyerOrdersApi as api,
  errorBodySchema,
  myOrdersQuerySchema,
  myOrdersSchema,
  purchasesSchema,
} from '@shop/contracts';
import { callerOf } from '#src/infra/access-control';
import { fastSerializerCompiler } from '#src/lib/fast-serializer';
import type { Limit } from '#src/infra/rate-limiter';
import type { Actor } from '#src/workflows/provider-orders/provider-orders';
import type { BuyerOrdersService } from './buyer-orders';

const tags = ['buyer-orders'];
const NO_STORE = 'private, no-store';

/** A buyer's changes to one order: each asks Prodigi, so a few an hour are plenty. */
const changesPerOrder: Limit = { name: 'buyer-order:changes', max: 10, windowSeconds: 3600 };

/**
 * The buyer's order page: public routes, each opening the order by its link's signature or
 * by the owner's session (anyone else gets the 404 a missing order gets); the account's
 * list of the caller's own orders.
 */
export const buyerOrdersRoutes: FastifyPluginAsyncZod<{ buyerOrders: BuyerOrdersService }> = async (
  app,
  { buyerOrders },
) => {
  /** The order the request may see (its signature, or its owner's session), and who acts. */
  async function opened(request: FastifyRequest, orderId: string, signature?: string) {
    const caller = await app.accessControl.callerIfSignedIn(request);
    const order = await buyerOrders.open(orderId, { signature, userId: caller?.id ?? null });
    const actor: Actor = { kind: 'buyer', userId: caller?.id ?? null };
    return { order, actor };
  }

  app.get(
    api.mine,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's orders, newest first, a page at a time (`nextCursor`)",
        querystring: myOrdersQuerySchema,
        response: { 200: myOrdersSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return buyerOrders.mine(callerOf(request).id, request.query.cursor);
    },
  );

  app.get(
    '/user/purchases',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary:
          'Everything the caller bought, prints and tickets, newest first: money, card, refunds, stage and tracking, invoices; what was spent and the events bought',
        response: { 200: purchasesSchema, 401: errorBodySchema },
      },
      // Hundreds of orders: written from the schema without checking each field again
      // (purchases.test.ts holds every answer to it).
      serializerCompiler: fastSerializerCompiler,
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return buyerOrders.purchases(callerOf(request).id);
    },
  );

  app.get(
    api.detail,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "One order for its buyer, by its link's signature or the owner's session: items, prices, stage, tracking and what may be done",
        params,
        querystring,
        response: { 200: buyerOrderSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { order, actor } = await opened(
        request,
        request.params.orderId,
        request.query.signature,
      );
      void reply.header('cache-control', NO_STORE);
      return buyerOrders.view(order, actor.userId);
    },
  );

  app.post(
    api.address,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Corrects the delivery address while Prodigi allows it (same country and tax territory); emailed to the buyer',
        params,
        querystring,
        body: buyerAddressChangeSchema,
        response: {
          200: buyerOrderActionResultSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { order, actor } = await opened(
        request,
        request.params.orderId,
        request.query.signature,
      );
      await app.rateLimiter.enforce([[changesPerOrder, order.id]], msg.tooManyChanges);
      return buyerOrders.changeAddress(order, request.body, actor);
    },
  );

  app.post(
    api.cancel,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Cancels the order while Prodigi allows it; what was paid is refunded to the card, and the buyer emailed',
        params,
        querystring,
        response: {
          200: buyerOrderActionResultSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { order, actor } = await opened(
        request,
        request.params.orderId,
        request.query.signature,
      );
      await app.rateLimiter.enforce([[changesPerOrder, order.id]], msg.tooManyChanges);
      return buyerOrders.cancel(order, actor);
    },
  );
};
