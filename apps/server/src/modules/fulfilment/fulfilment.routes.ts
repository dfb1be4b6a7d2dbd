import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutApi,
  errorBodySchema,
  prodigiEnvironmentResponseSchema,
  type ProdigiEnvironmentName,
  testOrderRequestSchema,
  testOrderResponseSchema,
} from '@shop/contracts';
import { parseProdigiCallback, ProdigiError, type Callback } from '@shop/prodigi';
import { sameSecret } from '#src/infra/secrets';
import { binaryResponse } from '#src/lib/binary-response';
import { invalidData, notAllowed, notFound } from '#src/lib/errors';
import type { OriginalStorage } from '#src/lib/original-storage';
import { orderPrintFileKey } from '#src/modules/orders/orders.port';
import type { PrintFileLinks } from './print-file-links';
import type { createCallbackHandler } from './prodigi-callbacks';
import type { createTestOrders } from './test-orders';

const receivedSchema = z.object({ received: z.literal(true) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Prodigi's callbacks, the lab's downloads of print files, and the admin's test order. */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{
  links: PrintFileLinks;
  originals: Pick<OriginalStorage, 'read'>;
  callbackSecret: string;
  handleCallback: ReturnType<typeof createCallbackHandler>;
  createTestOrder: ReturnType<typeof createTestOrders>;
  environment: ProdigiEnvironmentName;
}> = async (
  app,
  { links, originals, callbackSecret, handleCallback, createTestOrder, environment },
) => {
  app.get(
    '/print-files/:orderId/:index',
    {
      // The signature is the credential: Prodigi's downloader sends no other.
      config: { access: 'public' },
      schema: {
        tags: ['fulfilment'],
        summary: "An order's full-resolution print file, for the lab (signed, expiring link)",
        params: z.object({
          orderId: z.string().max(64),
          index: z.coerce.number().int().min(0).max(99),
        }),
        querystring: z.object({
          expires: z.coerce.number().int(),
          signature: z.string().max(100),
        }),
        response: {
          200: binaryResponse('image/jpeg', 'The print file, a JPEG'),
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { orderId, index } = request.params;
      const { expires, signature } = request.query;
      if (!UUID.test(orderId) || !links.verify(orderId, index, expires, signature)) {
        throw notAllowed('El enlace del archivo de impresión no es válido o ha caducado.');
      }
      const file = await originals.read(orderPrintFileKey(orderId, index));
      if (!file) throw notFound('El archivo de impresión no existe.');
      reply
        .type('image/jpeg')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="pedido-${orderId}-${index}.jpg"`);
      if (file.size > 0) reply.header('Content-Length', file.size);
      // A stream is sent as it is (no serializer runs for it).
      return reply.send(file.stream as never);
    },
  );

  app.post(
    checkoutApi.prodigiCallback,
    {
      // Prodigi signs nothing: the secret in the URL we gave it is the credential.
      config: { access: 'public' },
      schema: {
        tags: ['fulfilment'],
        summary: "Prodigi's order callbacks (CloudEvents); the URL carries the shop's secret",
        querystring: z.object({ secret: z.string().max(200).optional() }),
        // Read by parseProdigiCallback, which refuses what is not one of Prodigi's callbacks.
        body: z
          .unknown()
          .meta({ type: 'object', description: "Prodigi's order callback (a CloudEvent)" }),
        response: { 200: receivedSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!sameSecret(request.query.secret ?? '', callbackSecret)) throw notAllowed();
      let callback: Callback;
      try {
        callback = parseProdigiCallback(request.body);
      } catch (err) {
        if (err instanceof ProdigiError) throw invalidData('El aviso de Prodigi no es válido.');
        throw err;
      }
      const result = await handleCallback(callback);
      if (result === 'unknown_order') {
        request.log.warn(
          { prodigiOrderId: callback.data.order.id, type: callback.type },
          'Prodigi callback for an order we do not know',
        );
      }
      // Answered 200 either way: a retry would not make an unknown order known.
      return reply.code(200).send({ received: true });
    },
  );

  app.post(
    checkoutApi.testOrder,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['fulfilment'],
        summary:
          "Admin's test order: 1 copy of the photo's variant, shipped Budget, sent to Prodigi and never charged to the shop's buyer; on Prodigi's live API it needs confirmLive (Prodigi bills it)",
        body: testOrderRequestSchema,
        response: {
          201: testOrderResponseSchema,
          400: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await createTestOrder(request.body)),
  );

  app.get(
    checkoutApi.prodigiEnvironment,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['fulfilment'],
        summary:
          "Which Prodigi the server talks to: its simulator, Prodigi's sandbox or Prodigi's live API (billed)",
        response: { 200: prodigiEnvironmentResponseSchema },
      },
    },
    () => ({ environment }),
  );
};
