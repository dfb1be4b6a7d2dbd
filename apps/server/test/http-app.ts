import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A server process reached over HTTP, shaped as the test helpers take an app: they only call
 * `inject`, which here is a real request to `baseUrl` (so `remoteAddress` is not sent).
 */
export function httpApp(baseUrl: string): FastifyInstance {
  async function inject(options: InjectOptions) {
    const headers = new Headers(options.headers as Record<string, string> | undefined);
    let body: string | Buffer | undefined;
    if (options.payload !== undefined) {
      if (typeof options.payload === 'string' || Buffer.isBuffer(options.payload)) {
        body = options.payload;
      } else {
        body = JSON.stringify(options.payload);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
    }
    if (typeof options.url !== 'string') throw new Error('httpApp: give the url as a string');
    const url = options.url;
    const res = await fetch(`${baseUrl}${url}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    const raw = Buffer.from(await res.arrayBuffer());
    const text = raw.toString('utf8');
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body: text,
      payload: text,
      rawPayload: raw,
      json: () => JSON.parse(text) as unknown,
      cookies: res.headers.getSetCookie().map((line) => {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1) };
      }),
    } as unknown as LightMyRequestResponse;
  }
  return { inject } as unknown as FastifyInstance;
}
