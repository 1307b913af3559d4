import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { AccessClaims } from '../../src/domain/auth';
import { accessClaimsSchema } from '../../src/domain/auth';
import { randomToken } from '../crypto';

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

/** Tokens remembered as verified, per signer: enough for every session a process serves at once. */
const VERIFIED_TOKENS = 10_000;

type VerifiedClaims = AccessClaims & { exp: number };

export function createTokenSigner(secret: Uint8Array, now: () => number = Date.now): TokenSigner {
  // A token is presented on every request of its session: its signature is checked once, then the exact token
  // (signature included, so nothing else can match it) is looked up until it expires.
  const verified = new Map<string, VerifiedClaims>();
  const remember = (token: string, claims: VerifiedClaims) => {
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
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
      const seconds = now() / 1000;
      const known = verified.get(token);
      if (known) {
        if (known.exp > seconds) return { ...known };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const claims = accessClaimsSchema.safeParse(payload);
        if (!claims.success || typeof payload.exp !== 'number') return null;
        const found = { ...claims.data, exp: payload.exp };
        remember(token, found);
        return { ...found };
      } catch {
        return null;
      }
    },
  };
}
