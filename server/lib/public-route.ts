import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses, PUBLIC_ERRORS } from './error-responses';

interface PublicRouteDefinition<B extends z.ZodType, R extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  summary: string;
  body?: B;
  response: R;
  /** Runs as the system: it must scope its own queries (sign-in looks an account up by email). */
  handler: (ctx: { body: z.output<B>; request: FastifyRequest; reply: FastifyReply }) => Promise<z.input<R>>;
}

/** Registers a route that needs no sign-in (sign-in itself, token refresh, password reset). */
export function definePublicRoute<B extends z.ZodType = z.ZodUndefined, R extends z.ZodType = z.ZodType>(
  app: FastifyInstance,
  def: PublicRouteDefinition<B, R>,
  tags: string[],
): void {
  app.route({
    method: def.method,
    url: def.url,
    schema: {
      summary: def.summary,
      tags,
      // Open to anyone: no credentials.
      security: [],
      ...(def.body ? { body: def.body } : {}),
      response: {
        200: z.object({ data: def.response }),
        ...errorResponses(PUBLIC_ERRORS),
      },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const data = await def.handler({ body: request.body as z.output<B>, request, reply });
      return { data: def.response.parse(data) };
    },
  });
}
