import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  Element,
  ElementInput,
  ElementType,
  Template,
  TemplateInput,
} from '../../../../src/domain/work-location-templates';
import type { Executor } from '../../../db/client';
import { workLocationTemplate, workLocationTemplateElement } from '../../../db/schema/index';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const elementCount = sql<number>`(select count(*)::int from work_location_template_element e
  where e.organisation_id = work_location_template.organisation_id and e.template_id = work_location_template.id)`;

const templateColumns = {
  id: workLocationTemplate.id,
  name: workLocationTemplate.name,
  code: workLocationTemplate.code,
  description: workLocationTemplate.description,
  elementCount,
  version: workLocationTemplate.version,
  updatedAt: workLocationTemplate.updatedAt,
};

const elementColumns = {
  id: workLocationTemplateElement.id,
  workLocationTemplateId: workLocationTemplateElement.templateId,
  elementName: workLocationTemplateElement.name,
  code: workLocationTemplateElement.code,
  elementType: workLocationTemplateElement.elementType,
  isRequired: workLocationTemplateElement.isRequired,
  options: workLocationTemplateElement.options,
  sortOrder: workLocationTemplateElement.sortOrder,
  version: workLocationTemplateElement.version,
};

type TemplateRow = { elementCount: number; updatedAt: Date } & Omit<
  Template,
  'elementCount' | 'updatedAt' | 'workLocationTemplateElements'
>;

function toSummary(row: TemplateRow) {
  return { ...row, elementCount: Number(row.elementCount), updatedAt: row.updatedAt.toISOString() };
}

export async function listTemplates(tx: Executor, searchString: string | undefined) {
  const where: SQL | undefined = searchString
    ? or(
        ilike(workLocationTemplate.name, `%${searchString}%`),
        ilike(workLocationTemplate.code, `%${searchString}%`),
      )
    : undefined;
  const rows = await tx
    .select(templateColumns)
    .from(workLocationTemplate)
    .where(where)
    .orderBy(asc(workLocationTemplate.name), asc(workLocationTemplate.id));
  return { workLocationTemplates: rows.map(toSummary) };
}

export async function listElements(tx: Executor, templateId: string): Promise<Element[]> {
  const rows = await tx
    .select(elementColumns)
    .from(workLocationTemplateElement)
    .where(eq(workLocationTemplateElement.templateId, templateId))
    .orderBy(
      asc(workLocationTemplateElement.sortOrder),
      asc(workLocationTemplateElement.name),
      asc(workLocationTemplateElement.id),
    );
  return rows.map((row) => ({ ...row, elementType: row.elementType as ElementType }));
}

export async function getTemplate(tx: Executor, id: string): Promise<Template | null> {
  const [row] = await tx
    .select(templateColumns)
    .from(workLocationTemplate)
    .where(eq(workLocationTemplate.id, id));
  return row ? { ...toSummary(row), workLocationTemplateElements: await listElements(tx, id) } : null;
}

export async function getElement(tx: Executor, id: string): Promise<Element | null> {
  const [row] = await tx
    .select(elementColumns)
    .from(workLocationTemplateElement)
    .where(eq(workLocationTemplateElement.id, id));
  return row ? { ...row, elementType: row.elementType as ElementType } : null;
}

export function templateValues(body: Omit<TemplateInput, 'id'>) {
  return { name: body.name, code: body.code, description: body.description };
}

export function elementValues(body: Omit<ElementInput, 'version'>) {
  return {
    name: body.elementName,
    code: body.code,
    elementType: body.elementType,
    isRequired: body.isRequired,
    options: body.options,
    sortOrder: body.sortOrder,
  };
}
