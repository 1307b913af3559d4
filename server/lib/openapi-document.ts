import { z } from 'zod';
import { errorBodySchema } from '../../src/domain/envelope';
import type { ErrorStatus } from './error-responses';
import { ERROR_STATUSES_KEY } from './openapi-schema';

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; responses?: Json };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** The action of a call whose path ends at its resource, by method. */
const VERBS: Record<string, string> = {
  get: 'Get',
  post: 'Create',
  put: 'Update',
  delete: 'Delete',
  patch: 'Patch',
  options: 'Options',
  head: 'Head',
  trace: 'Trace',
};

/** The shared responses of the error envelope, by status (components/responses). */
const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'ValidationFailed',
    description:
      'The request is not valid: `errors` names each refused field (PascalCase) with its message. Also work stopped for time.',
  },
  401: { name: 'Unauthorized', description: 'Not signed in, or the token (or the credentials sent) refused' },
  403: {
    name: 'Forbidden',
    description: 'The caller lacks the permission, or the request names another organisation or vendor',
  },
  404: { name: 'NotFound', description: 'A record the request names is not there, or not the caller’s' },
  409: {
    name: 'Conflict',
    description:
      'The record changed since the `version` sent (`data` holds the current record), or a unique value or a record still in use stands in the way',
  },
  413: { name: 'PayloadTooLarge', description: 'The upload is larger than the call accepts' },
  422: {
    name: 'Unprocessable',
    description:
      'The record’s state refuses the change, or the Idempotency-Key was sent before with another request',
  },
  429: { name: 'TooManyRequests', description: 'Too many attempts: try again after `Retry-After` seconds' },
  500: {
    name: 'ServerError',
    description:
      'The server failed; the answer reveals nothing inside it (quote `requestId` when reporting it)',
  },
};

/**
 * An operation's id, from its path and method (docs/api.md): the path's segments after `/api`, without its
 * parameters, joined by dots, `workorder.Workorder.GetAll`. The method's verb (`Get`, `Create`, `Update`,
 * `Delete`) ends it when the path ends at a resource (`account.Crew.Create`) or answers several methods
 * (`account.User.Profile.Update`). `methodsOnPath` counts the path's methods without an id of their own.
 */
export function operationIdOf(path: string, method: string, methodsOnPath: number): string {
  const segments = path.split('/').filter((segment) => segment !== '' && !segment.startsWith('{'));
  if (segments[0] === 'api') segments.shift();
  const atResource = segments.length <= 2 || methodsOnPath > 1;
  return [...segments, ...(atResource ? [VERBS[method] ?? method] : [])].join('.');
}

function errorBodyComponent(): Json {
  const { $schema: _schema, ...schema } = z.toJSONSchema(errorBodySchema, {
    target: 'openapi-3.0',
    io: 'output',
  }) as Json;
  return schema;
}

const byStatus = (responses: Json): Json =>
  Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The app's last step on its OpenAPI document (swagger's transformObject): every operation gets its id (one
 * declared on the route is kept; two alike fail loudly), and the error statuses a route declared point at the
 * shared responses in components, with the envelope's schema once.
 */
export function finishOpenApiDocument(document: { paths?: Json; components?: Json }): Json {
  const used = new Set<ErrorStatus>();
  const owners = new Map<string, string>();
  const paths: Json = {};
  for (const [path, item] of Object.entries(document.paths ?? {}) as [string, Json][]) {
    const methods = Object.keys(item).filter((key) => METHODS.includes(key));
    const derived = methods.filter((method) => !(item[method] as Operation).operationId).length;
    const finished: Json = { ...item };
    for (const method of methods) {
      const { [ERROR_STATUSES_KEY]: statuses, ...operation } = item[method] as Operation;
      const operationId = operation.operationId ?? operationIdOf(path, method, derived);
      const owner = `${method.toUpperCase()} ${path}`;
      const taken = owners.get(operationId);
      if (taken) throw new Error(`operationId ${operationId} of ${owner} is already ${taken}'s`);
      owners.set(operationId, owner);
      const responses: Json = { ...operation.responses };
      for (const status of (statuses ?? []) as ErrorStatus[]) {
        responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
        used.add(status);
      }
      finished[method] = { operationId, ...operation, responses: byStatus(responses) };
    }
    paths[path] = finished;
  }
  const components = document.components ?? {};
  const shared = [...used].sort().map((status) => ERROR_RESPONSES[status]);
  return {
    ...document,
    components: {
      ...components,
      ...(shared.length > 0 && {
        schemas: { ...(components.schemas as Json), ErrorBody: errorBodyComponent() },
        responses: Object.fromEntries(
          shared.map(({ name, description }) => [
            name,
            {
              description,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
            },
          ]),
        ),
      }),
    },
    paths,
  };
}
