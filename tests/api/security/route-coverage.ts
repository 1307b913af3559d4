/*
 * Which routes of the OpenAPI document take an id, so the matrix can be held to covering every one of them:
 * a route added later with an id in its query, path or body fails the test until it is probed or exempted.
 */

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** An id by its name (id, Id, workorderId, workOrderIds, userId, ...); the caller's own organisation is not. */
function isIdName(name: string): boolean {
  return /(^id$|Id$|ID$|Ids$)/.test(name) && !/^organi[sz]ation_?i[dD]$/i.test(name);
}

function bodyIdNames(schema: JsonSchema | undefined, found: Set<string>, depth = 0): void {
  if (!schema || depth > 6) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (isIdName(name)) found.add(`body ${name}`);
    bodyIdNames(property, found, depth + 1);
  }
  for (const nested of [
    schema.items,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    bodyIdNames(nested, found, depth + 1);
  }
}

/** Every route taking an id, as `METHOD /path`, with the id parameters it takes. */
export function idRoutes(doc: OpenApiDocument): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const found = new Set<string>();
      for (const parameter of operation.parameters ?? []) {
        if (isIdName(parameter.name)) found.add(`${parameter.in} ${parameter.name}`);
      }
      for (const content of Object.values(operation.requestBody?.content ?? {}))
        bodyIdNames(content.schema, found);
      if (found.size) routes.set(`${method.toUpperCase()} ${path}`, [...found]);
    }
  }
  return routes;
}

/** Routes with an id parameter that the matrix does not probe, and why. */
export const EXEMPT_ROUTES: Record<string, string> = {
  'GET /api/account/PermissionGroup/GetById':
    'permission groups are reference data shared by every organisation (the catalogue in permissions.ts)',
  'GET /api/organisation/States/GetStatesByCountry':
    'reference data (countries and states) shared by every tenant',
  'GET /api/organisation/City/GetCitiesByState': 'reference data (states and cities) shared by every tenant',
};
