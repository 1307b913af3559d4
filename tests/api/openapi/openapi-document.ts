/** The parts of the served OpenAPI document the tests read. */
export interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation with its key, `METHOD /path` as the document writes the path. */
export function operationsOf(document: OpenApiDocument): { key: string; operation: OpenApiOperation }[] {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${url}`, operation })),
  );
}
