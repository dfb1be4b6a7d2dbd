import fp from 'fastify-plugin';
import { createUserAccounts } from './user-accounts.port';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** Domain: profiles, billing data and the admin's user list; offers the userAccounts port. */
export const usersDomain = fp(
  async (app) => {
    app.decorate('userAccounts', createUserAccounts(app.database.db));
    const users = createUsersService({
      db: app.database.db,
      media: app.storage.media,
      profileFields: app.profileFields,
    });
    await app.register(usersRoutes, { prefix: '/api', users });
  },
  {
    name: 'users',
    dependencies: ['database', 'storage', 'access-control', 'form-fields'],
    fastify: '5.x',
  },
);
