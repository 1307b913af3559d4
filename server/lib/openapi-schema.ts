import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../src/domain/envelope';

/** The operation's statuses answered in the error envelope, for openapi-document.ts to point at components. */
export const ERROR_STATUSES_KEY = 'x-error-statuses';

type JsonSchema = Record<string, unknown>;

/** What OpenAPI 3.0 writes for "null" (it has no null type): the branch zod's openapi-3.0 target uses too. */
const NULL_BRANCH: JsonSchema = { type: 'string', enum: [null], nullable: true };

/** Keywords that only describe a schema; a schema of these alone accepts anything. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ type, enum: [one value] }` and nothing else, as zod writes each literal of a union. */
function literalOf(branch: unknown): { type: string; value: unknown } | null {
  if (!isObject(branch) || Object.keys(branch).length !== 2) return null;
  const values = branch.enum;
  if (typeof branch.type !== 'string' || !Array.isArray(values) || values.length !== 1) return null;
  return { type: branch.type, value: values[0] };
}

/**
 * OpenAPI 3.0 gives `nullable` a meaning only beside a `type`, but zod's openapi-3.0 target writes a nullable
 * union (`z.union([...]).nullable()`, `z.enum([1, 2]).nullable()` of numbers) as `anyOf` with `nullable` and no
 * type. Rewritten here: a union of literals of one type becomes that type's `enum` with null; another union
 * gains the null branch; a nullable schema that accepts anything drops the word; any other untyped nullable
 * schema becomes "it or null".
 */
function typedNullable(schema: JsonSchema): JsonSchema {
  if (schema.nullable !== true || schema.type !== undefined) return schema;
  const { nullable: _nullable, ...rest } = schema;
  const union = (rest.anyOf ?? rest.oneOf) as unknown[] | undefined;
  if (Array.isArray(union) && union.length > 0) {
    const literals = union.map(literalOf);
    const type = literals[0]?.type;
    if (literals.every((literal) => literal !== null && literal.type === type)) {
      const { anyOf: _anyOf, oneOf: _oneOf, ...annotations } = rest;
      return {
        ...annotations,
        type,
        enum: [...literals.map((literal) => literal!.value), null],
        nullable: true,
      };
    }
    return { ...rest, [rest.anyOf ? 'anyOf' : 'oneOf']: [...union, NULL_BRANCH] };
  }
  if (Object.keys(rest).every((key) => ANNOTATIONS.has(key))) return rest;
  const annotations = Object.fromEntries(Object.entries(rest).filter(([key]) => ANNOTATIONS.has(key)));
  const constraint = Object.fromEntries(Object.entries(rest).filter(([key]) => !ANNOTATIONS.has(key)));
  return { ...annotations, anyOf: [constraint, NULL_BRANCH] };
}

/** typedNullable applied to a schema and every schema inside it. */
export function withTypedNullables(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withTypedNullables);
  if (!isObject(value)) return value;
  const schema: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'properties' && isObject(child)) {
      schema[key] = Object.fromEntries(
        Object.entries(child).map(([name, inner]) => [name, withTypedNullables(inner)]),
      );
    } else if (['items', 'additionalProperties', 'not', 'anyOf', 'oneOf', 'allOf'].includes(key)) {
      schema[key] = withTypedNullables(child);
    } else {
      schema[key] = child;
    }
  }
  return typedNullable(schema);
}

const mapValues = (record: JsonSchema, map: (value: unknown) => unknown): JsonSchema =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** A response's schema, or each of its media types' (`{ content: { type: { schema } } }`). */
function typedResponse(response: unknown): unknown {
  if (!isObject(response) || !isObject(response.content)) return withTypedNullables(response);
  const content = mapValues(response.content, (media) =>
    isObject(media) ? { ...media, schema: withTypedNullables(media.schema) } : media,
  );
  return { ...response, content };
}

/** A 200 answering a file of these media types (a download), for a route's response schema. */
export function binaryResponse(description: string, contentTypes: readonly string[]) {
  const file = z.string().meta({ format: 'binary' });
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema: file }])) };
}

/**
 * The app's swagger transform: zod's conversion (fastify-type-provider-zod), with the nullable schemas made
 * valid OpenAPI 3.0, and the responses that are the error envelope set aside by status for the document to
 * refer to its shared responses.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const response = (input.schema?.response ?? undefined) as Record<string, unknown> | undefined;
  const errorStatuses = Object.entries(response ?? {})
    .filter(([, schema]) => schema === errorBodySchema)
    .map(([status]) => Number(status));
  const others =
    response && Object.fromEntries(Object.entries(response).filter(([, s]) => s !== errorBodySchema));
  const converted = jsonSchemaTransform({
    ...input,
    schema: response ? { ...input.schema, response: others } : input.schema,
  } as Parameters<typeof jsonSchemaTransform>[0]);
  if (!converted.schema || converted.schema.hide) return converted;
  const schema: JsonSchema = { ...converted.schema };
  for (const part of ['querystring', 'body', 'params', 'headers']) {
    if (schema[part]) schema[part] = withTypedNullables(schema[part]);
  }
  if (isObject(schema.response)) schema.response = mapValues(schema.response, typedResponse);
  if (errorStatuses.length > 0) schema[ERROR_STATUSES_KEY] = errorStatuses;
  return { ...converted, schema };
};
