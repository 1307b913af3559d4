import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyContract, ContractRequest } from '../../src/domain/contracts/kit';
import type { AuthContext } from '../auth/context';
import type { Tx } from '../db/client';
import { withScope } from '../db/client';
import { notFound } from './http-errors';
import { binaryResponse } from './openapi-schema';
import { errorResponses, READ_ERRORS } from './error-responses';
import { contractPermission, contractUrl } from './route';
import type { RequestPermission } from './route-guard';
import { asCaller, describePermission } from './route-guard';

/** What a download answers: a file on disk (streamed once the transaction has ended) or content made in memory. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  source: { path: string } | { content: Buffer };
}

/** What the server adds to a download's contract (a GET answering `fileAnswer`). */
interface DownloadRouteOptions<C extends AnyContract> {
  /** The media types the file can have (xlsx, csv...), for the OpenAPI document. */
  contentTypes: readonly string[];
  /** The rule behind a permission the contract leaves to the request (see ContractRouteOptions). */
  permissionOf?: RequestPermission['of'];
  /** Finds (or makes) the file inside the caller's scoped transaction; throws 404 when there is none. */
  handler: (ctx: { tx: Tx; auth: AuthContext; query: ContractRequest<C>['query'] }) => Promise<DownloadFile>;
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
export function defineDownloadRoute<C extends AnyContract & { method: 'GET' }>(
  app: FastifyInstance,
  contract: C,
  options: DownloadRouteOptions<C>,
): void {
  const permission = contractPermission(contract, options.permissionOf);
  app.route({
    method: 'GET',
    url: contractUrl(contract),
    schema: {
      summary: contract.summary,
      description: `${describePermission(permission)}. Answers the file as an attachment.`,
      tags: [...contract.tags],
      security: [{ bearerAuth: [] }],
      querystring: contract.query,
      response: {
        200: binaryResponse('The file, as an attachment', options.contentTypes),
        ...errorResponses(READ_ERRORS),
      },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as ContractRequest<C>['query'];
      const file = await asCaller(request, permission, (auth) =>
        withScope(app.db, auth, (tx) => options.handler({ tx, auth, query })),
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
