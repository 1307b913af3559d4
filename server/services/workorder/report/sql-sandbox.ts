import { loadModule, parse } from 'libpg-query';
import { NODE_NAMES } from './sql-allowlist';
import type { WalkOptions } from './sql-walk';
import { rootScope, SqlRefusal, walk } from './sql-walk';

export { SqlRefusal } from './sql-walk';

type Json = Record<string, unknown>;
interface ParseResult {
  stmts?: Array<{ stmt?: Json }>;
}

let loading: Promise<unknown> | null = null;

/** PostgreSQL's own parser (libpg-query, compiled to WebAssembly): loaded once, then parses synchronously. */
async function parsed(text: string): Promise<ParseResult> {
  loading ??= loadModule();
  await loading;
  try {
    return (await parse(text)) as ParseResult;
  } catch (error) {
    const details = (error as { sqlDetails?: { cursorPosition?: number } }).sqlDetails;
    const at = details?.cursorPosition !== undefined ? ` (at character ${details.cursorPosition + 1})` : '';
    throw new SqlRefusal(`SQL syntax error: ${(error as Error).message}${at}`);
  }
}

/** The one SELECT statement of `text`, or a refusal naming what else is there. */
async function oneSelect(text: string): Promise<Json> {
  const statements = (await parsed(text)).stmts ?? [];
  if (statements.length !== 1) throw new SqlRefusal('Exactly one SELECT statement is allowed');
  const [type, body] = Object.entries(statements[0]!.stmt ?? {})[0] ?? ['', null];
  if (type !== 'SelectStmt' || !body) {
    throw new SqlRefusal(
      `${NODE_NAMES[type] ?? type.replace(/Stmt$/, '')} is not allowed: a report is one SELECT`,
    );
  }
  return body as Json;
}

/**
 * Checks SQL against the sandbox's rules: exactly one SELECT, reading only reporting views and calling only
 * allowed functions, walked node by node (sub-queries, WITH, casts, operators). Throws SqlRefusal.
 */
export async function checkReportSql(text: string, options: WalkOptions = { builder: false }): Promise<void> {
  const select = await oneSelect(text);
  walk({ SelectStmt: select }, rootScope(options));
}

/** The author's text as it goes into the sandbox's wrapper: without the statement's closing semicolons. */
export function authorSql(text: string): string {
  return text.replace(/[\s;]+$/, '');
}

/** Where a fragment (filter types 15, 18, 19) sits in the builder's query. */
export type FragmentSlot = 'selectList' | 'condition' | 'idQuery';

/**
 * A fragment as the builder places it in its query. The line breaks end a trailing `--` comment; the checks
 * below prove the fragment stayed in its place (no UNION, FROM or clause of its own, no `) OR (`).
 */
export function fragmentSnippet(slot: FragmentSlot, fragment: string): string {
  if (slot === 'selectList') return `\n${fragment}\n`;
  if (slot === 'condition') return `(\n${fragment}\n)`;
  return `wo.id IN (\n${fragment}\n)`;
}

/** The fragment in a statement of its own, placed as in the builder's query. */
export function wrapFragment(slot: FragmentSlot, fragment: string): string {
  const snippet = fragmentSnippet(slot, fragment);
  if (slot === 'selectList') return `SELECT ${snippet} FROM reporting.work_orders AS wo`;
  // IS binds tighter than NOT, AND and OR: a fragment that closes the parenthesis and goes on with one of
  // them (`x) OR (true`) makes that operator the condition's root, which the check below refuses. The query
  // itself keeps the condition as it is (`... AND (<fragment>)`), so it can still use an index.
  if (slot === 'condition') return `SELECT 1 FROM reporting.work_orders AS wo WHERE ${snippet} IS TRUE`;
  return `SELECT 1 FROM reporting.work_orders AS wo WHERE ${snippet}`;
}

const SLOT_KEYS: Record<FragmentSlot, ReadonlySet<string>> = {
  selectList: new Set(['targetList', 'fromClause', 'limitOption', 'op']),
  condition: new Set(['targetList', 'fromClause', 'whereClause', 'limitOption', 'op']),
  idQuery: new Set(['targetList', 'fromClause', 'whereClause', 'limitOption', 'op']),
};

const FRAGMENT_WORDS: Record<FragmentSlot, string> = {
  selectList: 'a select statement must be a list of columns only',
  condition: 'a where statement must be one condition only',
  idQuery: 'a SQL query filter must be one SELECT of work-order ids',
};

/** Checks a fragment in its wrapper: the same rules as a whole query, and nothing outside its slot. */
export async function checkFragment(slot: FragmentSlot, fragment: string): Promise<void> {
  const select = await oneSelect(wrapFragment(slot, fragment));
  const extra = Object.keys(select).filter((key) => !SLOT_KEYS[slot].has(key));
  const from = select.fromClause as unknown[] | undefined;
  const where = select.whereClause as Json | undefined;
  const shapeOk =
    extra.length === 0 &&
    select.op === 'SETOP_NONE' &&
    from?.length === 1 &&
    (slot === 'selectList' || (select.targetList as unknown[]).length === 1) &&
    (slot !== 'idQuery' || (where?.SubLink as Json | undefined)?.subLinkType === 'ANY_SUBLINK') &&
    (slot !== 'condition' || (where?.BooleanTest as Json | undefined)?.booltesttype === 'IS_TRUE');
  if (!shapeOk) throw new SqlRefusal(`Not allowed: ${FRAGMENT_WORDS[slot]}`);
  walk({ SelectStmt: select }, rootScope({ builder: false }));
}
