import { useTemplateElements } from '../../../data/lookups/template-lookup';
import { useActivityCatalogue } from '../api/lookup-options';
import { activityFields, templateFields, type FieldOption } from './field-options';
import { definitionOf, type FilterRowDraft } from './filter-row';

/**
 * What a row's Sub Type offers below it: the chosen activity (its tasks and form fields) or the chosen
 * template's fields. Hooks load only what the row's type needs.
 */
export function useRowFields(row: FilterRowDraft) {
  const subType = definitionOf(row)?.subType ?? 'none';
  const catalogue = useActivityCatalogue(subType === 'activity');
  const elements = useTemplateElements(subType === 'template' ? row.subTypeId : null);
  const activity =
    subType === 'activity' ? catalogue.activities.find((a) => a.id === row.subTypeId) : undefined;
  const fields: FieldOption[] =
    subType === 'activity'
      ? activityFields(activity)
      : subType === 'template'
        ? templateFields(elements.data ?? [])
        : [];
  return { catalogue, activity, fields, field: fields.find((f) => f.id === row.elementId) ?? null };
}
