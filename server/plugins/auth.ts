import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TOKEN_HEADER } from '../../src/domain/envelope';
import type { AuthContext } from '../auth/context';
import { RENEW_WITHIN_SECONDS } from '../auth/tokens';
import { role, userAccount } from '../db/schema/index';

declare module 'fastify' {
  interface FastifyRequest {
    /** Null when no valid bearer token was presented (or the account is no longer active). */
    auth: AuthContext | null;
  }
}

/**
 * Resolves the bearer token on every request. Permissions are read from the user's role on each request,
 * so a role change or a deactivated account takes effect at once, not when the token expires.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await app.tokens.verify(header.slice(7).trim());
    if (!claims) return;
    const rows = await app.db
      .select({
        isActive: userAccount.isActive,
        vendorId: userAccount.vendorId,
        roleId: userAccount.roleId,
        name: userAccount.name,
        email: userAccount.email,
        isPlatformAdmin: userAccount.isPlatformAdmin,
        permissions: role.permissions,
      })
      .from(userAccount)
      .innerJoin(role, and(eq(role.organisationId, userAccount.organisationId), eq(role.id, userAccount.roleId)))
      .where(and(eq(userAccount.organisationId, claims.organisationId), eq(userAccount.id, claims.sub)));
    const user = rows[0];
    if (!user || !user.isActive) return;
    request.auth = {
      userId: claims.sub,
      organisationId: claims.organisationId,
      vendorId: user.vendorId,
      roleId: user.roleId,
      name: user.name,
      email: user.email,
      permissions: new Set(user.permissions),
      isPlatformAdmin: user.isPlatformAdmin,
      tokenExp: claims.exp,
    };
  });

  // A token close to expiry is renewed in a response header, so an active user is not interrupted.
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth || reply.statusCode >= 400) return payload;
    if (auth.tokenExp - Date.now() / 1000 > RENEW_WITHIN_SECONDS) return payload;
    const token = await app.tokens.sign({
      sub: auth.userId,
      organisationId: auth.organisationId,
      vendorId: auth.vendorId,
      roleId: auth.roleId,
      name: auth.name,
      email: auth.email,
    });
    reply.header(AUTH_TOKEN_HEADER, token);
    return payload;
  });
}

export const auth = fp(authPlugin, { name: 'auth', dependencies: ['database'] });
