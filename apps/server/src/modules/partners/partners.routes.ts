import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPartnerApplicationListSchema,
  adminPartnerApplicationSchema,
  errorBodySchema,
  myPartnerApplicationSchema,
  partnerApplicationInputSchema,
  partnerApplicationListQuerySchema,
  partnerApplicationParamsSchema,
  partnerApplicationSchema,
  partnerDecisionSchema,
} from '@shop/contracts';
import { callerOf } from '#src/infra/access-control';
import type { PartnersService } from './partners.service';

const userErrors = { 401: errorBodySchema };
const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

/** The partner programme: a customer's application, the admin's decision. */
export const partnersRoutes: FastifyPluginAsyncZod<{ service: PartnersService }> = async (
  app,
  { service },
) => {
  app.get(
    '/partners/application',
    {
      config: { access: 'user' },
      schema: {
        tags: ['partners'],
        summary: "The caller's latest partner application, or null",
        response: { 200: myPartnerApplicationSchema, ...userErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.mine(callerOf(request).id);
    },
  );

  app.post(
    '/partners/applications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['partners'],
        summary:
          'Apply to the partner programme (confirmed email; one pending application; 409 already_partner or partner_application_pending)',
        body: partnerApplicationInputSchema,
        response: {
          201: partnerApplicationSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          ...userErrors,
        },
      },
    },
    async (request, reply) => {
      const application = await service.apply(callerOf(request).id, request.body);
      return reply.code(201).send(application);
    },
  );

  app.get(
    '/admin/partner-applications',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['partners', 'admin'],
        summary: 'Partner applications, newest first (at most 200), and how many wait',
        querystring: partnerApplicationListQuerySchema,
        response: { 200: adminPartnerApplicationListSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.list(request.query.status);
    },
  );

  app.post(
    '/admin/partner-applications/:id/decision',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['partners', 'admin'],
        summary:
          'Approve (the account becomes partner) or reject a pending application; the applicant is emailed',
        params: partnerApplicationParamsSchema,
        body: partnerDecisionSchema,
        response: {
          200: adminPartnerApplicationSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request) => service.decide(request.params.id, callerOf(request).id, request.body),
  );
};
