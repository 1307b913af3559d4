import type { z } from 'zod';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import type { ExportDefinition, ExportPage, Scoped } from './types';
import { pageLength } from './types';

const PAGE_SIZE = 2_000;

interface Page<C> {
  rows: ExportPage;
  last: C | null;
}

interface ExportSpec<S extends z.ZodType, C> {
  columns: ExportDefinition['columns'];
  filterSchema: S;
  /** Rows read per page (2,000): more for an export whose rows are small and cheap to read. */
  pageSize?: number;
  check?(tx: Tx, filters: z.output<S>): Promise<void>;
  /** How many rows match; `caller` for an export whose rows depend on who asks beyond row-level security. */
  count(tx: Tx, filters: z.output<S>, caller: AuthContext): Promise<number>;
  /** Up to `limit` rows after the cursor (null: from the start), and the cursor of the last one. */
  page(tx: Tx, filters: z.output<S>, after: C | null, limit: number, caller: AuthContext): Promise<Page<C>>;
}

/**
 * An export over the area's list query: the stored filters are parsed again with the list's schema, and the
 * rows are read page by page with a keyset cursor, so a million rows never sit in memory or in one
 * transaction.
 */
export function defineExport<S extends z.ZodType, C>(spec: ExportSpec<S, C>): ExportDefinition {
  return {
    columns: spec.columns,
    filterSchema: spec.filterSchema,
    async check(tx: Tx, raw: unknown) {
      await spec.check?.(tx, spec.filterSchema.parse(raw));
    },
    source(scoped: Scoped, raw: unknown, caller: AuthContext) {
      const filters = spec.filterSchema.parse(raw);
      return {
        count: () => scoped((tx) => spec.count(tx, filters, caller)),
        async *pages(): AsyncGenerator<ExportPage> {
          const size = spec.pageSize ?? PAGE_SIZE;
          let after: C | null = null;
          for (;;) {
            const cursor: C | null = after;
            const page: Page<C> = await scoped((tx): Promise<Page<C>> =>
              spec.page(tx, filters, cursor, size, caller),
            );
            const length = pageLength(page.rows);
            if (length > 0) yield page.rows;
            if (length < size || page.last === null) return;
            after = page.last;
          }
        },
      };
    },
  };
}
