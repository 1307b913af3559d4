import type { ElementFilter, FilterOperator } from '../../domain/element-values';

/** The template-field filter as a filter panel holds it, before it is complete. */
export interface TemplateFieldFilterValue {
  templateId: string | null;
  elementId: string | null;
  operator: FilterOperator | null;
  value: string;
}

export const EMPTY_TEMPLATE_FIELD_FILTER: TemplateFieldFilterValue = {
  templateId: null,
  elementId: null,
  operator: null,
  value: '',
};

/** SPEC section 5: choosing a template clears its element, operator and value. */
export function withTemplate(
  current: TemplateFieldFilterValue,
  templateId: string | null,
): TemplateFieldFilterValue {
  if (templateId === current.templateId) return current;
  return { ...EMPTY_TEMPLATE_FIELD_FILTER, templateId };
}

/** SPEC section 5: choosing an element clears the operator and the value. */
export function withElement(
  current: TemplateFieldFilterValue,
  elementId: string | null,
): TemplateFieldFilterValue {
  if (elementId === current.elementId) return current;
  return { ...current, elementId, operator: null, value: '' };
}

/** The filter to send: only once element, operator and value are all there. */
export function completeFilter(filter: TemplateFieldFilterValue): ElementFilter | undefined {
  const value = filter.value.trim();
  if (!filter.elementId || filter.operator === null || !value) return undefined;
  return { elementId: filter.elementId, operator: filter.operator, value };
}
