import type { JsonSchema } from './fuzz-values';

export interface ParamSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the document writes it, with {param} placeholders. */
  path: string;
  /** "POST /api/account/Vendor": how failures and FUZZ_ROUTE name the route. */
  key: string;
  isPublic: boolean;
  pathParams: ParamSpec[];
  queryParams: ParamSpec[];
  /** The JSON body's schema; null when the route declares none (DELETE ?id, multipart uploads). */
  body: JsonSchema | null;
  /**
   * The multipart field a route reads its file from, as its summary names it ("multipart, field `file`",
   * "multipart: `model`"): the document declares no body for an upload. Null for every other route.
   */
  upload: string | null;
}

interface OpenApiOperation {
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

function params(operation: OpenApiOperation, place: 'path' | 'query'): ParamSpec[] {
  return (operation.parameters ?? [])
    .filter((p) => p.in === place)
    .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? { type: 'string' } }));
}

/** Every operation under /api except the documentation's own routes, in the document's order. */
export function routesOf(doc: OpenApiDocument): RouteSpec[] {
  const routes: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [name, operation] of Object.entries(operations)) {
      const method = METHODS.find((m) => m === name.toUpperCase());
      if (!method) continue;
      routes.push({
        method,
        path,
        key: `${method} ${path}`,
        // Public calls declare `security: []`: no credentials.
        isPublic: !operation.security?.length,
        pathParams: params(operation, 'path'),
        queryParams: params(operation, 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        upload: /\bmultipart\b[^`]*`(\w+)`/.exec(operation.summary ?? '')?.[1] ?? null,
      });
    }
  }
  return routes;
}

/** Routes whose writes remove or replace records: never given the world's real ids, so the world stays. */
export function removes(route: RouteSpec): boolean {
  return route.method === 'DELETE' || /\/(Delete|Bulk)$/.test(route.path);
}
