import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { DatabaseHandle } from '#src/db/client';

/**
 * The local door for command-line tools while the server owns the embedded database: a Unix
 * socket in the data folder (0600, so only the same machine user can open it) that takes one
 * JSON line, runs a named command on the server's own database handle and answers one JSON
 * line. Nothing writes behind the server's back.
 */
export const CONTROL_SOCKET = 'control.sock';

export type ControlCommand = (database: DatabaseHandle, args: unknown) => Promise<unknown>;

export interface ControlRequest {
  command: string;
  args: unknown;
}

export type ControlResponse = { ok: true; result: unknown } | { ok: false; message: string };

/** Errors whose message is meant for the person at the terminal (bad input). */
export class CommandError extends Error {}

// Linux limits a socket path to 107 bytes.
const MAX_SOCKET_PATH = 100;

export function controlSocketPath(dataDir: string): string | null {
  const full = path.join(dataDir, CONTROL_SOCKET);
  return Buffer.byteLength(full) <= MAX_SOCKET_PATH ? full : null;
}

export async function serveControlSocket(
  dataDir: string,
  database: DatabaseHandle,
  commands: Record<string, ControlCommand>,
  onError: (err: unknown) => void,
): Promise<{ close(): Promise<void> } | null> {
  const socketPath = controlSocketPath(dataDir);
  if (!socketPath) return null;
  // Only the owner of the data folder gets here, so a socket file left is a dead one.
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 64 * 1024) socket.destroy();
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      const line = buffer.slice(0, newline);
      buffer = '';
      void answer(line).then((response) => socket.end(`${JSON.stringify(response)}\n`));
    });
    socket.on('error', () => undefined);
  });
  async function answer(line: string): Promise<ControlResponse> {
    try {
      const request = JSON.parse(line) as Partial<ControlRequest>;
      const command = typeof request.command === 'string' ? commands[request.command] : undefined;
      if (!command) return { ok: false, message: 'Orden desconocida.' };
      return { ok: true, result: await command(database, request.args) };
    } catch (err) {
      if (err instanceof CommandError) return { ok: false, message: err.message };
      onError(err);
      return { ok: false, message: 'La orden falló en el servidor; mira su registro.' };
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Sends one command to the running server; rejects when nobody listens. */
export function sendControlCommand(
  dataDir: string,
  request: ControlRequest,
  { timeoutMs = 60_000 }: { timeoutMs?: number } = {},
): Promise<unknown> {
  const socketPath = controlSocketPath(dataDir);
  if (!socketPath) return Promise.reject(new Error('La ruta de DATA_DIR es demasiado larga.'));
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let buffer = '';
    socket.setEncoding('utf8');
    if (timeoutMs > 0) {
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error('El servidor no respondió.')));
    }
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (buffer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const response = JSON.parse(buffer) as ControlResponse;
        if (response.ok) resolve(response.result);
        else reject(new CommandError(response.message));
      } catch {
        reject(new Error('Respuesta no válida del servidor.'));
      }
    });
  });
}
