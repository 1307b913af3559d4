import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accessGrant,
  accessGroup,
  locationGroupAssignment,
  workLocation,
  workLocationGroup,
} from '../../db/schema/index';
import type { Reference } from '../../lib/references';
import { findReferences } from '../../lib/references';
import { workOrderReferences } from '../../lib/work-order-references';

/*
 * What still points at a project, an access group or a template and blocks its deletion. Each area adds its
 * records here as it lands. Counts are as the caller sees them; the foreign keys stay
 * the last word for rows hidden from a restricted caller.
 */

/** What still belongs to a project and blocks its deletion; each area adds its records here as it lands. */
export async function projectReferences(tx: Executor, projectId: string): Promise<Reference[]> {
  return [
    await findReferences(
      tx,
      { table: accessGroup, name: accessGroup.name, where: eq(accessGroup.projectId, projectId) },
      ['access group', 'access groups'],
    ),
    await findReferences(
      tx,
      { table: accessGrant, name: accessGrant.kind, where: eq(accessGrant.projectId, projectId) },
      ['grant', 'grants'],
    ),
    await findReferences(
      tx,
      {
        table: workLocation,
        name: workLocation.locationIdentifier,
        where: eq(workLocation.projectId, projectId),
      },
      ['work location', 'work locations'],
    ),
    await findReferences(
      tx,
      {
        table: workLocationGroup,
        name: workLocationGroup.name,
        where: eq(workLocationGroup.projectId, projectId),
      },
      ['work location group', 'work location groups'],
    ),
    await findReferences(
      tx,
      {
        table: locationGroupAssignment,
        name: locationGroupAssignment.kind,
        where: eq(locationGroupAssignment.projectId, projectId),
      },
      ['assignment', 'assignments'],
    ),
    await workOrderReferences(tx, 'project', projectId),
  ];
}

/** What still points at an access group and blocks its deletion; each area adds its records here as it lands. */
export async function accessGroupReferences(tx: Executor, id: string): Promise<Reference[]> {
  return [
    await findReferences(
      tx,
      { table: accessGroup, name: accessGroup.name, where: eq(accessGroup.parentId, id) },
      ['sub-group', 'sub-groups'],
    ),
    await findReferences(
      tx,
      {
        table: accessGrant,
        name: accessGrant.kind,
        where: sql`${id}::uuid = any(${accessGrant.accessGroupIds})`,
      },
      ['grant', 'grants'],
    ),
    await findReferences(
      tx,
      {
        table: workLocation,
        name: workLocation.locationIdentifier,
        where: eq(workLocation.accessGroupId, id),
      },
      ['work location', 'work locations'],
    ),
    await workOrderReferences(tx, 'accessGroup', id),
  ];
}

/** What still uses a work-location template and blocks its deletion. */
export async function templateReferences(tx: Executor, templateId: string): Promise<Reference[]> {
  return [
    await findReferences(
      tx,
      {
        table: workLocation,
        name: workLocation.locationIdentifier,
        where: eq(workLocation.templateId, templateId),
      },
      ['work location', 'work locations'],
    ),
  ];
}
