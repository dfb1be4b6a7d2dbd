import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminWaitlistSchema,
  errorBodySchema,
  eventParamsSchema,
  myWaitlistSchema,
  waitlistEntrySchema,
  waitlistJoinSchema,
} from '@shop/contracts';
import { callerOf } from '#src/infra/access-control';
import type { Waitlist } from './waitlist.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The waitlist (docs/rules/events.md#waitlist): customers join and leave; the admin reads. */
export const waitlistRoutes: FastifyPluginAsyncZod<{
  waitlist: Waitlist;
  /** Seats may be free for the next in line (a job moves the event's lines on). */
  moveOn: (eventId: string) => Promise<void>;
}> = async (app, { waitlist, moveOn }) => {
  app.get(
    '/events/event/:id/waitlist',
    {
      config: { access: 'user' },
      schema: {
        tags: ['events'],
        summary: "The caller's places on the event's waitlists (waiting, offered or being paid)",
        params: eventParamsSchema,
        response: { 200: myWaitlistSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      entries: await waitlist.mine(callerOf(request).id, request.params.id),
    }),
  );

  app.post(
    '/events/event/:id/waitlist',
    {
      config: { access: 'user' },
      schema: {
        tags: ['events'],
        summary:
          "Joins a sold-out ticket type's waitlist for a group of seats (never split unless it accepts fewer)",
        params: eventParamsSchema,
        body: waitlistJoinSchema,
        response: { 201: waitlistEntrySchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await waitlist.join(callerOf(request), request.params.id, request.body);
      return reply.code(201).send(entry);
    },
  );

  app.delete(
    '/events/mine/waitlist/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['events'],
        summary: 'Leaves a waitlist or turns its offer down: the held seats go to the next in line',
        params: eventParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { eventId } = await waitlist.leave(callerOf(request).id, request.params.id);
      await moveOn(eventId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/events/admin/:id/waitlist',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events'],
        summary: "Every entry of the event's waitlists, each line in its order",
        params: eventParamsSchema,
        response: {
          200: adminWaitlistSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => ({ entries: await waitlist.ofEvent(request.params.id) }),
  );
};
