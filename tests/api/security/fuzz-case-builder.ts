import type { Random } from './fuzz-random';
import type { RouteSpec } from './fuzz-routes';
import { removes } from './fuzz-routes';
import type { ExampleContext, JsonSchema, Leaf, Path } from './fuzz-values';
import {
  CONTROL_STRINGS,
  HOSTILE_NUMBERS,
  HOSTILE_QUERY_NUMBERS,
  INTEGER_EDGES,
  ONE_MEGABYTE,
  RawText,
  exampleOf,
  nestedArrays,
  rawJson,
  wrongTypes,
} from './fuzz-values';

export type Caller = 'admin' | 'vendor' | 'anonymous' | 'forged';

/** One request of the fuzz run; `name` says what was done to the valid-looking request. */
export interface FuzzCase {
  name: string;
  caller: Caller;
  method: RouteSpec['method'];
  url: string;
  /** A Buffer for a multipart body, which may carry binary files. */
  payload?: string | Buffer;
  /** application/json unless a case sends another type. */
  contentType?: string;
  idempotencyKey?: string;
  /**
   * False for cases a correct server refuses; those run as one group whose database digest must not change.
   * True for cases it may accept (extra fields stripped, another route's body that happens to fit).
   */
  mayChange: boolean;
}

/** What a case starts from: one valid-looking request, and the places in it a case may change. */
export interface Base {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
  leaves: Leaf[];
}

export const DEEP_LEVELS = 20_000;

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | null)?.[key], value);
}

function withValue(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

export function pathText(path: Path): string {
  return path.length === 0 ? 'body' : `body.${path.join('.')}`;
}

/** A real record for `?id=` on a resource the world has (Vendor, WorkLocationTemplate/Element...). */
function recordId(route: RouteSpec, ids: ReadonlyMap<string, string>): string | undefined {
  const [resource, sub] = route.path.split('/').slice(3);
  return ids.get(`${resource}/${sub}?id`) ?? ids.get(`${resource}?id`);
}

/** The valid-looking request of a route: real world ids where they help, never on routes that remove. */
export function baseOf(route: RouteSpec, random: Random, ids: ReadonlyMap<string, string>): Base {
  const ctx: ExampleContext = { random, ids: removes(route) ? new Map() : ids, leaves: [] };
  const path = Object.fromEntries(route.pathParams.map((p) => [p.name, random.uuid()]));
  const query: [string, string][] = [];
  for (const param of route.queryParams) {
    if (param.name === 'organisationId' || (!param.required && random.chance(0.5))) continue;
    const value =
      param.name === 'id'
        ? (recordId(route, ctx.ids) ?? random.uuid())
        : exampleOf(param.schema, param.name, [], { ...ctx, leaves: [] });
    query.push([param.name, String(value)]);
  }
  const body = route.body ? exampleOf(route.body, 'body', [], ctx) : undefined;
  return { path, query, body, leaves: ctx.leaves };
}

export function urlOf(
  route: RouteSpec,
  path: Record<string, string>,
  query: [string, string][] | string,
): string {
  const pathname = route.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '');
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Builds the cases of one route; the random stream is the route's own, so the list reproduces. */
export class CaseBuilder {
  readonly cases: FuzzCase[] = [];

  constructor(
    private readonly route: RouteSpec,
    private readonly base: Base,
    private readonly random: Random,
  ) {}

  get baseQuery(): [string, string][] {
    return this.base.query;
  }

  get leaves(): Leaf[] {
    return this.base.leaves;
  }

  private caller(): Caller {
    if (this.route.isPublic) return this.random.chance(0.7) ? 'anonymous' : 'admin';
    const roll = this.random.next();
    return roll < 0.6 ? 'admin' : roll < 0.9 ? 'vendor' : 'anonymous';
  }

  private key(always: boolean): string | undefined {
    if (this.route.method === 'GET') return undefined;
    return always || this.random.chance(0.4) ? this.random.idempotencyKey() : undefined;
  }

  add(
    name: string,
    change: {
      path?: Record<string, string>;
      query?: [string, string][] | string;
      body?: unknown;
      payload?: string | Buffer;
      contentType?: string;
      caller?: Caller;
      mayChange?: boolean;
      /** Send a fresh valid Idempotency-Key (writes only). */
      key?: boolean;
      /** Send this Idempotency-Key instead. */
      idempotencyKey?: string;
    } = {},
  ): void {
    const body = 'body' in change ? change.body : this.base.body;
    const payload = change.payload ?? (body === undefined ? undefined : rawJson(body));
    const idempotencyKey = change.idempotencyKey ?? this.key(change.key === true);
    this.cases.push({
      name,
      caller: change.caller ?? this.caller(),
      method: this.route.method,
      url: urlOf(this.route, { ...this.base.path, ...change.path }, change.query ?? this.base.query),
      ...(payload === undefined ? {} : { payload }),
      ...(change.contentType ? { contentType: change.contentType } : {}),
      ...(idempotencyKey ? { idempotencyKey } : {}),
      mayChange: change.mayChange ?? false,
    });
  }

  /** The body with one place changed (or removed); a RawText value is written in unquoted. */
  bodyWith(path: Path, value: unknown, remove = false): string {
    return rawJson(withValue(this.base.body, path, value, remove));
  }

  /** The array at the leaf grown to `count` copies of its first item. */
  flooded(leaf: Leaf, count: number): string {
    const first = valueAt(this.base.body, [...leaf.path, 0]);
    return this.bodyWith(
      leaf.path,
      Array.from({ length: count }, () => first),
    );
  }

  stringLeaves(): Leaf[] {
    return this.base.leaves.filter((l) => l.schema.type === 'string' && !l.schema.enum);
  }

  numberLeaves(): Leaf[] {
    const numeric = this.base.leaves.filter((l) => l.schema.type === 'integer' || l.schema.type === 'number');
    // Paging and versions reach SQL arithmetic (offsets, comparisons), so they are always among the chosen.
    const paging = numeric.filter((l) =>
      /^(page|pageSize|version|publishedVersion)$/.test(String(l.path.at(-1))),
    );
    return [
      ...paging,
      ...this.random.sample(
        numeric.filter((l) => !paging.includes(l)),
        2,
      ),
    ];
  }

  controlString(nul: boolean): string {
    return nul ? this.random.pick(CONTROL_STRINGS.slice(0, 3)) : this.random.pick(CONTROL_STRINGS.slice(3));
  }

  /** Half the time an integer edge: a bare `.int()` accepts it, so it reaches SQL and overflows there. */
  hostileNumber(): unknown {
    return this.random.chance(0.5) ? this.random.pick(INTEGER_EDGES) : this.random.pick(HOSTILE_NUMBERS);
  }

  hostileQueryValue(schema: JsonSchema): [string, string] {
    const numeric =
      schema.type === 'integer' || schema.type === 'number' || schema.pattern?.startsWith('^\\d');
    if (numeric && this.random.chance(0.6)) return ['number edge', this.random.pick(HOSTILE_QUERY_NUMBERS)];
    const choices: [string, () => string][] = [
      ['NUL', () => this.controlString(true)],
      ['control character', () => this.controlString(false)],
      ['1 MB string', () => 'q'.repeat(ONE_MEGABYTE)],
      ['number edge', () => this.random.pick(HOSTILE_QUERY_NUMBERS)],
      ['garbage', () => this.random.pick(["' or 1=1 --", 'not-a-uuid', '%', '{}', '../../etc/passwd'])],
    ];
    const [label, make] = this.random.pick(choices);
    return [label, make()];
  }

  wrongType(leaf: Leaf): unknown {
    return this.random.pick(wrongTypes(leaf.schema));
  }

  deepBody(): string {
    return this.random.chance(0.5) ? nestedArrays(DEEP_LEVELS) : `{"a":${nestedArrays(DEEP_LEVELS)}}`;
  }

  deepValue(): RawText {
    return new RawText(nestedArrays(DEEP_LEVELS));
  }
}
