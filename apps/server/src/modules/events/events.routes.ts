import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AdminEvent,
  adminEventSchema,
  errorBodySchema,
  eventInputSchema,
  eventParamsSchema,
  myEventIdsSchema,
  myEventTicketsSchema,
  myTicketSchema,
  ticketTransferSchema,
  ticketParamsSchema,
  publicEventListSchema,
  publicEventSchema,
} from '@shop/contracts';
import { callerOf } from '#src/infra/access-control';
import { binaryResponse, textResponse } from '#src/lib/binary-response';
import type { EventsService } from './events.service';
import type { TicketsService } from './tickets.service';

const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };
/** An admin's change to one event: a bad field, no such event, a state that forbids it. */
const changeErrors = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  ...adminErrors,
};

/** Events: the visitors' reads, and the photographer's writes (admin only). */
export const eventsRoutes: FastifyPluginAsyncZod<{
  service: EventsService;
  tickets: TicketsService;
  /** Cancels an event and sets its refunds and emails going. */
  cancel: (id: string) => Promise<AdminEvent>;
  /** The event's seats may have changed: its waitlists move on. */
  seatsChanged: (eventId: string) => Promise<void>;
}> = async (app, { service, tickets, cancel, seatsChanged }) => {
  const ticketErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  app.get(
    '/events/mine/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['events'],
        summary: "The caller's tickets for an event (their QR codes), with the event",
        params: eventParamsSchema,
        response: { 200: myEventTicketsSchema, ...ticketErrors },
      },
    },
    async (request) => tickets.mine(callerOf(request), request.params.id),
  );

  app.put(
    '/events/mine/tickets/:id/holder',
    {
      config: { access: 'user' },
      schema: {
        tags: ['events'],
        summary:
          "Gives one of the caller's tickets to someone else: same seat, a new code and reference (the old code stops working), the ticket emailed to the new holder and a notice to the old one; 409 when it changed since the code version sent, or can no longer change",
        params: ticketParamsSchema,
        body: ticketTransferSchema,
        response: { 200: myTicketSchema, 409: errorBodySchema, ...ticketErrors },
      },
    },
    async (request) => tickets.changeHolder(callerOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/events/mine/:id/pdf',
    {
      config: { access: 'user' },
      schema: {
        tags: ['events'],
        summary: "The caller's valid tickets for an event as one PDF, a page each",
        params: eventParamsSchema,
        response: {
          200: binaryResponse('application/pdf', 'A PDF, a page per ticket'),
          ...ticketErrors,
        },
      },
    },
    async (request, reply) => {
      const { file, name } = await tickets.pdf(callerOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/events/event/:id/calendar',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'The event as a calendar file (.ics)',
        params: eventParamsSchema,
        response: {
          200: textResponse('text/calendar', 'The event as an iCalendar file'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="evento-${request.params.id}.ics"`)
        .send(await tickets.calendar(request.params.id)),
  );
  app.get(
    '/events/mine',
    {
      config: { access: 'user' },
      schema: {
        tags: ['events'],
        summary: 'The events the caller holds valid tickets for: their ids and their cards',
        response: { 200: myEventIdsSchema, 401: errorBodySchema },
      },
    },
    async (request) => tickets.myEvents(callerOf(request)),
  );

  app.get(
    '/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'The published events: upcoming (soonest first) and past (latest first)',
        response: { 200: publicEventListSchema },
      },
    },
    async () => service.listPublic(),
  );

  app.get(
    '/events/event/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary:
          'An event as its card and page show it (a cancelled one says so); a draft is a 404',
        params: eventParamsSchema,
        response: { 200: publicEventSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.getPublic(request.params.id),
  );

  app.get(
    '/events/admin',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events', 'admin'],
        summary: 'Every event, drafts and cancelled ones too, soonest first',
        response: { 200: z.array(adminEventSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.listForAdmin();
    },
  );

  app.post(
    '/events/admin',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events', 'admin'],
        summary: 'A new event, as a draft, with its ticket types (times on the venue’s clock)',
        body: eventInputSchema,
        response: { 201: adminEventSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.get(
    '/events/admin/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events', 'admin'],
        summary: 'One event as the admin edits it',
        params: eventParamsSchema,
        response: {
          200: adminEventSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.getForAdmin(request.params.id);
    },
  );

  app.put(
    '/events/admin/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events', 'admin'],
        summary:
          'Edits an event and its ticket types as listed (a listed id is kept, a new one added, one left out removed); a cancelled event is a 409',
        params: eventParamsSchema,
        body: eventInputSchema,
        response: { 200: adminEventSchema, ...changeErrors },
      },
    },
    async (request) => {
      const event = await service.update(request.params.id, request.body);
      // A quota or capacity raised frees seats for those waiting.
      await seatsChanged(event._id);
      return event;
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/events/admin/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['events', 'admin'],
          summary:
            action === 'publish'
              ? 'Puts the event on /events (not one that has ended or was cancelled: 409)'
              : 'Takes the event off /events, back to a draft',
          params: eventParamsSchema,
          response: { 200: adminEventSchema, ...changeErrors },
        },
      },
      async (request) => {
        const event = await service[action](request.params.id);
        await seatsChanged(event._id);
        return event;
      },
    );
  }

  app.post(
    '/events/admin/:id/cancel',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events', 'admin'],
        summary:
          'Cancels the event for good: every paid ticket refunded through the ledger, free registrations cancelled, each buyer and holder emailed once (durable jobs)',
        params: eventParamsSchema,
        response: { 200: adminEventSchema, ...changeErrors },
      },
    },
    async (request) => cancel(request.params.id),
  );
};
