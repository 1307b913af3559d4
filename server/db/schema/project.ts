import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activeColumn, reportable, tenantColumns, tenantPolicy } from './columns';
import { organisationRecord, tenantKey, tenantReference, uniqueCode, uniqueName } from './keys';

/** A body of field work (a scheme, a contract); work locations and access groups belong to one project. */
export const project = pgTable(
  'project',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    ...activeColumn(),
  },
  (t) => [
    ...organisationRecord(t),
    uniqueName('project', t),
    uniqueCode('project', t),
    reportable(tenantPolicy()),
  ],
).enableRLS();

/** A node of a project's access-group tree; parent_id null is a top-level group. */
export const accessGroup = pgTable(
  'access_group',
  {
    ...tenantColumns(),
    projectId: uuid('project_id').notNull(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.projectId, project),
    tenantReference(t, t.parentId, t),
    uniqueIndex('access_group_name_uq').on(
      t.organisationId,
      t.projectId,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    index('access_group_parent_idx').on(t.organisationId, t.projectId, t.parentId, t.name),
    reportable(tenantPolicy()),
  ],
).enableRLS();

/**
 * Every (ancestor, descendant) pair of the access-group trees, including each group with itself at depth 0.
 * Kept in step with access_group by the access-group queries in the same transaction, so "a group and all
 * below it" is one index range instead of a recursive walk.
 */
export const accessGroupClosure = pgTable(
  'access_group_closure',
  {
    organisationId: uuid('organisation_id').notNull(),
    ancestorId: uuid('ancestor_id').notNull(),
    descendantId: uuid('descendant_id').notNull(),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.ancestorId, t.descendantId] }),
    tenantReference(t, t.ancestorId, accessGroup).onDelete('cascade'),
    tenantReference(t, t.descendantId, accessGroup).onDelete('cascade'),
    index('access_group_closure_descendant_idx').on(t.organisationId, t.descendantId, t.ancestorId),
    reportable(tenantPolicy()),
  ],
).enableRLS();
