import { and, eq, ilike } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { crew, project, userAccount, vendor } from '../db/schema/index';

/*
 * Access grants and location-group assignments give a subject (a user, a vendor or a crew) something in one
 * project; these are the reads they share.
 */

/** Who a grant or an assignment is for: a user (kind 'admin'), a vendor or a crew. */
export type SubjectKind = 'admin' | 'vendor' | 'crew';

/** The subject as the caller sees it (row-level security hides other vendors'), with its vendor; or null. */
export async function findSubject(
  tx: Executor,
  kind: SubjectKind,
  id: string,
): Promise<{ vendorId: string | null } | null> {
  const [row] =
    kind === 'admin'
      ? await tx.select({ vendorId: userAccount.vendorId }).from(userAccount).where(eq(userAccount.id, id))
      : kind === 'vendor'
        ? await tx.select({ vendorId: vendor.id }).from(vendor).where(eq(vendor.id, id))
        : await tx.select({ vendorId: crew.vendorId }).from(crew).where(eq(crew.id, id));
  return row ?? null;
}

/** A page's filter of such records: one subject, one project, and the project's name searched. */
export function subjectProjectFilter(
  table: { subjectId: PgColumn; projectId: PgColumn },
  filter: {
    subjectId?: string | undefined;
    projectId?: string | undefined;
    searchString?: string | undefined;
  },
): SQL | undefined {
  return and(
    filter.subjectId ? eq(table.subjectId, filter.subjectId) : undefined,
    filter.projectId ? eq(table.projectId, filter.projectId) : undefined,
    filter.searchString ? ilike(project.name, `%${filter.searchString}%`) : undefined,
  );
}
