import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { withScope } from '../server/db/client';
import { REPORT_ROLE } from '../server/db/schema/columns';
import { builderQuery } from '../server/services/workorder/report/builder-sql';
import { filterContext } from '../server/services/workorder/report/report-checks';
import { authorSql } from '../server/services/workorder/report/sql-sandbox';
import { reportDefinitionSchema } from '../src/domain/reports';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
}

function scans(node: PlanNode, found: string[] = []): string[] {
  if (node['Relation Name']) {
    const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    found.push(`${node['Node Type']} on ${node['Relation Name']}${index} (${node['Actual Rows'] ?? 0} rows)`);
  }
  for (const child of node.Plans ?? []) scans(child, found);
  return found;
}

/**
 * The top node of each report query's plan, and the tables it reads and how, from EXPLAIN ANALYZE run as the
 * sandbox runs it (the report role, the administrator's row-level security).
 */
export async function planTops(
  db: Db,
  organisationId: string,
  cases: Array<{ title: string; report: { kind?: string; sql?: string; definition?: unknown } }>,
): Promise<string[]> {
  const lines: string[] = [];
  for (const { title, report } of cases) {
    await withScope(db, { organisationId, vendorId: null }, async (tx) => {
      let query: SQL;
      if (report.kind === 'sql') query = sql.raw(authorSql(report.sql ?? ''));
      else {
        const definition = reportDefinitionSchema.parse(report.definition);
        query = builderQuery(definition, await filterContext(tx, definition), { page: 1, pageSize: 50 });
      }
      await tx.execute(sql.raw(`set local role ${REPORT_ROLE}`));
      await tx.execute(sql.raw('set local search_path = reporting'));
      const result = (await tx.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      };
      const cell = Object.values(result.rows[0] ?? {})[0];
      const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{
        Plan: PlanNode;
        'Execution Time': number;
      }>;
      const top = plan!.Plan;
      lines.push(`${title}: ${top['Node Type']}, ${plan!['Execution Time'].toFixed(1)} ms in the database`);
      for (const scan of scans(top)) lines.push(`    ${scan}`);
    });
  }
  return lines;
}
