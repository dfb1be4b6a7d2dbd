import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll } from 'vitest';

/**
 * Stands in for Google's JWKS endpoint: a local key pair, its public JWK served over HTTP,
 * and a way to mint ID tokens shaped like Google's (docs/rules/accounts.md#google-sign-in).
 */
export async function startFakeGoogle(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=3600' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function mint(
    claims: Record<string, unknown> = {},
    options: {
      key?: CryptoKey;
      expiresIn?: string | number;
      audience?: string;
      issuer?: string;
    } = {},
  ) {
    return new SignJWT({ email_verified: true, name: 'Gala Google', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setSubject(typeof claims.sub === 'string' ? claims.sub : 'google-sub-1')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    mint,
    otherKey: async () => (await generateKeyPair('RS256')).privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

/**
 * A fake Google for a whole test file: started before its tests, closed after. Register it
 * before `setupTestApp`, whose env may read `jwksUrl` through a getter.
 */
export function useFakeGoogle(clientId: string) {
  let started: FakeGoogle | undefined;
  beforeAll(async () => {
    started = await startFakeGoogle(clientId);
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('the fake Google has not started');
    return started;
  };
  return {
    get jwksUrl() {
      return current().jwksUrl;
    },
    mint: (...args: Parameters<FakeGoogle['mint']>) => current().mint(...args),
    otherKey: () => current().otherKey(),
  };
}
