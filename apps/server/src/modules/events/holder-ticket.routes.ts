import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  holderTicketQuerySchema,
  holderTicketSchema,
  ticketParamsSchema,
} from '@shop/contracts';
import { binaryResponse } from '#src/lib/binary-response';
import type { TicketsService } from './tickets.service';

const NO_STORE = 'private, no-store';
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * One ticket by its holder's signed link (`?token=`), for anyone who has it: the link is the
 * proof, as the buyer's order link is (docs/rules/events.md#a-holders-link). One person's
 * ticket and its code: never cached.
 */
export const holderTicketRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (
  app,
  { tickets },
) => {
  app.get(
    '/events/tickets/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary:
          "One ticket by its holder's signed link: the event and the ticket with its QR code; a wrong token, or one from before the ticket changed hands, is a 404",
        params: ticketParamsSchema,
        querystring: holderTicketQuerySchema,
        response: { 200: holderTicketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await tickets.byLink(request.params.id, request.query.token ?? '');
      return reply.header('cache-control', NO_STORE).send(found);
    },
  );

  app.get(
    '/events/tickets/:id/pdf',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'That ticket as a PDF, by the same link (a valid ticket only)',
        params: ticketParamsSchema,
        querystring: holderTicketQuerySchema,
        response: { 200: binaryResponse('application/pdf', 'A PDF of one ticket'), ...errors },
      },
    },
    async (request, reply) => {
      const { file, name } = await tickets.pdfByLink(request.params.id, request.query.token ?? '');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', NO_STORE)
        .send(file);
    },
  );
};
