import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/**
 * Verifies a Google ID token (reference/spain-legal-google.md §4): RS256 signature against
 * Google's JWKS (URL configurable so tests serve their own), issuer, audience = our client
 * id, expiry with 5 s of tolerance. Returns null for any token that fails.
 */
export function createGoogleVerifier(clientId: string, jwksUrl: string) {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken: string): Promise<GoogleIdentity | null> => {
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: ['https://accounts.google.com', 'accounts.google.com'],
        audience: clientId,
        algorithms: ['RS256'],
        clockTolerance: 5,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      return {
        sub: payload.sub,
        email: payload.email,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : null,
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      };
    } catch {
      return null;
    }
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
