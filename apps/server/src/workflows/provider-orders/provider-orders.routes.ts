import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  PRODIGI_ORDER_ID,
  providerOrderMessages as msg,
  providerOrderActionResultSchema,
  providerOrderActionsSchema,
  providerOrderListQuerySchema,
  providerOrderListSchema,
  providerOrdersApi as api,
  providerOrderSchema,
  updateMetadataBodySchema,
  updateRecipientBodySchema,
  updateShippingBodySchema,
} from '@shop/contracts';
import { callerOf } from '#src/infra/access-control';
import type { ActionRequest, ProviderOrders } from './provider-orders';

const params = z.object({ id: z.string().regex(PRODIGI_ORDER_ID, msg.badOrderId) });
const tags = ['orders-management'];
const failures = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
};

/** The admin's orders at Prodigi: list, detail, what can be done, and doing it (audited). */
export const providerOrdersRoutes: FastifyPluginAsyncZod<{ orders: ProviderOrders }> = async (
  app,
  { orders },
) => {
  app.get(
    api.list,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Prodigi's orders, a page at a time, by stage, creation date, ids or references",
        querystring: providerOrderListQuerySchema,
        response: { 200: providerOrderListSchema, ...failures },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    api.detail,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One order at Prodigi',
        params,
        response: { 200: providerOrderSchema, ...failures },
      },
    },
    async (request) => orders.detail(request.params.id),
  );

  app.get(
    api.actions,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Which actions Prodigi allows on the order now',
        params,
        response: { 200: providerOrderActionsSchema, ...failures },
      },
    },
    async (request) => orders.availability(request.params.id),
  );

  const action = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B | null,
    toRequest: (body: z.output<B>) => ActionRequest,
  ) =>
    app.post(
      path,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary,
          params,
          ...(body ? { body } : {}),
          response: { 200: providerOrderActionResultSchema, ...failures },
        },
      },
      async (request) =>
        orders.act(request.params.id, toRequest(request.body as z.output<B>), {
          kind: 'admin',
          userId: callerOf(request).id,
        }),
    );

  action(api.cancel, 'Cancels the order at Prodigi; ours is cancelled and refunded', null, () => ({
    action: 'cancel',
  }));
  action(
    api.updateShipping,
    "Changes the order's shipping method",
    updateShippingBodySchema,
    (b) => ({
      action: 'update-shipping',
      shippingMethod: b.shippingMethod,
    }),
  );
  action(
    api.updateRecipient,
    'Changes who receives the order and where (ours follows)',
    updateRecipientBodySchema,
    (b) => ({ action: 'update-recipient', recipient: b }),
  );
  action(api.updateMetadata, "Replaces the order's metadata", updateMetadataBodySchema, (b) => ({
    action: 'update-metadata',
    metadata: b.metadata,
  }));
};
