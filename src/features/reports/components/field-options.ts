import type { FormElementType } from '../../../domain/workflows';
import type { ElementType } from '../../../domain/work-location-templates';
import type { CatalogueActivity } from '../api/lookup-options';
import type { FieldValueType } from './filter-row';

/** A field a FormField or WorklocationFormField row compares: its name, how it compares, its choices. */
export interface FieldOption {
  id: string;
  name: string;
  valueType: FieldValueType;
  /** A choice field's options: the value is one of them. */
  choices: string[];
}

const NUMERIC_FORM_ELEMENTS: readonly FormElementType[] = [
  'manual-reading',
  'ai-reading-text',
  'capture-cellular-signal',
];

function formValueType(type: FormElementType): FieldValueType {
  if (type === 'dateTime') return 'date';
  return NUMERIC_FORM_ELEMENTS.includes(type) ? 'number' : 'text';
}

/** The form fields of an activity, named by their task ("Meter reading › Reading"). */
export function activityFields(activity: CatalogueActivity | undefined): FieldOption[] {
  if (!activity) return [];
  return activity.tasks.flatMap((task) =>
    task.elements.map((element) => ({
      id: element.id,
      name: `${task.name} › ${element.label}`,
      valueType: formValueType(element.elementType),
      choices: [],
    })),
  );
}

/** The fields of a work-location template. */
export function templateFields(
  elements: ReadonlyArray<{ id: string; elementName: string; elementType: ElementType; options: string[] }>,
): FieldOption[] {
  return elements.map((element) => ({
    id: element.id,
    name: element.elementName,
    valueType: element.elementType === 'number' ? 'number' : element.elementType === 'date' ? 'date' : 'text',
    choices: element.options,
  }));
}

/** The activities of the catalogue grouped under their workflows, as a Select's data. */
export function activityGroups(activities: readonly CatalogueActivity[]) {
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  for (const activity of activities) {
    const items = groups.get(activity.workflowName) ?? [];
    items.push({ value: activity.id, label: activity.name });
    groups.set(activity.workflowName, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
