import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '#src/lib/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** Infrastructure: outgoing email (SMTP, or .eml files in development). */
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(
  async (app) => {
    app.decorate(
      'mailer',
      createMailer({ ...app.config.mail, logLinks: app.config.env !== 'production' }, app.log),
    );
  },
  { name: 'mailer', dependencies: ['config'], fastify: '5.x' },
);
