import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { registerErrorHandling } from '#src/lib/error-handler';
import { registerSecurityHeaders } from '#src/lib/security-headers';

/**
 * Infrastructure every answer goes through: the request id header, the error handler (the
 * one place errors become HTTP answers), security headers, cookies and compression.
 */
export const httpPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });
    registerErrorHandling(app);
    await registerSecurityHeaders(app, app.config, () => {
      // Decorated later by the payments plugin (infra/payments.ts), read per response.
      const simulator = app.hasDecorator('payments') ? app.payments.simulator : null;
      return simulator ? new URL(simulator.apiBase).origin : null;
    });
    await app.register(cookie);
    // HTML and API answers; built assets come precompressed. Brotli 4 is quick per request.
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'http', dependencies: ['config'], fastify: '5.x' },
);
