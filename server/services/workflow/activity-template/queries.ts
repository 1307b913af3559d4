import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import {
  ACTIVITY_TYPES,
  type ActivityTemplate,
  type ActivityTemplateInput,
  type SavedTask,
} from '../../../../src/domain/workflows';
import type { Executor } from '../../../db/client';
import { activityTemplate } from '../../../db/schema/index';
import { newId } from '../../../crypto';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const workflowCount = sql<number>`(select count(distinct u.workflow_id)::int from workflow_template_use u join workflow w on w.organisation_id = u.organisation_id and w.id = u.workflow_id and w.published_version = u.published_version where u.organisation_id = activity_template.organisation_id and u.activity_template_id = activity_template.id)`;

const columns = {
  id: activityTemplate.id,
  name: activityTemplate.name,
  description: activityTemplate.description,
  activityTypeId: activityTemplate.activityTypeId,
  tasks: activityTemplate.tasks,
  workflowCount,
  version: activityTemplate.version,
  updatedAt: activityTemplate.updatedAt,
};

type Row = Omit<ActivityTemplate, 'updatedAt' | 'activityTypeName'> & { updatedAt: Date };

export const activityTypeName = (id: number) => ACTIVITY_TYPES.find((t) => t.id === id)?.name ?? '';

function toTemplate(row: Row): ActivityTemplate {
  return {
    ...row,
    activityTypeName: activityTypeName(row.activityTypeId),
    workflowCount: Number(row.workflowCount),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listActivityTemplates(
  tx: Executor,
  filter: {
    page: number;
    pageSize: number;
    searchString?: string | undefined;
    activityTypeId?: number | undefined;
  },
) {
  const where: SQL | undefined = and(
    filter.searchString ? ilike(activityTemplate.name, `%${filter.searchString}%`) : undefined,
    filter.activityTypeId ? eq(activityTemplate.activityTypeId, filter.activityTypeId) : undefined,
  );
  const rows = await tx
    .select(columns)
    .from(activityTemplate)
    .where(where)
    .orderBy(asc(activityTemplate.name), asc(activityTemplate.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(activityTemplate).where(where);
  return { activityTemplates: rows.map(toTemplate), pageTotal: total?.n ?? 0 };
}

export async function getActivityTemplate(tx: Executor, id: string): Promise<ActivityTemplate | null> {
  const [row] = await tx.select(columns).from(activityTemplate).where(eq(activityTemplate.id, id));
  return row ? toTemplate(row) : null;
}

/** Tasks and elements as stored: each keeps its id (or gets one), in the order given. */
export function savedTasks(tasks: ActivityTemplateInput['tasks']): SavedTask[] {
  return tasks.map((task) => ({
    id: task.id ?? newId(),
    name: task.name,
    elements: task.elements.map((element) => ({
      id: element.id ?? newId(),
      elementType: element.elementType,
      label: element.label,
      isRequired: element.isRequired,
    })),
  }));
}
