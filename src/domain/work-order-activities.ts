import { z } from 'zod';
import { organisationIdField, versionField } from './fields';
import { TEXT_MAX } from './validation';
import { FORM_ELEMENT_TYPES } from './workflows';
import { imageDataUrl } from './images';
import { isoDateTime } from './workorders';

// A work order's activities and their task elements: Workorder/GetWorkorderActivities, what
// ReSubmitActivityFromAdmin sends and what DeleteWorkorderActivityTaskElement clears.

/** An activity's progress on one work order. */
export const ACTIVITY_STATUS = { open: 1, inProgress: 2, completed: 3 } as const;
export const ACTIVITY_STATUSES = [
  { id: 1, name: 'Not started' },
  { id: 2, name: 'In progress' },
  { id: 3, name: 'Completed' },
] as const;

/** One filled-in form element as sent; which fields matter depends on the element's type. */
export const elementValueSchema = z.strictObject({
  taskId: z.uuid(),
  elementId: z.uuid(),
  /** Readings, serials, barcodes, cellular signal and other text. */
  text: z.string().trim().max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`).nullish(),
  /** dateTime elements. */
  dateTime: isoDateTime.nullish(),
  /** capture-gps elements. */
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  accuracy: z.number().min(0).max(100000).nullish(),
  /** signature, image and ai-image elements: the picture itself. */
  imageDataUrl: imageDataUrl.nullish(),
  /** When the value was captured in the field (defaults to when the server receives it). */
  capturedAt: isoDateTime.nullish(),
});
export type ElementValueInput = z.input<typeof elementValueSchema>;

/**
 * POST Workorder/ReSubmitActivityFromAdmin: fill or correct an activity's form elements. Elements not sent
 * keep their values; an activity is completed when every required element has a value.
 */
export const resubmitActivitySchema = z.strictObject({
  workorderId: z.uuid(),
  activityId: z.uuid(),
  elements: z.array(elementValueSchema).min(1, 'send at least one form element').max(200),
  ...versionField,
  ...organisationIdField,
});
export type ResubmitActivityInput = z.input<typeof resubmitActivitySchema>;

/** DELETE Workorder/DeleteWorkorderActivityTaskElement: clears one element's value. */
export const deleteElementSchema = z.strictObject({
  workorderId: z.uuid(),
  activityId: z.uuid(),
  taskId: z.uuid(),
  elementId: z.uuid(),
  version: z.coerce.number().int().min(1, 'must be the version you edited'),
  organisationId: z.uuid().optional(),
});

export const taskElementSchema = z.object({
  id: z.uuid(),
  elementType: z.enum(FORM_ELEMENT_TYPES),
  label: z.string(),
  isRequired: z.boolean(),
  hasValue: z.boolean(),
  text: z.string().nullable(),
  dateTime: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  imageUrl: z.string().nullable(),
  capturedAt: z.string().nullable(),
  capturedByName: z.string().nullable(),
});
export type TaskElement = z.infer<typeof taskElementSchema>;

export const workOrderActivitySchema = z.object({
  id: z.uuid(),
  sequence: z.number().int(),
  name: z.string(),
  activityTypeId: z.number().int(),
  activityTypeName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  tasks: z.array(z.object({ id: z.uuid(), name: z.string(), elements: z.array(taskElementSchema) })),
});
export type WorkOrderActivity = z.infer<typeof workOrderActivitySchema>;
export const workOrderActivitiesSchema = z.object({
  workorderId: z.uuid(),
  version: z.number().int(),
  activities: z.array(workOrderActivitySchema),
});
