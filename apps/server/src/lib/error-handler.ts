import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  defaultErrorMessages,
  errorCodeForStatus,
  errorStatusByCode,
  type ErrorBody,
  type ErrorCode,
} from '@shop/contracts';
import { AppError } from './errors';
import { brokenMultipartError } from './form-data';
import { securityEvent } from './security-events';

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  details?: unknown,
  status: number = errorStatusByCode[code],
) {
  const body: ErrorBody = { error: code, message: message ?? defaultErrorMessages[code] };
  if (details !== undefined) body.details = details;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The single place where thrown errors become HTTP answers (docs/rules/quality.md#errors):
 * a 5xx carries no internals, only the request id that is also in the log line.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.error({ err }, 'service error');
      const retryAfter =
        err.retryAfterSeconds === undefined
          ? undefined
          : Math.max(1, Math.ceil(err.retryAfterSeconds));
      if (err.code === 'rate_limited') {
        securityEvent(request.log, 'rate_limited', {
          ip: request.clientAddress,
          userId: request.caller?.id,
          route: request.routeOptions.url,
          method: request.method,
          retryAfterSeconds: retryAfter,
        });
      }
      if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
      return sendError(reply, err.code, err.message, err.details);
    }
    const broken = brokenMultipartError(err);
    if (broken) return sendError(reply, broken.code, broken.message, broken.details);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message,
      }));
      return sendError(reply, 'invalid_data', undefined, details);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return sendError(reply, 'internal');
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Framework errors (bad JSON, wrong content type, body too large, ...): the status is
      // right, the English text goes to details for programs (unless it names the
      // framework), people get the Spanish default.
      const code = errorCodeForStatus(status);
      const reason = /fastify|FST_/i.test(err.message) ? undefined : err.message;
      return sendError(reply, code, undefined, reason ? { reason } : undefined, status);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 'internal');
  });
}
