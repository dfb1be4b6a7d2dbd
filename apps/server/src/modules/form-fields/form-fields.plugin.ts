import fp from 'fastify-plugin';
import { createFormFieldsRepository } from './form-fields.repository';
import { formFieldsRoutes } from './form-fields.routes';
import type { ProfileFields } from './profile-fields.port';

/** Domain: the extra profile form fields; offers the profileFields port to users. */
export const formFieldsDomain = fp(
  async (app) => {
    const repository = createFormFieldsRepository(app.database.db);
    app.decorate('profileFields', {
      keys: async () => new Set((await repository.list()).map((field) => field.key)),
      byKey: async () => new Map((await repository.list()).map((field) => [field.key, field])),
    } satisfies ProfileFields);
    await app.register(formFieldsRoutes, { prefix: '/api', repository });
  },
  { name: 'form-fields', dependencies: ['database', 'access-control'], fastify: '5.x' },
);
