import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEventSchema,
  errorBodySchema,
  eventInputSchema,
  eventParamsSchema,
  publicEventListSchema,
  publicEventSchema,
} from '@shop/contracts';
import type { EventsService } from './events.service';

const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };
/** An admin's change to one event: a bad field, no such event, a state that forbids it. */
const changeErrors = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  ...adminErrors,
};

/** Events: the visitors' reads, and the photographer's writes (admin only). */
export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsService }> = async (
  app,
  { service },
) => {
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
    async (request) => service.update(request.params.id, request.body),
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
      async (request) => service[action](request.params.id),
    );
  }
};
