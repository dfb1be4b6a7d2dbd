import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLaunchListQuerySchema,
  adminLaunchListSchema,
  errorBodySchema,
  launchListAnswerSchema,
  launchListOneClickQuerySchema,
  launchListResultSchema,
  launchListSignupBodySchema,
  launchListSignupParamsSchema,
  launchListTokenBodySchema,
  paths,
} from '@shop/contracts';
import type { LaunchListService } from './launch-list.service';
import { textResponse } from '#src/lib/binary-response';

const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };
const linkErrors = { 400: errorBodySchema, 410: errorBodySchema, 429: errorBodySchema };

/** YYYY-MM-DD in Madrid, for the export's file name. */
const madridDate = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(date);

/**
 * The one-click unsubscribe (RFC 8058) at the address of the email's unsubscribe page: a mail
 * program POSTs `List-Unsubscribe=One-Click` to it (form-encoded or multipart) and gets the
 * answer without a page; a browser's GET of the same address still shows the page.
 */
export const launchListOneClickRoutes: FastifyPluginAsyncZod<{
  service: LaunchListService;
}> = async (app, { service }) => {
  // Only in this scope: the body says nothing more than the address does, and is not kept.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, null),
  );
  app.post(
    paths.comingSoonUnsubscribe.pattern,
    {
      config: { access: 'public' },
      schema: {
        tags: ['launch-list'],
        summary:
          "The email's List-Unsubscribe one-click address (RFC 8058): withdraws consent, no page; 400 link_invalid",
        querystring: launchListOneClickQuerySchema,
        response: { 200: launchListResultSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.unsubscribeOneClick(request.query.token);
    },
  );
};

/** The launch list of /coming-soon: the visitors' sign-up and links, the admin's list. */
export const launchListRoutes: FastifyPluginAsyncZod<{ service: LaunchListService }> = async (
  app,
  { service },
) => {
  app.post(
    '/launch-list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['launch-list'],
        summary:
          "Ask to be told of the launch (double opt-in): always 202 with the same message, whoever's address it is; the confirmation email goes to new and pending addresses",
        body: launchListSignupBodySchema,
        response: { 202: launchListAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const message = await service.signUp(request.body, request.clientAddress);
      return reply.code(202).send({ message });
    },
  );

  app.post(
    '/launch-list/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['launch-list'],
        summary:
          "The confirmation email's link: confirms the sign-up (again: the same answer); 400 link_invalid, 410 link_expired",
        body: launchListTokenBodySchema,
        response: { 200: launchListResultSchema, ...linkErrors },
      },
    },
    async (request) => service.confirm(request.body.token, request.clientAddress),
  );

  app.post(
    '/launch-list/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['launch-list'],
        summary: "Every email's unsubscribe link: withdraws consent (again: the same answer)",
        body: launchListTokenBodySchema,
        response: { 200: launchListResultSchema, ...linkErrors },
      },
    },
    async (request) => service.unsubscribe(request.body.token, request.clientAddress),
  );

  app.get(
    '/admin/launch-list',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['launch-list', 'admin'],
        summary: 'The sign-ups, newest first, a page at a time, with the counts by status',
        querystring: adminLaunchListQuerySchema,
        response: { 200: adminLaunchListSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.list(request.query);
    },
  );

  app.get(
    '/admin/launch-list.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['launch-list', 'admin'],
        summary:
          'The confirmed sign-ups as CSV (UTF-8 with BOM, `;`): email, consented_at, confirmed_at, consent_text',
        response: {
          200: textResponse('text/csv', 'The list as CSV (semicolons, UTF-8 with BOM)'),
          ...adminErrors,
        },
      },
    },
    async (_request, reply) => {
      const csv = await service.exportCsv();
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="lista-de-aviso-${madridDate(new Date())}.csv"`,
        )
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.delete(
    '/admin/launch-list/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['launch-list', 'admin'],
        summary: 'Erase a sign-up (right to erasure)',
        params: launchListSignupParamsSchema,
        response: { 204: z.null(), 400: errorBodySchema, 404: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
