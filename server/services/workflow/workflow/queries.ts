import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { offsetOf } from '../../../../src/domain/paging';
import type {
  Workflow,
  WorkflowActivity,
  WorkflowDetail,
  workflowCreateSchema,
} from '../../../../src/domain/workflows';
import type { AuthContext } from '../../../auth/context';
import type { Executor } from '../../../db/client';
import type { ActiveListFilter } from '../../../lib/list-filter';
import { searchAndActive } from '../../../lib/list-filter';
import { activityTemplate, workflow, workflowTemplateUse, workflowVersion } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { badRequest } from '../../../lib/http-errors';
import { activityTypeName } from '../activity-template/queries';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const activityCount = sql<number>`(select coalesce(jsonb_array_length(v.activities), 0)::int from workflow_version v where v.organisation_id = workflow.organisation_id and v.workflow_id = workflow.id and v.published_version = workflow.published_version)`;

const columns = {
  id: workflow.id,
  name: workflow.name,
  description: workflow.description,
  isActive: workflow.isActive,
  publishedVersion: workflow.publishedVersion,
  activityCount,
  version: workflow.version,
  updatedAt: workflow.updatedAt,
};

type Row = Omit<Workflow, 'updatedAt'> & { updatedAt: Date };
const toWorkflow = (row: Row): Workflow => ({
  ...row,
  activityCount: Number(row.activityCount),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listWorkflows(tx: Executor, filter: ActiveListFilter) {
  const where = searchAndActive(filter, [workflow.name], workflow.isActive);
  const rows = await tx
    .select(columns)
    .from(workflow)
    .where(where)
    .orderBy(asc(workflow.name), asc(workflow.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(workflow).where(where);
  return { workFlows: rows.map(toWorkflow), pageTotal: total?.n ?? 0 };
}

export async function getWorkflow(tx: Executor, id: string): Promise<Workflow | null> {
  const [row] = await tx.select(columns).from(workflow).where(eq(workflow.id, id));
  return row ? toWorkflow(row) : null;
}

/** A workflow with the activities of its published version. */
export async function getWorkflowDetail(tx: Executor, id: string): Promise<WorkflowDetail | null> {
  const found = await getWorkflow(tx, id);
  return found
    ? { ...found, activities: (await getWorkflowActivities(tx, id, found.publishedVersion)) ?? [] }
    : null;
}

export async function getWorkflowActivities(
  tx: Executor,
  workflowId: string,
  publishedVersion: number,
): Promise<WorkflowActivity[] | null> {
  const [row] = await tx
    .select({ activities: workflowVersion.activities })
    .from(workflowVersion)
    .where(
      and(eq(workflowVersion.workflowId, workflowId), eq(workflowVersion.publishedVersion, publishedVersion)),
    );
  return row ? row.activities : null;
}

type ActivityInputs = z.output<typeof workflowCreateSchema>['activities'];

/**
 * Publishes `publishedVersion` of a workflow: a snapshot of each chosen activity template, in order, and the
 * record of which templates it used. Unknown templates are refused by their position in the list.
 */
export async function publishVersion(
  tx: Executor,
  auth: AuthContext,
  workflowId: string,
  publishedVersion: number,
  inputs: ActivityInputs,
) {
  const ids = [...new Set(inputs.map((input) => input.activityTemplateId))];
  const templates = await tx
    .select({
      id: activityTemplate.id,
      name: activityTemplate.name,
      activityTypeId: activityTemplate.activityTypeId,
      tasks: activityTemplate.tasks,
    })
    .from(activityTemplate)
    .where(inArray(activityTemplate.id, ids));
  const byId = new Map(templates.map((template) => [template.id, template]));
  const missing = inputs.flatMap((input, index) =>
    byId.has(input.activityTemplateId)
      ? []
      : [
          {
            field: `Activities[${index}].ActivityTemplateId`,
            message: SERVER_MESSAGES.activityTemplateNotFound,
          },
        ],
  );
  if (missing.length > 0) throw badRequest(missing[0]!.message, missing);
  const activities: WorkflowActivity[] = inputs.map((input, index) => {
    const template = byId.get(input.activityTemplateId)!;
    return {
      id: newId(),
      sequence: index + 1,
      name: input.name ?? template.name,
      activityTemplateId: template.id,
      activityTypeId: template.activityTypeId,
      activityTypeName: activityTypeName(template.activityTypeId),
      tasks: template.tasks,
    };
  });
  await tx.insert(workflowVersion).values({
    organisationId: auth.organisationId,
    workflowId,
    publishedVersion,
    activities,
    publishedBy: auth.userId,
  });
  await tx.insert(workflowTemplateUse).values(
    ids.map((activityTemplateId) => ({
      organisationId: auth.organisationId,
      workflowId,
      publishedVersion,
      activityTemplateId,
    })),
  );
  return activities;
}
