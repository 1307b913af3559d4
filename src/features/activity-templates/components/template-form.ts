import type { ActivityTemplate, FormElementType } from '../../../domain/workflows';

export const ACTIVITY_TEMPLATES_PATH = '/activity-template';

export const ELEMENT_TYPE_NAMES: Record<FormElementType, string> = {
  signature: 'Signature',
  dateTime: 'Date and time',
  image: 'Photo',
  barcode: 'Barcode',
  'capture-gps': 'GPS position',
  'ai-image': 'Photo (AI checked)',
  'ai-reading-text': 'Meter reading (AI read)',
  'ai-serial-text': 'Serial number (AI read)',
  'ai-barcode': 'Barcode (AI read)',
  'manual-reading': 'Meter reading (typed)',
  'manual-serial': 'Serial number (typed)',
  'manual-barcode': 'Barcode (typed)',
  'capture-cellular-signal': 'Cellular signal',
  other: 'Other',
};

export interface ElementValues {
  key: string;
  id?: string;
  elementType: FormElementType | null;
  label: string;
  isRequired: boolean;
}
export interface TaskValues {
  key: string;
  id?: string;
  name: string;
  elements: ElementValues[];
}
export interface TemplateFormValues {
  name: string;
  description: string;
  activityTypeId: string | null;
  tasks: TaskValues[];
}

let counter = 0;
const key = () => `k${(counter += 1)}`;

export const newElement = (): ElementValues => ({
  key: key(),
  elementType: null,
  label: '',
  isRequired: false,
});
export const newTask = (): TaskValues => ({ key: key(), name: '', elements: [newElement()] });
export const EMPTY_TEMPLATE = (): TemplateFormValues => ({
  name: '',
  description: '',
  activityTypeId: null,
  tasks: [newTask()],
});

export function templateValuesOf(template: ActivityTemplate): TemplateFormValues {
  return {
    name: template.name,
    description: template.description ?? '',
    activityTypeId: String(template.activityTypeId),
    tasks: template.tasks.map((task) => ({
      key: key(),
      id: task.id,
      name: task.name,
      elements: task.elements.map((element) => ({ key: key(), ...element })),
    })),
  };
}

/** Field errors of a template form, by form path ("tasks.0.elements.1.label"). */
export function templateErrors(values: TemplateFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Template name is required';
  if (!values.activityTypeId) errors.activityTypeId = 'Choose an activity type';
  values.tasks.forEach((task, t) => {
    if (!task.name.trim()) errors[`tasks.${t}.name`] = 'Task name is required';
    if (task.elements.length === 0) errors[`tasks.${t}.name`] = 'A task needs at least one form element';
    task.elements.forEach((element, e) => {
      if (!element.elementType) errors[`tasks.${t}.elements.${e}.elementType`] = 'Choose an element type';
      if (!element.label.trim()) errors[`tasks.${t}.elements.${e}.label`] = 'Label is required';
    });
  });
  if (values.tasks.length === 0) errors.tasks = 'An activity needs at least one task';
  return errors;
}

export function templatePayload(values: TemplateFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    activityTypeId: Number(values.activityTypeId),
    tasks: values.tasks.map((task) => ({
      ...(task.id ? { id: task.id } : {}),
      name: task.name.trim(),
      elements: task.elements.map((element) => ({
        ...(element.id ? { id: element.id } : {}),
        elementType: element.elementType!,
        label: element.label.trim(),
        isRequired: element.isRequired,
      })),
    })),
  };
}
