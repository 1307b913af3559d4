import { and, eq } from 'drizzle-orm';
import type { FieldError } from '../../../../src/domain/envelope';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { FormElementType, WorkflowActivity } from '../../../../src/domain/workflows';
import {
  ACTIVITY_STATUS,
  ACTIVITY_STATUSES,
  type ResubmitActivityInput,
  type WorkOrderActivity,
} from '../../../../src/domain/work-order-activities';
import type { AuthContext } from '../../../auth/context';
import type { Executor } from '../../../db/client';
import { workOrderActivity, workOrderElementValue } from '../../../db/schema/index';
import { badRequest, fieldError, notFound } from '../../../lib/http-errors';
import { storeDataUrlImage } from '../../document/index';
import { getWorkflowActivities } from '../../workflow/index';
import type { LockedOrder } from './lifecycle';
import { recorded, settle } from './settle';

type ValueKind = 'text' | 'dateTime' | 'position' | 'picture';

/** Which part of a sent value each form element type takes. */
export function valueKind(type: FormElementType): ValueKind {
  switch (type) {
    case 'signature':
    case 'image':
    case 'ai-image':
      return 'picture';
    case 'dateTime':
      return 'dateTime';
    case 'capture-gps':
      return 'position';
    default:
      return 'text';
  }
}

const KIND_LABEL: Record<ValueKind, string> = {
  text: 'text',
  dateTime: 'a date and time',
  position: 'a latitude and a longitude',
  picture: 'a picture',
};

/** The activities of the order's workflow version (the snapshot it started with). */
export async function versionActivities(
  tx: Executor,
  order: Pick<LockedOrder, 'workflowId' | 'publishedVersion'>,
): Promise<WorkflowActivity[]> {
  return (await getWorkflowActivities(tx, order.workflowId, order.publishedVersion)) ?? [];
}

/** GET Workorder/GetWorkorderActivities: the version's activities with what was recorded on each element. */
export async function readActivities(
  tx: Executor,
  order: Pick<LockedOrder, 'id' | 'workflowId' | 'publishedVersion'>,
): Promise<WorkOrderActivity[]> {
  const [activities, { rows, values }] = await Promise.all([
    versionActivities(tx, order),
    recorded(tx, order.id),
  ]);
  return activities.map((activity) => {
    const row = rows.get(activity.id);
    const status = row?.status ?? ACTIVITY_STATUS.open;
    return {
      id: activity.id,
      sequence: activity.sequence,
      name: activity.name,
      activityTypeId: activity.activityTypeId,
      activityTypeName: activity.activityTypeName,
      status,
      statusName: ACTIVITY_STATUSES.find((s) => s.id === status)!.name,
      startedAt: row?.startedAt.toISOString() ?? null,
      completedAt: row?.completedAt?.toISOString() ?? null,
      tasks: activity.tasks.map((task) => ({
        id: task.id,
        name: task.name,
        elements: task.elements.map((element) => {
          const value = values.get(`${activity.id}/${element.id}`);
          return {
            id: element.id,
            elementType: element.elementType,
            label: element.label,
            isRequired: element.isRequired,
            hasValue: Boolean(value),
            text: value?.text ?? null,
            dateTime: value?.dateTime?.toISOString() ?? null,
            latitude: value?.latitude ?? null,
            longitude: value?.longitude ?? null,
            accuracy: value?.accuracy ?? null,
            imageUrl: value?.imageUrl ?? null,
            capturedAt: value?.capturedAt.toISOString() ?? null,
            capturedByName: value?.capturedByName ?? null,
          };
        }),
      })),
    };
  });
}

function findActivity(activities: WorkflowActivity[], activityId: string): WorkflowActivity {
  const activity = activities.find((a) => a.id === activityId);
  if (!activity) throw fieldError('ActivityId', SERVER_MESSAGES.activityNotFound);
  return activity;
}

type Element = WorkflowActivity['tasks'][number]['elements'][number];
type SentValue = ResubmitActivityInput['elements'][number];

/** The element a sent value names and the refusal of a value that does not fit its type. */
function checkValue(
  activity: WorkflowActivity,
  sent: SentValue,
  index: number,
): { element: Element; error?: FieldError } {
  const element = activity.tasks
    .find((t) => t.id === sent.taskId)
    ?.elements.find((e) => e.id === sent.elementId);
  if (!element)
    return {
      element: undefined as never,
      error: { field: `Elements[${index}].ElementId`, message: SERVER_MESSAGES.elementNotInActivity },
    };
  const kind = valueKind(element.elementType);
  const present = {
    text: Boolean(sent.text),
    dateTime: Boolean(sent.dateTime),
    position: typeof sent.latitude === 'number' && typeof sent.longitude === 'number',
    picture: Boolean(sent.imageDataUrl),
  }[kind];
  if (present) return { element };
  const field = { text: 'Text', dateTime: 'DateTime', position: 'Latitude', picture: 'ImageDataUrl' }[kind];
  return {
    element,
    error: {
      field: `Elements[${index}].${field}`,
      message: SERVER_MESSAGES.elementValueWrongKind(element.label, KIND_LABEL[kind]),
    },
  };
}

/**
 * POST Workorder/ReSubmitActivityFromAdmin: stores the sent values of one activity (elements not sent keep
 * theirs), then brings the activity's and the order's status in line with what is now recorded.
 */
export async function recordActivity(
  tx: Executor,
  auth: AuthContext,
  dataDir: string,
  order: LockedOrder,
  input: ResubmitActivityInput,
) {
  const activities = await versionActivities(tx, order);
  const activity = findActivity(activities, input.activityId);
  const checked = input.elements.map((sent, index) => checkValue(activity, sent, index));
  const seen = new Set<string>();
  const errors = checked.flatMap((c, index) => {
    if (c.error) return [c.error];
    if (seen.has(c.element.id))
      return [{ field: `Elements[${index}].ElementId`, message: `${c.element.label} is sent twice` }];
    seen.add(c.element.id);
    return [];
  });
  if (errors.length > 0) throw badRequest(SERVER_MESSAGES.validationFailed, errors);

  await tx
    .insert(workOrderActivity)
    .values({
      organisationId: auth.organisationId,
      workOrderId: order.id,
      activityId: activity.id,
      status: ACTIVITY_STATUS.inProgress,
      startedAt: new Date(),
      updatedBy: auth.userId,
    })
    .onConflictDoUpdate({
      target: [workOrderActivity.organisationId, workOrderActivity.workOrderId, workOrderActivity.activityId],
      set: { updatedBy: auth.userId },
    });

  for (const [index, sent] of input.elements.entries()) {
    const kind = valueKind(checked[index]!.element.elementType);
    const imageUrl =
      kind === 'picture'
        ? await storeDataUrlImage(tx, dataDir, auth, sent.imageDataUrl!, `Elements[${index}].ImageDataUrl`)
        : null;
    const value = {
      text: kind === 'text' ? sent.text! : null,
      dateTime: kind === 'dateTime' ? new Date(sent.dateTime!) : null,
      latitude: kind === 'position' ? sent.latitude! : null,
      longitude: kind === 'position' ? sent.longitude! : null,
      accuracy: kind === 'position' ? (sent.accuracy ?? null) : null,
      imageUrl,
      capturedAt: sent.capturedAt ? new Date(sent.capturedAt) : new Date(),
      capturedBy: auth.userId,
    };
    await tx
      .insert(workOrderElementValue)
      .values({
        organisationId: auth.organisationId,
        workOrderId: order.id,
        activityId: activity.id,
        taskId: sent.taskId,
        elementId: sent.elementId,
        ...value,
      })
      .onConflictDoUpdate({
        target: [
          workOrderElementValue.organisationId,
          workOrderElementValue.workOrderId,
          workOrderElementValue.activityId,
          workOrderElementValue.elementId,
        ],
        set: value,
      });
  }
  return settle(tx, auth, order, activities, activity.name);
}

/** DELETE Workorder/DeleteWorkorderActivityTaskElement: clears one recorded value. */
export async function clearElement(
  tx: Executor,
  auth: AuthContext,
  order: LockedOrder,
  target: { activityId: string; taskId: string; elementId: string },
) {
  const activities = await versionActivities(tx, order);
  const activity = findActivity(activities, target.activityId);
  const element = activity.tasks
    .find((t) => t.id === target.taskId)
    ?.elements.find((e) => e.id === target.elementId);
  if (!element) throw fieldError('ElementId', SERVER_MESSAGES.elementNotInActivity);
  const removed = await tx
    .delete(workOrderElementValue)
    .where(
      and(
        eq(workOrderElementValue.workOrderId, order.id),
        eq(workOrderElementValue.activityId, activity.id),
        eq(workOrderElementValue.elementId, element.id),
      ),
    )
    .returning({ elementId: workOrderElementValue.elementId });
  if (removed.length === 0) throw notFound(SERVER_MESSAGES.elementNoValue);
  return settle(tx, auth, order, activities, `${activity.name}: ${element.label}`, 'elementCleared');
}
