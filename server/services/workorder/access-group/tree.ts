import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { accessGroupClosure } from '../../../db/schema/index';

/**
 * Maintenance of access_group_closure. Invariant: for every group g and each of its ancestors a (g itself
 * included, depth 0) there is exactly one row (a, g, distance). Every change to access_group.parent_id goes
 * through these functions in the same transaction.
 */

/** Adds a new leaf `id` under `parentId` (or at the top level). */
export async function addToTree(
  tx: Executor,
  organisationId: string,
  id: string,
  parentId: string | null,
): Promise<void> {
  await tx.insert(accessGroupClosure).values({ organisationId, ancestorId: id, descendantId: id, depth: 0 });
  if (!parentId) return;
  await tx.execute(sql`insert into access_group_closure (organisation_id, ancestor_id, descendant_id, depth)
    select organisation_id, ancestor_id, ${id}, depth + 1 from access_group_closure
    where organisation_id = ${organisationId} and descendant_id = ${parentId}`);
}

/** True when `candidate` is `id` or lies below it: placing `id` under it would make a cycle. */
export async function isInSubtree(tx: Executor, id: string, candidate: string): Promise<boolean> {
  const rows = await tx
    .select({ depth: accessGroupClosure.depth })
    .from(accessGroupClosure)
    .where(and(eq(accessGroupClosure.ancestorId, id), eq(accessGroupClosure.descendantId, candidate)));
  return rows.length > 0;
}

/** Moves the subtree rooted at `id` under `parentId` (or to the top level). The caller refused cycles. */
export async function moveInTree(
  tx: Executor,
  organisationId: string,
  id: string,
  parentId: string | null,
): Promise<void> {
  await tx.execute(sql`delete from access_group_closure
    where organisation_id = ${organisationId}
      and descendant_id in (select descendant_id from access_group_closure where organisation_id = ${organisationId} and ancestor_id = ${id})
      and ancestor_id not in (select descendant_id from access_group_closure where organisation_id = ${organisationId} and ancestor_id = ${id})`);
  if (!parentId) return;
  await tx.execute(sql`insert into access_group_closure (organisation_id, ancestor_id, descendant_id, depth)
    select up.organisation_id, up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
    from access_group_closure up
    join access_group_closure down on down.organisation_id = up.organisation_id and down.ancestor_id = ${id}
    where up.organisation_id = ${organisationId} and up.descendant_id = ${parentId}`);
}
