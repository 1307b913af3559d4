import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TOKEN_HEADER } from '../../src/domain/envelope';
import type { AuthContext } from '../auth/context';
import { loadCaller } from '../auth/context';
import { RENEW_WITHIN_SECONDS } from '../auth/tokens';

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
    request.auth = await loadCaller(app.db, claims.organisationId, claims.sub, claims.exp);
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
