import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ElementFilter, StoredValue } from '../../../../src/domain/element-values';
import { FILTER_OPERATORS, parseElementValue } from '../../../../src/domain/element-values';
import type { FieldError } from '../../../../src/domain/envelope';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Element, ElementType } from '../../../../src/domain/work-location-templates';
import type { Executor } from '../../../db/client';
import { workLocationValue } from '../../../db/schema/index';
import { badRequest } from '../../../lib/http-errors';
import { listElements } from '../work-location-template/queries';

const COMPARE: Record<number, string> = { 1: '=', 2: '<>', 4: '>', 5: '<', 6: '>=', 7: '<=' };

/** A number or date filter value must parse like a stored value of that type. */
export function assertFilterValue(filter: ElementFilter, elementType: ElementType): void {
  if (filter.operator === FILTER_OPERATORS.contains || (elementType !== 'number' && elementType !== 'date'))
    return;
  const parsed = parseElementValue({ elementType, options: [] }, filter.value);
  if ('error' in parsed)
    throw badRequest(SERVER_MESSAGES.validationFailed, [
      { field: 'ElementFilter.Value', message: `Value ${parsed.error}` },
    ]);
}

/**
 * Locations whose value of the field matches. Written as `id in (values of this field matching)` so the
 * planner starts from the value index of (organisation, field, typed value) rather than scanning locations.
 */
export function elementFilterCondition(filter: ElementFilter, elementType: ElementType): SQL {
  return sql`work_location.id in ${locationsWithValue(filter, elementType)}`;
}

/** The ids of the locations whose value of the field matches, as a subquery of work_location_value alone. */
export function locationsWithValue(filter: ElementFilter, elementType: ElementType): SQL {
  const op = sql.raw(COMPARE[filter.operator] ?? '=');
  let match: SQL;
  if (filter.operator === FILTER_OPERATORS.contains)
    match = sql`lower(v.text_value) like ${`%${filter.value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`;
  else if (elementType === 'number') match = sql`v.number_value ${op} ${filter.value}::numeric`;
  else if (elementType === 'date') match = sql`v.date_value ${op} ${filter.value}::date`;
  else match = sql`lower(v.text_value) ${op} lower(${filter.value})`;
  // Uncorrelated on purpose: row-level security adds the organisation, and the planner can then hash the
  // matching values once instead of probing them per location.
  return sql`(select v.work_location_id from work_location_value v where v.element_id = ${filter.elementId}::uuid and ${match})`;
}

/**
 * Checks a full set of values against the template's fields: each names a field of the template once, has
 * the field's type, and every required field has a value. Returns the values to store.
 */
export async function validateValues(
  tx: Executor,
  templateId: string,
  input: Array<{ elementId: string; value: string | null }>,
) {
  const elements = new Map((await listElements(tx, templateId)).map((e) => [e.id, e]));
  const errors: FieldError[] = [];
  const values = new Map<string, StoredValue>();
  input.forEach((entry, index) => {
    const element = elements.get(entry.elementId);
    const field = `ElementValues.${index}.Value`;
    if (!element)
      return void errors.push({
        field: `ElementValues.${index}.ElementId`,
        message: SERVER_MESSAGES.elementNotFound,
      });
    if (values.has(element.id))
      return void errors.push({ field, message: `${element.elementName} is given twice` });
    if (!entry.value) return;
    const parsed = parseElementValue(element, entry.value);
    if ('error' in parsed) errors.push({ field, message: `${element.elementName} ${parsed.error}` });
    else values.set(element.id, parsed);
  });
  for (const element of elements.values()) {
    if (
      element.isRequired &&
      !values.has(element.id) &&
      !errors.some((e) => e.message.startsWith(element.elementName))
    ) {
      errors.push({ field: 'ElementValues', message: `${element.elementName} is required` });
    }
  }
  if (errors.length > 0) throw badRequest(SERVER_MESSAGES.validationFailed, errors);
  return values;
}

/** Replaces the stored values of a location. */
export async function writeValues(
  tx: Executor,
  organisationId: string,
  workLocationId: string,
  values: Map<string, StoredValue>,
) {
  await tx.delete(workLocationValue).where(eq(workLocationValue.workLocationId, workLocationId));
  if (values.size === 0) return;
  await tx.insert(workLocationValue).values(
    [...values].map(([elementId, v]) => ({
      organisationId,
      workLocationId,
      elementId,
      textValue: v.text,
      numberValue: v.number,
      dateValue: v.date,
    })),
  );
}

/** Every field of the location's template with the location's value (null when none). */
export async function readValues(tx: Executor, templateId: string, workLocationId: string) {
  const stored = await tx
    .select({ elementId: workLocationValue.elementId, text: workLocationValue.textValue })
    .from(workLocationValue)
    .where(and(eq(workLocationValue.workLocationId, workLocationId)))
    .orderBy(asc(workLocationValue.elementId));
  const byElement = new Map(stored.map((s) => [s.elementId, s.text]));
  return (await listElements(tx, templateId)).map((e: Element) => ({
    elementId: e.id,
    elementName: e.elementName,
    code: e.code,
    elementType: e.elementType,
    isRequired: e.isRequired,
    options: e.options,
    value: byElement.get(e.id) ?? null,
  }));
}
