import type { FuzzCase } from './fuzz-case-builder';
import { CaseBuilder, baseOf, pathText } from './fuzz-case-builder';
import { multipartCases } from './fuzz-multipart';
import type { Random } from './fuzz-random';
import type { RouteSpec } from './fuzz-routes';
import type { Path } from './fuzz-values';
import { CONTROL_STRINGS, ONE_MEGABYTE, exampleOf, rawJson } from './fuzz-values';

export type { Caller, FuzzCase } from './fuzz-case-builder';

const INVALID_JSON = ['{"a":', '{', "{'a':1}", '{"a":1,}', 'NaN', '{"a":"\\u0000', '\u0000'] as const;
const NOT_AN_OBJECT = ['[]', 'null', '"text"', '42', 'true', '"\\u0000"'] as const;
/** Past every array's limit (500 ids at most) and past the bind-parameter limit of an IN list when spread. */
const FLOOD_ITEMS = 10_000;
const FOREIGN_BODIES: [string, string][] = [
  ['text/plain', 'name=x'],
  ['application/x-www-form-urlencoded', 'name=x&page=1'],
  ['application/xml', '<name>x</name>'],
];
/** Too short, too long, or outside [A-Za-z0-9_-:.]. */
const MALFORMED_KEYS = ['short', 'k'.repeat(101), 'spaces are not allowed', 'semi;colon;key', 'ünïcode-key'];
const BAD_PATH_VALUES = [
  '%00',
  '%01',
  'not-a-uuid',
  '..%2F..%2Fadmin',
  'p'.repeat(200),
  '%E0%A4%A',
  '%C0%80',
];

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Object text with `member` written first, so a JSON parser meets the key before anything else. */
function withLeadingMember(body: unknown, member: string): string {
  const rest = isObject(body) ? JSON.stringify(body).slice(1) : '}';
  return `{${member}${rest === '}' ? '' : ','}${rest}`;
}

/** Cases a correct server may accept: the valid-looking request, and ones it may strip or reinterpret. */
function lenientCases(b: CaseBuilder, route: RouteSpec, body: unknown, others: RouteSpec[], random: Random) {
  const write = route.method !== 'GET';
  b.add('valid-looking request', {
    caller: route.isPublic ? 'anonymous' : 'admin',
    mayChange: true,
    key: write,
  });
  if (!route.isPublic) b.add('valid-looking request', { caller: 'vendor', mayChange: true });
  if (isObject(body)) b.add('extra unknown field', { body: { ...body, fuzzExtra: 'x' }, mayChange: true });
  const donors = others.filter((other) => other.body && other !== route);
  if (route.body && donors.length > 0) {
    const donor = random.pick(donors);
    const ctx = { random, ids: new Map<string, string>(), leaves: [] };
    b.add(`body of ${donor.key}`, { body: exampleOf(donor.body!, 'body', [], ctx), mayChange: true });
  }
  const extra: [string, string] = random.pick([
    ['fuzzExtra', 'x'],
    ['__proto__', 'x'],
    ['constructor', 'prototype'],
  ]);
  b.add(`unknown query parameter ${extra[0]}`, { query: [...b.baseQuery, extra], mayChange: true });
}

function bodyCases(b: CaseBuilder, route: RouteSpec, body: unknown, random: Random) {
  for (const key of random.sample(route.body?.required ?? [], 2)) {
    b.add(`missing required ${key}`, { payload: b.bodyWith([key], undefined, true) });
  }
  for (const leaf of random.sample(b.leaves, 3)) {
    b.add(`wrong type at ${pathText(leaf.path)}`, { payload: b.bodyWith(leaf.path, b.wrongType(leaf)) });
  }
  const strings = b.stringLeaves();
  const unknownField: Path = isObject(body) ? ['fuzzNote'] : [];
  const textAt = (): Path => (strings.length > 0 ? random.pick(strings).path : unknownField);
  for (const nul of [true, false]) {
    const at = textAt();
    const label = nul ? 'NUL' : 'control character';
    b.add(`${label} in ${pathText(at)}`, { payload: b.bodyWith(at, b.controlString(nul)) });
  }
  if (isObject(body)) b.add('NUL in a key', { body: { ...body, 'na\u0000me': 'x' } });
  const big = textAt();
  // A megabyte either way: a million ASCII characters, or half a million two-byte ones.
  const megabyte = random.chance(0.5) ? 'x'.repeat(ONE_MEGABYTE) : 'é'.repeat(ONE_MEGABYTE / 2);
  b.add(`1 MB string in ${pathText(big)}`, { payload: b.bodyWith(big, megabyte) });
  for (const leaf of b.numberLeaves()) {
    const value = b.hostileNumber();
    b.add(`number ${rawJson(value)} at ${pathText(leaf.path)}`, { payload: b.bodyWith(leaf.path, value) });
  }
  b.add('20,000-level nesting as the body', { payload: b.deepBody(), key: true });
  if (b.leaves.length > 1) {
    const leaf = random.pick(b.leaves.slice(1));
    b.add(`20,000-level nesting at ${pathText(leaf.path)}`, {
      payload: b.bodyWith(leaf.path, b.deepValue()),
    });
  }
  const arrays = b.leaves.filter((leaf) => leaf.schema.type === 'array');
  if (arrays.length > 0) {
    const leaf = random.pick(arrays);
    b.add(`${FLOOD_ITEMS} items at ${pathText(leaf.path)}`, { payload: b.flooded(leaf, FLOOD_ITEMS) });
  }
  b.add('__proto__ key', { payload: withLeadingMember(body, '"__proto__":{"polluted":"yes"}') });
  b.add('constructor.prototype key', {
    payload: withLeadingMember(body, '"constructor":{"prototype":{"polluted":"yes"}}'),
  });
  b.add('invalid JSON', { payload: random.pick(INVALID_JSON) });
  b.add('a body that is not an object', { payload: random.pick(NOT_AN_OBJECT) });
  const [contentType, form] = random.pick(FOREIGN_BODIES);
  b.add(`a ${contentType} body`, { payload: form, contentType });
}

/** A write without a body schema still parses a JSON body (and hashes it for an Idempotency-Key). */
function undeclaredBodyCases(b: CaseBuilder, random: Random) {
  b.add('20,000-level nesting as an undeclared body', { payload: b.deepBody(), key: true });
  b.add('NUL in an undeclared body', {
    payload: rawJson({ note: random.pick(CONTROL_STRINGS.slice(0, 3)) }),
  });
  b.add('invalid JSON as an undeclared body', { payload: random.pick(INVALID_JSON) });
}

function queryCases(b: CaseBuilder, route: RouteSpec, random: Random) {
  for (const param of random.sample(route.queryParams, 3)) {
    const [label, value] = b.hostileQueryValue(param.schema);
    const rest = b.baseQuery.filter(([name]) => name !== param.name);
    b.add(`${label} in query ${param.name}`, { query: [...rest, [param.name, value]] });
  }
  const required = route.queryParams.filter((param) => param.required);
  if (required.length > 0) {
    const param = random.pick(required);
    b.add(`missing query ${param.name}`, { query: b.baseQuery.filter(([name]) => name !== param.name) });
    b.add(`repeated query ${param.name}`, {
      query: [...b.baseQuery, [param.name, random.uuid()], [param.name, 'x']],
    });
  }
  b.add('NUL in a query key', { query: [...b.baseQuery, ['na\u0000me', 'x']] });
}

/** Few routes take path parameters, so each gets every bad value. */
function pathCases(b: CaseBuilder, route: RouteSpec) {
  for (const param of route.pathParams) {
    for (const value of BAD_PATH_VALUES) {
      b.add(`path ${param.name} = ${value.slice(0, 20)}`, { path: { [param.name]: value } });
    }
  }
}

/**
 * Every case of one route: first the group a correct server refuses in full (its database digest must not
 * move), then the group it may accept. The random stream is the route's own, so the list reproduces.
 */
export function casesFor(
  route: RouteSpec,
  others: RouteSpec[],
  random: Random,
  ids: ReadonlyMap<string, string>,
): { refused: FuzzCase[]; lenient: FuzzCase[] } {
  const base = baseOf(route, random, ids);
  const b = new CaseBuilder(route, base, random);
  if (!route.isPublic) {
    b.add('no token', { caller: 'anonymous' });
    b.add('forged token', { caller: 'forged' });
  }
  if (route.body) bodyCases(b, route, base.body, random);
  else if (route.method !== 'GET') undeclaredBodyCases(b, random);
  if (route.upload) multipartCases(b, route, random);
  queryCases(b, route, random);
  pathCases(b, route);
  if (route.method !== 'GET') {
    b.add('malformed Idempotency-Key', { idempotencyKey: random.pick(MALFORMED_KEYS) });
  }
  lenientCases(b, route, base.body, others, random);
  return { refused: b.cases.filter((c) => !c.mayChange), lenient: b.cases.filter((c) => c.mayChange) };
}
