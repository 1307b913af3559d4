import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  crew,
  crewMember,
  userAccount,
  workflow,
  workflowVersion,
  workLocation,
  workLocationTemplate,
  workforce,
} from '../db/schema/index';
import type { DemoCrew, DemoFlow, DemoLocation } from './demo-work-order-builder';
import { tenantJoin } from '../db/tenant-join';

/* What the demo and bulk work-order seeds build orders from: the organisation's people, crews, workflows
   and locations. */

/** Which workflow suits the locations of which template (the rest take the workflows in turn). */
export const FLOW_OF_TEMPLATE: Record<string, string> = {
  DT: 'Transformer health check',
  CM: 'Smart meter rollout',
};

/** The organisation's first user (its administrator): who creates, assigns and approves demo work. */
export async function loadAdministrator(
  tx: Executor,
  organisationId: string,
): Promise<{ id: string; name: string } | null> {
  const [admin] = await tx
    .select({ id: userAccount.id, name: userAccount.name })
    .from(userAccount)
    .where(eq(userAccount.organisationId, organisationId))
    .orderBy(asc(userAccount.createdAt))
    .limit(1);
  return admin ?? null;
}

/** Active crews that belong to a vendor (work orders are assigned to a vendor and one of its crews). */
export async function loadVendorCrews(tx: Executor, organisationId: string): Promise<DemoCrew[]> {
  const rows = await tx
    .select({ id: crew.id, vendorId: crew.vendorId, name: crew.name, leader: workforce.name })
    .from(crew)
    .leftJoin(
      crewMember,
      and(
        eq(crewMember.crewId, crew.id),
        eq(crewMember.organisationId, organisationId),
        eq(crewMember.role, 'leader'),
      ),
    )
    .leftJoin(
      workforce,
      and(eq(workforce.id, crewMember.workforceId), eq(workforce.organisationId, organisationId)),
    )
    .where(and(eq(crew.organisationId, organisationId), isNotNull(crew.vendorId), eq(crew.isActive, true)))
    .orderBy(asc(crew.code), asc(crew.name));
  const crews = new Map<string, DemoCrew>();
  for (const row of rows)
    if (!crews.has(row.id))
      crews.set(row.id, {
        id: row.id,
        vendorId: row.vendorId!,
        name: row.name,
        workerName: row.leader ?? row.name,
      });
  return [...crews.values()];
}

/** Active workflows at their published version, each with the template whose locations it suits (if any). */
export async function loadFlows(
  tx: Executor,
  organisationId: string,
): Promise<Array<DemoFlow & { description: string | null; templateId: string | null }>> {
  const flows = await tx
    .select({
      id: workflow.id,
      publishedVersion: workflow.publishedVersion,
      name: workflow.name,
      description: workflow.description,
      activities: workflowVersion.activities,
    })
    .from(workflow)
    .innerJoin(
      workflowVersion,
      and(
        tenantJoin(workflowVersion.workflowId, workflow.id),
        eq(workflowVersion.publishedVersion, workflow.publishedVersion),
      ),
    )
    .where(and(eq(workflow.organisationId, organisationId), eq(workflow.isActive, true)))
    .orderBy(asc(workflow.name));
  const templates = await tx
    .select({ id: workLocationTemplate.id, code: workLocationTemplate.code })
    .from(workLocationTemplate)
    .where(eq(workLocationTemplate.organisationId, organisationId));
  return flows
    .filter((f) => f.activities.length > 0)
    .map((f) => ({
      ...f,
      templateId: templates.find((t) => t.code !== null && FLOW_OF_TEMPLATE[t.code] === f.name)?.id ?? null,
    }));
}

export async function loadLocations(tx: Executor, organisationId: string): Promise<DemoLocation[]> {
  return tx
    .select({
      id: workLocation.id,
      projectId: workLocation.projectId,
      accessGroupId: workLocation.accessGroupId,
      locationIdentifier: workLocation.locationIdentifier,
      latitude: workLocation.latitude,
      longitude: workLocation.longitude,
      templateCode: workLocationTemplate.code,
    })
    .from(workLocation)
    .innerJoin(
      workLocationTemplate,
      and(
        eq(workLocationTemplate.organisationId, organisationId),
        eq(workLocationTemplate.id, workLocation.templateId),
      ),
    )
    .where(eq(workLocation.organisationId, organisationId))
    .orderBy(asc(workLocation.locationIdentifier));
}
