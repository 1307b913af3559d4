import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnyContract, ContractAnswer, ContractRequest } from '../../src/domain/contracts/kit';
import { contractUrl } from './route';
import { errorResponses, PUBLIC_ERRORS } from './error-responses';

/** What the server adds to a public contract: the handler. */
export interface PublicRouteOptions<C extends AnyContract> {
  /** Runs as the system: it must scope its own queries (sign-in looks an account up by email). */
  handler: (ctx: {
    body: ContractRequest<C>['body'];
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<ContractAnswer<C>>;
}

/**
 * Registers a call that needs no sign-in (sign-in itself, token refresh, password reset) from its contract,
 * whose permission is 'public'. It has no caller to scope a transaction to, so the handler is given none.
 */
export function definePublicRoute<C extends AnyContract>(
  app: FastifyInstance,
  contract: C,
  options: PublicRouteOptions<C>,
): void {
  if (contract.permission !== 'public')
    throw new Error(`${contract.key} is not public: register it with defineRoute`);
  app.route({
    method: contract.method,
    url: contractUrl(contract),
    schema: {
      summary: contract.summary,
      ...(contract.operationId ? { operationId: contract.operationId } : {}),
      tags: [...contract.tags],
      // Open to anyone: no credentials.
      security: [],
      ...(contract.body ? { body: contract.body } : {}),
      response: {
        200: z.object({ data: contract.response }),
        ...errorResponses([...PUBLIC_ERRORS, ...(contract.errors ?? [])]),
      },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const data = await options.handler({
        body: request.body as ContractRequest<C>['body'],
        request,
        reply,
      });
      return { data: contract.response.parse(data) };
    },
  });
}
