import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '@shop/contracts';

/**
 * The framework's own refusals, answered in the shop's error shape ({ error, message,
 * details? }), in Spanish, and without naming the framework: what the router refuses before
 * any route (frameworkErrors) and what Node's HTTP parser refuses before the router
 * (clientErrorHandler).
 */

const routerMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida.',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección solicitada es demasiado larga.',
};

export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const body: ErrorBody = {
    error: 'invalid_data',
    message: routerMessages[error.code] ?? 'La solicitud no es válida.',
    details: { reason: error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request' },
  };
  void reply.code(400).type('application/json; charset=utf-8').send(body);
}

const clientErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'too_large',
    message: 'Las cabeceras de la solicitud son demasiado grandes.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'invalid_data',
    message: 'La solicitud tardó demasiado en llegar.',
  },
};
const malformed = {
  status: 400,
  code: 'invalid_data' as ErrorCode,
  message: 'La solicitud no es válida.',
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code ? clientErrors[error.code] : undefined) ?? malformed;
  const body = JSON.stringify({ error: answer.code, message: answer.message } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
