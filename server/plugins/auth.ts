import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TOKEN_HEADER } from '../../src/domain/envelope';
import { CallerMemory } from '../auth/caller-memory';
import { RENEW_WITHIN_SECONDS } from '../auth/tokens';

/** Resolves the bearer token on every request (see CallerMemory for how the caller is found). */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authSource', null);
  app.decorate('callers', new CallerMemory(app.db));

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await app.tokens.verify(header.slice(7).trim());
    if (!claims) return;
    const remembered = app.callers.recall(claims.organisationId, claims.sub);
    request.authSource = {
      organisationId: claims.organisationId,
      userId: claims.sub,
      tokenExp: claims.exp,
      remembered: remembered !== null,
    };
    request.auth = remembered
      ? { ...remembered, tokenExp: claims.exp }
      : await app.callers.read(claims.organisationId, claims.sub, claims.exp);
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
