import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendeeListSchema,
  attendeeQuerySchema,
  checkInRequestSchema,
  checkInResultSchema,
  errorBodySchema,
  eventParamsSchema,
} from '@shop/contracts';
import type { Attendees } from './attendees.service';
import { textResponse } from '#src/lib/binary-response';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** An event's attendees and its door (admin only). */
export const attendeesRoutes: FastifyPluginAsyncZod<{ attendees: Attendees }> = async (
  app,
  { attendees },
) => {
  app.get(
    '/events/admin/:id/attendees',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events', 'admin'],
        summary:
          "An event's tickets: holder, type, order, paid or free, checked in; `q` searches names, emails and references",
        params: eventParamsSchema,
        querystring: attendeeQuerySchema,
        response: { 200: attendeeListSchema, ...errors },
      },
    },
    async (request) => attendees.list(request.params.id, request.query.q),
  );

  app.get(
    '/events/admin/:id/attendees.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events', 'admin'],
        summary:
          "An event's tickets as CSV (UTF-8 with BOM, `;`, cells that could be formulas quoted as text)",
        params: eventParamsSchema,
        response: {
          200: textResponse('text/csv', 'The attendees as CSV (semicolons, UTF-8 with BOM)'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { csv, event } = await attendees.csv(request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="asistentes-${event.id}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    '/events/admin/:id/check-in',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events', 'admin'],
        summary:
          'Checks a ticket in by its QR code or its id: admitted, or already admitted (when); another event’s, a cancelled, replaced or forged one is refused',
        params: eventParamsSchema,
        body: checkInRequestSchema,
        response: { 200: checkInResultSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => attendees.checkIn(request.params.id, request.body),
  );
};
