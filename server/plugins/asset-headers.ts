import type { FastifyInstance } from 'fastify';

/**
 * The headers a hashed build asset (/assets/*) keeps. Scripts and styles are not documents: the CSP, framing,
 * referrer and cross-origin policies apply to the page that loads them, not to them, and the request id,
 * validators and range support serve nothing for a file cached for a year. Trimming them saves about 1 KB a
 * response, on the 20-odd scripts and styles of a screen.
 */
const ASSET_HEADERS = new Set([
  'cache-control',
  'content-type',
  'content-length',
  'content-encoding',
  'vary',
  'x-content-type-options',
]);

/** Answers hashed assets with only ASSET_HEADERS; HTML and API responses keep every document header. */
export function leanAssetHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const served = reply.statusCode === 200 || reply.statusCode === 304;
    if (!served || !request.url.startsWith('/assets/')) return payload;
    for (const name of Object.keys(reply.getHeaders())) {
      if (!ASSET_HEADERS.has(name.toLowerCase())) reply.removeHeader(name);
    }
    return payload;
  });
}
