import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/context';
import type { Tx } from '../db/client';
import { withScope } from '../db/client';
import { notFound } from './http-errors';
import { binaryResponse } from './openapi-schema';
import type { RoutePermission } from './route-guard';
import { errorResponses, READ_ERRORS } from './error-responses';
import { asCaller, describePermission } from './route-guard';

/** What a download answers: a file on disk (streamed once the transaction has ended) or content made in memory. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  source: { path: string } | { content: Buffer };
}

interface DownloadRouteDefinition<Q extends z.ZodType> {
  url: string;
  summary: string;
  permission: RoutePermission;
  query: Q;
  /** The media types the file can have (xlsx, csv...), for the OpenAPI document. */
  contentTypes: readonly string[];
  /** Finds (or makes) the file inside the caller's scoped transaction; throws 404 when there is none. */
  handler: (ctx: { tx: Tx; auth: AuthContext; query: z.output<Q> }) => Promise<DownloadFile>;
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

async function body(file: DownloadFile): Promise<Buffer | fs.ReadStream> {
  if ('content' in file.source) return file.source.content;
  // The record names a file that is not there (removed by hand, or a volume not mounted): not found, not 500.
  const found = await fs.promises.stat(file.source.path).catch(() => null);
  if (!found?.isFile()) throw notFound();
  return fs.createReadStream(file.source.path);
}

/**
 * Registers an authenticated GET that answers a file instead of the JSON envelope. It takes the same steps
 * as defineRoute (signed in, permission, no other tenant named, a transaction scoped by row-level security)
 * through the same guard; only the answer differs. Errors still answer in the error envelope.
 */
export function defineDownloadRoute<Q extends z.ZodType>(
  app: FastifyInstance,
  def: DownloadRouteDefinition<Q>,
  tags: string[],
): void {
  app.route({
    method: 'GET',
    url: def.url,
    schema: {
      summary: def.summary,
      description: `${describePermission(def.permission)}. Answers the file as an attachment.`,
      tags,
      security: [{ bearerAuth: [] }],
      querystring: def.query,
      response: {
        200: binaryResponse('The file, as an attachment', def.contentTypes),
        ...errorResponses(READ_ERRORS),
      },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as z.output<Q>;
      const file = await asCaller(request, def.permission, (auth) =>
        withScope(app.db, auth, (tx) => def.handler({ tx, auth, query })),
      );
      const content = await body(file);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  });
}
