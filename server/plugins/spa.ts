import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * One not-found handler for the whole app. Client routes (/dashboard, /work-order/...) get the PWA shell,
 * so deep links and reloads work; API paths never do: an unknown /api/ path is a 404 in the error envelope.
 */
export function registerNotFound(app: FastifyInstance, indexFile: string | null) {
  const html = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = html && request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(pathname);
    if (wantsPage) {
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply
      .code(404)
      .type('application/json')
      .send(
        JSON.stringify({
          title: 'Not found',
          message: isApi ? `No endpoint ${request.method} ${pathname}.` : `Nothing at ${pathname}.`,
          returnMessage: ['The requested address does not exist.'],
          errors: [],
          requestId: request.id,
        }),
      );
  });
}
