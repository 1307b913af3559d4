import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  accessGroup,
  locationGroupAssignment,
  project,
  workLocation,
  workLocationGroup,
  workLocationGroupMember,
} from '../db/schema/index';
import { newId } from '../crypto';

/**
 * One work-location group per subdivision of each project (its meter or transformer round), and the
 * groups of the first project assigned to the first vendor, so the assignment screens have something to show.
 */
export async function seedDemoRoutes(
  tx: Executor,
  organisationId: string,
  vendorId: string | undefined,
): Promise<void> {
  const projects = await tx.select({ id: project.id }).from(project).orderBy(asc(project.name));
  for (const [index, { id: projectId }] of projects.entries()) {
    const locations = await tx
      .select({ id: workLocation.id, groupName: accessGroup.name })
      .from(workLocation)
      .innerJoin(accessGroup, eq(accessGroup.id, workLocation.accessGroupId))
      .where(eq(workLocation.projectId, projectId));
    const byGroup = new Map<string, string[]>();
    for (const location of locations)
      byGroup.set(location.groupName, [...(byGroup.get(location.groupName) ?? []), location.id]);
    const groupIds: string[] = [];
    for (const [groupName, members] of byGroup) {
      const id = newId();
      groupIds.push(id);
      await tx
        .insert(workLocationGroup)
        .values({ organisationId, id, projectId, name: `${groupName.replace(' Subdivision', '')} round` });
      await tx
        .insert(workLocationGroupMember)
        .values(members.map((workLocationId) => ({ organisationId, groupId: id, workLocationId })));
    }
    if (index === 0 && vendorId && groupIds.length > 0) {
      await tx.insert(locationGroupAssignment).values({
        organisationId,
        id: newId(),
        kind: 'vendor',
        subjectId: vendorId,
        vendorId,
        projectId,
        groupIds,
      });
    }
  }
}
