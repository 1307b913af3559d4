import type { z } from 'zod';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { inOrder } from '../../../lib/in-order';
import type { ExportDefinition, ExportPage, Scoped } from './types';
import { pageLength } from './types';

const PAGE_SIZE = 2_000;

/**
 * Pages read at once by an export that knows its page boundaries: two, one for each of the two cores the
 * database is sized for here, each on its own connection of the pool (on PGlite, one connection, they queue).
 */
const PAGES_AT_ONCE = 2;

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
  /**
   * Up to `limit` rows after the cursor (null: from the start), and the cursor of the last one; with `through`,
   * every row after the cursor up to and including that one, however many (rows may have been added since
   * the boundaries were read).
   */
  page(
    tx: Tx,
    filters: z.output<S>,
    after: C | null,
    limit: number,
    caller: AuthContext,
    through?: C,
  ): Promise<Page<C>>;
  /**
   * The cursor of every `size`-th row (the last row of each full page), read in one pass, so that the pages
   * between them can be read side by side; the rows after the last one are then read page by page.
   */
  boundaries?(tx: Tx, filters: z.output<S>, size: number): Promise<C[]>;
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
          if (spec.boundaries) {
            const cuts = await scoped((tx) => spec.boundaries!(tx, filters, size));
            const reads = cuts.map(
              (through, i) => () =>
                scoped((tx) => spec.page(tx, filters, i === 0 ? null : cuts[i - 1]!, size, caller, through)),
            );
            for await (const page of inOrder(reads, PAGES_AT_ONCE))
              if (pageLength(page.rows) > 0) yield page.rows;
            after = cuts.at(-1) ?? null;
          }
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
