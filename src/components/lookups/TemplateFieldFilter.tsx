import { SimpleGrid, TextInput } from '@mantine/core';
import {
  FILTER_OPERATOR_LABELS,
  UI_FILTER_OPERATORS,
  type FilterOperator,
} from '../../domain/element-values';
import { SelectField } from '../form/ChoiceFields';
import { useTemplateElements, useTemplateOptions } from '../../data/lookups/template-lookup';
import { withElement, withTemplate, type TemplateFieldFilterValue } from './template-field-filter';

interface TemplateFieldFilterProps {
  value: TemplateFieldFilterValue;
  onChange: (next: TemplateFieldFilterValue) => void;
}

const OPERATORS = UI_FILTER_OPERATORS.map((operator) => ({
  value: String(operator),
  label: FILTER_OPERATOR_LABELS[operator],
}));

/**
 * Filter by a field of a work-location template: template, then field, then operator and value. Operators 2
 * and 3 are not offered (SPEC section 5); choosing a template or a field clears what depended on it.
 */
export function TemplateFieldFilter({ value, onChange }: TemplateFieldFilterProps) {
  const templates = useTemplateOptions();
  const elements = useTemplateElements(value.templateId);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <SelectField
        label="Template"
        placeholder="Any template"
        clearable
        searchable
        data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
        value={value.templateId}
        onChange={(id) => onChange(withTemplate(value, id))}
      />
      <SelectField
        label="Field"
        placeholder={value.templateId ? 'Choose a field' : 'Choose a template first'}
        clearable
        disabled={!value.templateId}
        data={(elements.data ?? []).map((element) => ({ value: element.id, label: element.elementName }))}
        value={value.elementId}
        onChange={(id) => onChange(withElement(value, id))}
      />
      <SelectField
        label="Operator"
        clearable
        disabled={!value.elementId}
        data={OPERATORS}
        value={value.operator === null ? null : String(value.operator)}
        onChange={(next) => onChange({ ...value, operator: next ? (Number(next) as FilterOperator) : null })}
      />
      <TextInput
        label="Value"
        disabled={!value.elementId}
        value={value.value}
        onChange={(event) => onChange({ ...value, value: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
