import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formFieldsResponseSchema } from '@shop/contracts';
import { createFormFieldsRepository } from './form-fields.repository';

export const formFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createFormFieldsRepository(app.database.db);
  app.get(
    '/form-fields/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Extra profile fields (answers are saved in the profile options)',
        response: { 200: formFieldsResponseSchema },
      },
    },
    async () => ({ data: await repository.list() }),
  );
};
