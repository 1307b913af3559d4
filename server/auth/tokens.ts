import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { AccessClaims } from '../../src/domain/auth';
import { accessClaimsSchema } from '../../src/domain/auth';
import { randomToken } from '../lib/crypto';

/** Access tokens are short-lived; refresh tokens rotate and last longer. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
/** When a presented access token has less than this left, the response carries a renewed one. */
export const RENEW_WITHIN_SECONDS = 5 * 60;

const ISSUER = 'field-console';

export interface TokenSigner {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<(AccessClaims & { exp: number }) | null>;
}

/** The signing secret: JWT_SECRET, or one generated at first start and kept in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomToken(48), { mode: 0o600 });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function createTokenSigner(secret: Uint8Array): TokenSigner {
  return {
    async sign(claims) {
      const { sub, ...rest } = claims;
      return new SignJWT(rest)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
        const claims = accessClaimsSchema.safeParse(payload);
        if (!claims.success || typeof payload.exp !== 'number') return null;
        return { ...claims.data, exp: payload.exp };
      } catch {
        return null;
      }
    },
  };
}
