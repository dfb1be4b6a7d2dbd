import fp from 'fastify-plugin';
import type { AppConfig } from '#src/config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (config.ts); read-only for everyone. */
    config: AppConfig;
  }
}

/** Infrastructure: the configuration, for the plugins that declare 'config'. */
export const configPlugin = fp<{ config: AppConfig }>(
  async (app, options) => {
    app.decorate('config', options.config);
  },
  { name: 'config', fastify: '5.x' },
);
