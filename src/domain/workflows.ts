import { z } from 'zod';
import { optionalTextOrNull, organisationIdField, versionField } from './fields';
import { listBodySchema } from './paging';
import { INTEGER_MAX, INTEGER_MIN, requiredText } from './validation';

/** Activity types (GET ActivityType/GetAllActivityTypes): what kind of field work an activity is. */
export const ACTIVITY_TYPES = [
  { id: 1, name: 'Survey' },
  { id: 2, name: 'Installation' },
  { id: 3, name: 'Inspection' },
  { id: 4, name: 'Maintenance' },
  { id: 5, name: 'Replacement' },
  { id: 6, name: 'Disconnection' },
] as const;

/** Form element types of an activity's tasks (SPEC section 3). */
export const FORM_ELEMENT_TYPES = [
  'signature',
  'dateTime',
  'image',
  'barcode',
  'capture-gps',
  'ai-image',
  'ai-reading-text',
  'ai-serial-text',
  'ai-barcode',
  'manual-reading',
  'manual-serial',
  'manual-barcode',
  'capture-cellular-signal',
  'other',
] as const;
export type FormElementType = (typeof FORM_ELEMENT_TYPES)[number];

export const TASKS_MAX = 50;
export const ELEMENTS_PER_TASK_MAX = 30;
export const ACTIVITIES_MAX = 30;

const formElementSchema = z.strictObject({
  /** Kept across edits so filled-in values can follow their element; made by the client or the server. */
  id: z.uuid().optional(),
  elementType: z.enum(FORM_ELEMENT_TYPES, 'must be one of the form element types'),
  label: requiredText(),
  isRequired: z.boolean().default(false),
});

const taskSchema = z.strictObject({
  id: z.uuid().optional(),
  name: requiredText(),
  elements: z
    .array(formElementSchema)
    .min(1, 'a task needs at least one form element')
    .max(ELEMENTS_PER_TASK_MAX),
});

const activityTypeIdField = {
  activityTypeId: z
    .number()
    .int()
    .refine((v) => ACTIVITY_TYPES.some((t) => t.id === v), 'must be chosen from the list'),
};

const activityTemplateShape = {
  name: requiredText(),
  description: optionalTextOrNull(500),
  ...activityTypeIdField,
  tasks: z.array(taskSchema).min(1, 'an activity needs at least one task').max(TASKS_MAX),
  ...organisationIdField,
};

export const activityTemplateCreateSchema = z.strictObject({
  id: z.uuid().optional(),
  ...activityTemplateShape,
});
export const activityTemplateUpdateSchema = z.strictObject({ ...activityTemplateShape, ...versionField });
export type ActivityTemplateInput = z.infer<typeof activityTemplateCreateSchema>;

const savedElementSchema = z.object({
  id: z.uuid(),
  elementType: z.enum(FORM_ELEMENT_TYPES),
  label: z.string(),
  isRequired: z.boolean(),
});
const savedTaskSchema = z.object({ id: z.uuid(), name: z.string(), elements: z.array(savedElementSchema) });
export type SavedTask = z.infer<typeof savedTaskSchema>;

export const activityTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  activityTypeId: z.number().int(),
  activityTypeName: z.string(),
  tasks: z.array(savedTaskSchema),
  /** How many workflows' current versions use it. */
  workflowCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ActivityTemplate = z.infer<typeof activityTemplateSchema>;

/** POST ActivityTemplate/GetAll: the template list and the "Search template" box. */
export const activityTemplateListQuerySchema = listBodySchema({
  activityTypeId: z.number().int().min(INTEGER_MIN).max(INTEGER_MAX).optional(),
});
export const activityTemplateListSchema = z.object({
  activityTemplates: z.array(activityTemplateSchema),
  pageTotal: z.number().int(),
});
export const activityTypeListSchema = z.object({
  activityTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const activityTypeQuerySchema = z.strictObject({
  activityTypeId: z.coerce.number().int().min(INTEGER_MIN).max(INTEGER_MAX),
  organisationId: z.uuid().optional(),
});

// Workflows -----------------------------------------------------------------------------------------------------

const workflowActivityInputSchema = z.strictObject({
  activityTemplateId: z.uuid(),
  /** The activity's name in this workflow; the template's name when omitted. */
  name: optionalTextOrNull(),
});

const workflowActivitiesField = {
  activities: z
    .array(workflowActivityInputSchema)
    .min(1, 'a workflow needs at least one activity')
    .max(ACTIVITIES_MAX),
};

const workflowDetailShape = {
  name: requiredText(),
  description: optionalTextOrNull(500),
  isActive: z.boolean().default(true),
  ...organisationIdField,
};

export const workflowCreateSchema = z.strictObject({
  id: z.uuid().optional(),
  ...workflowDetailShape,
  ...workflowActivitiesField,
});
export const workflowUpdateSchema = z.strictObject({ ...workflowDetailShape, ...versionField });
/** PUT WorkFlow/UpdateWorkActivities: publishes a new version of the workflow's activities. */
export const workflowActivitiesUpdateSchema = z.strictObject({
  ...workflowActivitiesField,
  ...versionField,
  ...organisationIdField,
});

/** One activity of a published workflow version: a snapshot of its template at publication. */
export const workflowActivitySchema = z.object({
  id: z.uuid(),
  sequence: z.number().int(),
  name: z.string(),
  activityTemplateId: z.uuid(),
  activityTypeId: z.number().int(),
  activityTypeName: z.string(),
  tasks: z.array(savedTaskSchema),
});
export type WorkflowActivity = z.infer<typeof workflowActivitySchema>;

export const workflowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** The published version new work orders get; older versions stay with the work orders that use them. */
  publishedVersion: z.number().int(),
  activityCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Workflow = z.infer<typeof workflowSchema>;
export const workflowDetailSchema = workflowSchema.extend({ activities: z.array(workflowActivitySchema) });
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;

/** POST WorkFlow/GetAllWorkFlowsForOrganisation: returned as `workFlows`. */
export const workflowListQuerySchema = listBodySchema({
  isActive: z.boolean().optional(),
  organisationID: z.uuid().optional(),
});
export const workflowListSchema = z.object({
  workFlows: z.array(workflowSchema),
  pageTotal: z.number().int(),
});
export const workflowActivitiesQuerySchema = z.strictObject({
  workflowId: z.uuid(),
  /** A published version; the current one when omitted. */
  publishedVersion: z.coerce.number().int().min(1).max(INTEGER_MAX).optional(),
  organisationId: z.uuid().optional(),
});
export const workflowActivitiesSchema = z.object({
  publishedVersion: z.number().int(),
  activities: z.array(workflowActivitySchema),
});
