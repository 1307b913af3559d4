import { PNG_DATA_URL } from '../workorder/work-order/work-order-fixtures';
import type { Random } from './fuzz-random';

/** The part of JSON Schema the OpenAPI document of this app uses (zod's output through the type provider). */
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

export type Path = (string | number)[];

/** A place in a generated value that a case may change, with the schema the value there must meet. */
export interface Leaf {
  path: Path;
  schema: JsonSchema;
}

export interface ExampleContext {
  random: Random;
  /** Real ids by field name (projectId...), so requests get past "not found" into the handler; numbers too. */
  ids: ReadonlyMap<string, string>;
  /** Leaves found while generating, in document order. */
  leaves: Leaf[];
}

export const ONE_MEGABYTE = 1024 * 1024;

/** Text spliced into a JSON body unquoted: what JSON.stringify cannot write (1e309, NaN, deep nesting). */
export class RawText {
  constructor(readonly text: string) {}
}

/** JSON text of the value with each RawText spliced in as it is. */
export function rawJson(value: unknown): string {
  const splices = new Map<string, string>();
  let text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawText)) return v;
    const marker = `@@raw-${splices.size}@@`;
    splices.set(JSON.stringify(marker), v.text);
    return marker;
  });
  for (const [marker, spliced] of splices) text = text.split(marker).join(spliced);
  return text;
}

/** `levels` nested arrays, written by repetition since no serialiser can recurse that deep. */
export function nestedArrays(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

function singular(name: string): string {
  return name.endsWith('Ids') ? name.slice(0, -1) : name;
}

function stringExample(schema: JsonSchema, name: string, ctx: ExampleContext): string {
  const pattern = schema.pattern ?? '';
  if (schema.format === 'uuid') return ctx.ids.get(name) ?? ctx.random.uuid();
  if (schema.format === 'date-time') return `2026-0${1 + ctx.random.int(9)}-1${ctx.random.int(9)}T08:30:00Z`;
  if (schema.format === 'date' || pattern.includes('\\d{4}-\\d{2}')) return '2026-03-14';
  if (pattern.includes('data:image')) return PNG_DATA_URL;
  if (pattern === '^\\d{6}$') return '123456';
  if (pattern.startsWith('^\\d{1,')) return String(1 + ctx.random.int(5));
  if (schema.allOf || /password/i.test(name)) return 'Fuzz-Pass-2026';
  if (pattern.includes('@') || /email/i.test(name)) return `fuzz.${ctx.random.int(1e6)}@example.com`;
  if (/phone/i.test(name)) return '+91 98765 43210';
  if (/website|url/i.test(name)) return 'https://example.com/fuzz';
  if (/postalCode/i.test(name)) return '781001';
  const text = `Fuzz ${name} ${ctx.random.int(1e6)}`;
  const max = schema.maxLength ?? 100;
  return text.slice(0, max).padEnd(schema.minLength ?? 0, 'x');
}

function numberExample(schema: JsonSchema, name: string): number {
  if (/latitude/i.test(name)) return 26.15;
  if (/longitude/i.test(name)) return 91.77;
  if (/pageSize/.test(name)) return 10;
  // An unbounded integer's minimum is -(2^53 - 1); a person types small numbers, so 1 unless the schema
  // asks for more.
  let value = typeof schema.minimum === 'number' && schema.minimum > 0 ? schema.minimum : 1;
  if (schema.exclusiveMinimum === true && value === schema.minimum) value += 1;
  if (typeof schema.exclusiveMinimum === 'number') value = Math.max(value, schema.exclusiveMinimum + 1);
  if (typeof schema.maximum === 'number' && value > schema.maximum) value = schema.maximum;
  return value;
}

/**
 * A value meeting the schema as far as a schema can say (patterns and names guide the text); records every
 * leaf and object member it writes in ctx.leaves, so cases can change one place at a time.
 */
export function exampleOf(schema: JsonSchema, name: string, path: Path, ctx: ExampleContext): unknown {
  if (schema.anyOf) {
    const options = schema.anyOf.filter((option) => option.type !== 'null');
    return exampleOf(ctx.random.pick(options.length ? options : schema.anyOf), name, path, ctx);
  }
  ctx.leaves.push({ path, schema });
  if (schema.enum) return ctx.random.pick(schema.enum);
  switch (schema.type) {
    case 'string':
      return stringExample(schema, name, ctx);
    case 'integer':
    case 'number':
      // A number the world names (a data type that exists) gets past "unknown" into the handler.
      return ctx.ids.has(name) ? Number(ctx.ids.get(name)) : numberExample(schema, name);
    case 'boolean':
      return ctx.random.chance(0.5);
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 0);
      return Array.from({ length: count }, (_, i) =>
        exampleOf(schema.items ?? {}, singular(name), [...path, i], ctx),
      );
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, member] of Object.entries(schema.properties ?? {})) {
        // organisationId is the caller's or refused: naming a random one only ever tests the scope guard.
        if (/^organi[sz]ation_?id$/i.test(key)) continue;
        if (required.has(key) || ctx.random.chance(0.5))
          out[key] = exampleOf(member, key, [...path, key], ctx);
      }
      return out;
    }
    default:
      return null;
  }
}

/** Values of the wrong type for a schema (a number where text is due, text where a number is...). */
export function wrongTypes(schema: JsonSchema): unknown[] {
  const type = schema.anyOf?.[0]?.type ?? schema.type;
  const all: unknown[] = [12345, 'not-a-number', true, { nested: 'object' }, ['list'], -0.5];
  const others = all.filter((value) => {
    if (type === 'string') return typeof value !== 'string';
    if (type === 'integer' || type === 'number') return typeof value !== 'number' || value === -0.5;
    if (type === 'boolean') return typeof value !== 'boolean';
    if (type === 'array') return !Array.isArray(value);
    if (type === 'object') return value === null || typeof value !== 'object' || Array.isArray(value);
    return true;
  });
  return schema.nullable ? others : [...others, null];
}

/** Text with characters PostgreSQL refuses (NUL) or no person types (other controls, lone surrogates...). */
export const CONTROL_STRINGS = [
  'North\u0000Line',
  '\u0000',
  'tail\u0000',
  'bell\u0007',
  'esc\u001b[31mred',
  'back\bspace',
  'del\u007f',
  'line\u2028sep',
  'lone\ud800surrogate',
  'bom\ufeff',
  'rtl\u202eoverride',
] as const;

/** Whole numbers just past PostgreSQL's integer and at JavaScript's safe limit: valid to a bare `.int()`. */
export const INTEGER_EDGES: readonly number[] = [2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER];

/** Numbers at and past every other limit, as JSON values, plus literals only raw text can carry. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  1e308,
  -1e308,
  new RawText('9007199254740993'),
  2 ** 63,
  -1,
  0,
  1.5,
  1e-300,
  'NaN',
  'Infinity',
  '-Infinity',
  new RawText('1e309'),
  new RawText('-1e309'),
  new RawText('NaN'),
];

/** The same edges as a query string spells them. */
export const HOSTILE_QUERY_NUMBERS = [
  '2147483648',
  '-2147483649',
  '9007199254740991',
  '99999999999999999999999',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '',
] as const;
