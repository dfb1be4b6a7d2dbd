import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'shop-api';

export interface AccessClaims {
  userId: string;
  /** The session family, so logging out ends the access token too. */
  familyId: string;
  /** users.auth_version when issued. */
  version: number;
}

/** Short-lived HS256 JWTs: one algorithm, issuer, audience and expiry always checked. */
export function createAccessTokens(secret: string, issuer: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: AccessClaims) =>
      new SignJWT({ sid: claims.familyId, ver: claims.version, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'sid', 'ver'],
        });
        if (payload.typ !== 'access' || typeof payload.sid !== 'string') return null;
        if (typeof payload.ver !== 'number' || typeof payload.sub !== 'string') return null;
        return { userId: payload.sub, familyId: payload.sid, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
