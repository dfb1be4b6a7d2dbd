/**
 * Small local servers for the contract tests: one serving print files (the simulator really
 * downloads them) and one receiving callbacks. Test support only.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A JPEG-looking body: the simulator only checks that it downloads. */
const photoBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]);

export interface AssetServer {
  url: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves `/photos/*.jpg`; any other path answers 404. */
export async function startAssetServer(): Promise<AssetServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    if (request.method === 'GET' && /^\/photos\/[\w-]+\.jpg$/.test(path)) {
      response.writeHead(200, {
        'Content-Type': 'image/jpeg',
        'Content-Length': photoBytes.length,
      });
      response.end(photoBytes);
      return;
    }
    response.writeHead(404).end();
  });
  const url = await listen(server);
  return { url, requests, close: () => close(server) };
}

export interface CallbackReceiver {
  url: string;
  received: { contentType: string | undefined; body: unknown }[];
  /** The next N callbacks are refused with 500 (to see the simulator retry). */
  refuseNext: number;
  close(): Promise<void>;
}

export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const receiver: CallbackReceiver = {
    url: '',
    received: [],
    refuseNext: 0,
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (receiver.refuseNext > 0) {
        receiver.refuseNext -= 1;
        response.writeHead(500).end();
        return;
      }
      receiver.received.push({
        contentType: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      });
      response.writeHead(204).end();
    });
  });
  receiver.url = `${await listen(server)}/prodigi/callback?secret=s3cret`;
  receiver.close = () => close(server);
  return receiver;
}

export const testApiKey = 'contract-test-key';

export interface RawAnswer {
  status: number;
  body: unknown;
}

/** A request straight to the simulator, for checking its raw JSON against recorded shapes. */
export async function rawRequest(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  apiKey: string = testApiKey,
): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'X-API-Key': apiKey };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
