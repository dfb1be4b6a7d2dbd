import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactApi,
  contactMessageBodySchema,
  contactMessageSchema,
  contactMessagesPageSchema,
  contactMessagesQuerySchema,
  contactMessageUpdateSchema,
  contactReceiptSchema,
  deskItemParamsSchema,
  errorBodySchema,
  withdrawalBodySchema,
  withdrawalReceiptSchema,
  withdrawalRequestSchema,
  withdrawalsPageSchema,
  withdrawalsQuerySchema,
  withdrawalUpdateSchema,
} from '@shop/contracts';
import type { ContactService } from './contact.service';

const publicErrors = { 400: errorBodySchema, 429: errorBodySchema };
const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };
const NO_STORE = 'no-store';

/** The customer desk: the public forms and the admin's inbox. Thin: the service decides. */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (
  app,
  { service },
) => {
  app.post(
    contactApi.message,
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary:
          'A message for the photographer: stored and emailed (Reply-To: the sender); 5 per hour per address',
        body: contactMessageBodySchema,
        response: { 201: contactReceiptSchema, ...publicErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.sendMessage(request.body, request.clientAddress)),
  );

  app.post(
    contactApi.withdrawals,
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary:
          'A withdrawal declaration (art. 11a CRD): stored, acknowledged by email to the consumer with its date, time and content, and sent to the photographer; 5 per hour per address',
        body: withdrawalBodySchema,
        response: { 201: withdrawalReceiptSchema, ...publicErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.requestWithdrawal(request.body, request.clientAddress)),
  );

  app.get(
    contactApi.adminMessages,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Messages from /contact, newest first; `unread=true` keeps the unread ones',
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagesPageSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return service.listMessages(request.query);
    },
  );

  app.patch(
    '/admin/contact-messages/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Marks a message read or unread',
        params: deskItemParamsSchema,
        body: contactMessageUpdateSchema,
        response: {
          200: contactMessageSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request) => service.setRead(request.params.id, request.body.read),
  );

  app.delete(
    '/admin/contact-messages/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Deletes a message for good',
        params: deskItemParamsSchema,
        response: { 204: z.null(), 400: errorBodySchema, 404: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await service.deleteMessage(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    contactApi.adminWithdrawals,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Withdrawal requests, newest first; `status` keeps those in it',
        querystring: withdrawalsQuerySchema,
        response: { 200: withdrawalsPageSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return service.listWithdrawals(request.query);
    },
  );

  app.patch(
    '/admin/withdrawals/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Sets what became of a withdrawal (received, refunded, rejected: with a note)',
        params: deskItemParamsSchema,
        body: withdrawalUpdateSchema,
        response: {
          200: withdrawalRequestSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request) => service.updateWithdrawal(request.params.id, request.body),
  );
};
