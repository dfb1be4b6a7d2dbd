import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formFieldsResponseSchema } from '@shop/contracts';
import type { FormFieldsRepository } from './form-fields.repository';

export const formFieldsRoutes: FastifyPluginAsyncZod<{ repository: FormFieldsRepository }> = async (
  app,
  { repository },
) => {
  app.get(
    '/form-fields/profile',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Extra profile fields (answers are saved in the profile options)',
        response: { 200: formFieldsResponseSchema },
      },
    },
    async () => ({ data: await repository.list() }),
  );
};
