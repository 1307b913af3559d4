import {
  ALLOWED_FUNCTIONS,
  ALLOWED_OPERATORS,
  ALLOWED_TYPES,
  ALLOWED_VALUE_FUNCTIONS,
  NODE_NAMES,
  PLAIN_NODES,
  REPORTING_SCHEMA,
  REPORTING_VIEWS,
  SYSTEM_COLUMNS,
} from './sql-allowlist';

/** Why a query is refused, in words a report author can act on. */
export class SqlRefusal extends Error {}

type Json = Record<string, unknown>;
const MAX_DEPTH = 400;

export interface WalkOptions {
  /**
   * SQL the builder wrote (its values bound as $n, its form-field comparisons guarded by a regular
   * expression of its own); an author's SQL, and each fragment an author wrote, is checked without this.
   */
  builder: boolean;
}

interface Scope {
  /** Names of the WITH queries visible here (a FROM name that is one of them reads that query). */
  ctes: ReadonlySet<string>;
  options: WalkOptions;
}

function nodeOf(value: unknown): [string, Json] | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 1 || !/^[A-Z]/.test(keys[0]!)) return null;
  const inner = (value as Json)[keys[0]!];
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? [keys[0]!, inner as Json] : null;
}

function names(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => {
    const node = nodeOf(item);
    return node?.[0] === 'String' ? String(node[1].sval ?? '') : '*';
  });
}

function refuse(message: string): never {
  throw new SqlRefusal(message);
}

/** A name as the author would write it (schema-qualified names joined with dots). */
function shown(parts: string[]): string {
  return parts.join('.');
}

function checkFunction(node: Json): void {
  const parts = names(node.funcname);
  const [schema, name] = parts.length === 2 ? parts : [null, parts[0]];
  if (
    parts.length > 2 ||
    (schema !== null && schema !== 'pg_catalog') ||
    !name ||
    !ALLOWED_FUNCTIONS.has(name)
  )
    refuse(`Function ${shown(parts)} is not allowed`);
}

function checkType(node: Json): void {
  const parts = names(node.names);
  const [schema, name] = parts.length === 2 ? parts : [null, parts[0]];
  if (parts.length > 2 || (schema !== null && schema !== 'pg_catalog') || !name || !ALLOWED_TYPES.has(name))
    refuse(`Type ${shown(parts)} is not allowed`);
  if (node.setof || node.pct_type) refuse(`Type ${shown(parts)} is not allowed`);
}

function checkOperator(node: Json, scope: Scope): void {
  const parts = names(node.name);
  const [schema, name] = parts.length === 2 ? parts : [null, parts[0]];
  const allowed = !!name && (ALLOWED_OPERATORS.has(name) || (scope.options.builder && name === '~'));
  if (parts.length > 2 || (schema !== null && schema !== 'pg_catalog') || !allowed)
    refuse(`Operator ${shown(parts)} is not allowed`);
}

function checkColumn(node: Json): void {
  const parts = names(node.fields);
  const last = parts[parts.length - 1];
  if (last && SYSTEM_COLUMNS.has(last)) refuse(`System column ${last} is not allowed`);
}

function checkRelation(node: Json, scope: Scope): void {
  const schema = typeof node.schemaname === 'string' ? node.schemaname : null;
  const relation = String(node.relname ?? '');
  const full = [node.catalogname, schema, relation].filter((p): p is string => typeof p === 'string');
  if (node.catalogname) refuse(`Table ${shown(full)} is not a reporting view`);
  if (schema === null && scope.ctes.has(relation)) return;
  if ((schema === null || schema === REPORTING_SCHEMA) && REPORTING_VIEWS.has(relation)) return;
  refuse(`Table ${shown(full)} is not a reporting view`);
}

function checkSelect(node: Json, scope: Scope, depth: number): void {
  if (node.intoClause) refuse('SELECT INTO is not allowed');
  if (node.lockingClause) refuse('Locking clauses (FOR UPDATE, FOR SHARE) are not allowed');
  let ctes = scope.ctes;
  const withClause = node.withClause as Json | undefined;
  if (withClause) {
    if (withClause.recursive) refuse('WITH RECURSIVE is not allowed');
    // Each WITH query sees the ones before it (not after: a later name would be read as a table).
    for (const item of (withClause.ctes as unknown[]) ?? []) {
      const cte = nodeOf(item);
      if (!cte || cte[0] !== 'CommonTableExpr') refuse('This WITH clause is not allowed');
      const query = nodeOf(cte[1].ctequery);
      if (!query || query[0] !== 'SelectStmt')
        refuse(`${NODE_NAMES[query?.[0] ?? ''] ?? 'A statement'} is not allowed in WITH`);
      if (cte[1].search_clause || cte[1].cycle_clause) refuse('SEARCH and CYCLE in WITH are not allowed');
      walk(cte[1].aliascolnames, { ...scope, ctes }, depth + 1);
      checkSelect(query[1], { ...scope, ctes }, depth + 1);
      ctes = new Set([...ctes, String(cte[1].ctename)]);
    }
  }
  const inner = { ...scope, ctes };
  for (const [key, value] of Object.entries(node)) {
    if (key === 'withClause') continue;
    if (key === 'larg' || key === 'rarg') checkSelect(value as Json, inner, depth + 1);
    else walk(value, inner, depth + 1);
  }
}

/** Walks every node under `value`, refusing anything outside the allowlists. */
export function walk(value: unknown, scope: Scope, depth = 0): void {
  if (depth > MAX_DEPTH) refuse('The query is nested too deeply');
  if (Array.isArray(value)) return value.forEach((item) => walk(item, scope, depth + 1));
  if (!value || typeof value !== 'object') return;
  const node = nodeOf(value);
  if (!node) {
    // A type name sits in its parent as a plain structure (TypeCast.typeName), not as a node.
    if ('names' in value && 'typemod' in value) checkType(value as Json);
    return Object.values(value).forEach((item) => walk(item, scope, depth + 1));
  }
  const [type, body] = node;
  switch (type) {
    case 'SelectStmt':
      return checkSelect(body, scope, depth);
    case 'RangeVar':
      return checkRelation(body, scope);
    case 'FuncCall':
      checkFunction(body);
      break;
    case 'TypeCast':
      checkType((body.typeName as Json | undefined) ?? {});
      break;
    case 'TypeName':
      checkType(body);
      break;
    case 'SubLink':
      if (body.operName) checkOperator({ name: body.operName }, scope);
      break;
    case 'SortBy':
      if (body.useOp) checkOperator({ name: body.useOp }, scope);
      break;
    case 'A_Expr':
      checkOperator(body, scope);
      break;
    case 'ColumnRef':
      checkColumn(body);
      break;
    case 'SQLValueFunction':
      if (!ALLOWED_VALUE_FUNCTIONS.has(String(body.op)))
        refuse(`${sqlValueName(String(body.op))} is not allowed`);
      return;
    case 'ParamRef':
      if (!scope.options.builder) refuse('A parameter ($n) is not allowed');
      return;
    default:
      if (!PLAIN_NODES.has(type)) refuse(`${NODE_NAMES[type] ?? type} is not allowed`);
  }
  for (const [key, child] of Object.entries(body)) {
    if (!['funcname', 'name', 'names', 'operName', 'useOp'].includes(key)) walk(child, scope, depth + 1);
  }
}

function sqlValueName(op: string): string {
  return op.replace(/^SVFOP_/, '').replace(/_N$/, '');
}

export function rootScope(options: WalkOptions): Scope {
  return { ctes: new Set(), options };
}
