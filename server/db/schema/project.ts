import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportable, tenantColumns, tenantPolicy } from './columns';
import { organisation } from './organisation';

/** A body of field work (a scheme, a contract); work locations and access groups belong to one project. */
export const project = pgTable(
  'project',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.id] }),
    foreignKey({ columns: [t.organisationId], foreignColumns: [organisation.id] }),
    uniqueIndex('project_name_uq').on(t.organisationId, sql`lower(${t.name})`),
    uniqueIndex('project_code_uq')
      .on(t.organisationId, sql`lower(${t.code})`)
      .where(sql`${t.code} is not null`),
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
    primaryKey({ columns: [t.organisationId, t.id] }),
    foreignKey({
      columns: [t.organisationId, t.projectId],
      foreignColumns: [project.organisationId, project.id],
    }),
    foreignKey({ columns: [t.organisationId, t.parentId], foreignColumns: [t.organisationId, t.id] }),
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
    foreignKey({
      columns: [t.organisationId, t.ancestorId],
      foreignColumns: [accessGroup.organisationId, accessGroup.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organisationId, t.descendantId],
      foreignColumns: [accessGroup.organisationId, accessGroup.id],
    }).onDelete('cascade'),
    index('access_group_closure_descendant_idx').on(t.organisationId, t.descendantId, t.ancestorId),
    reportable(tenantPolicy()),
  ],
).enableRLS();
