import type { WorkflowDetail } from '../../../domain/workflows';

export const WORKFLOWS_PATH = '/workflow-template';

export interface ActivityRow {
  key: string;
  activityTemplateId: string | null;
  name: string;
}
export interface WorkflowFormValues {
  name: string;
  description: string;
  isActive: boolean;
  activities: ActivityRow[];
}

let counter = 0;
export const newActivity = (): ActivityRow => ({
  key: `a${(counter += 1)}`,
  activityTemplateId: null,
  name: '',
});
export const EMPTY_WORKFLOW = (): WorkflowFormValues => ({
  name: '',
  description: '',
  isActive: true,
  activities: [newActivity()],
});

export function workflowValuesOf(workflow: WorkflowDetail): WorkflowFormValues {
  return {
    name: workflow.name,
    description: workflow.description ?? '',
    isActive: workflow.isActive,
    activities: workflow.activities.map((activity) => ({
      ...newActivity(),
      activityTemplateId: activity.activityTemplateId,
      name: activity.name,
    })),
  };
}

export function detailErrors(values: WorkflowFormValues): Record<string, string> {
  return values.name.trim() ? {} : { name: 'Workflow name is required' };
}

export function activityErrors(values: WorkflowFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.activities.length === 0) errors.activities = 'A workflow needs at least one activity';
  values.activities.forEach((activity, index) => {
    if (!activity.activityTemplateId) errors[`activities.${index}`] = 'Choose an activity template';
  });
  return errors;
}

export const detailsPayload = (values: WorkflowFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  isActive: values.isActive,
});

/** The activities as the server takes them; a name equal to the template's is not sent (it follows the template). */
export function activitiesPayload(values: WorkflowFormValues, templateNames: Map<string, string>) {
  return values.activities.map((activity) => {
    const name = activity.name.trim();
    const templateName = templateNames.get(activity.activityTemplateId!);
    return {
      activityTemplateId: activity.activityTemplateId!,
      name: name && name !== templateName ? name : null,
    };
  });
}
