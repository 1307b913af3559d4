import type {
  ElementValueInput,
  TaskElement,
  WorkOrderActivity,
} from '../../../domain/work-order-activities';
import type { FormElementType } from '../../../domain/workflows';
import { isoToPicker, pickerToIso } from './work-order-form';

/** How an element is filled in on the device; several element types share one way. */
export type ElementKind = 'signature' | 'photo' | 'gps' | 'dateTime' | 'barcode' | 'text';

const KINDS: Record<FormElementType, ElementKind> = {
  signature: 'signature',
  image: 'photo',
  'ai-image': 'photo',
  'capture-gps': 'gps',
  dateTime: 'dateTime',
  barcode: 'barcode',
  'ai-barcode': 'barcode',
  'manual-barcode': 'barcode',
  'manual-reading': 'text',
  'ai-reading-text': 'text',
  'manual-serial': 'text',
  'ai-serial-text': 'text',
  'capture-cellular-signal': 'text',
  other: 'text',
};

export function elementKind(type: FormElementType): ElementKind {
  return KINDS[type];
}

/** What the user has entered for one element; starts from the recorded value. */
export interface ElementDraft {
  text: string;
  /** Local 'YYYY-MM-DD HH:mm:ss' (the picker's value). */
  dateTime: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  /** A new picture (photo or signature); the recorded one stays until this replaces it. */
  imageDataUrl: string | null;
  /** When this value was taken on the device (ISO). */
  capturedAt: string | null;
}

export type ActivityDraft = Record<string, ElementDraft>;

export const draftKey = (taskId: string, elementId: string) => `${taskId}/${elementId}`;

export function elementDraftOf(element: TaskElement): ElementDraft {
  return {
    text: element.text ?? '',
    dateTime: isoToPicker(element.dateTime),
    latitude: element.latitude,
    longitude: element.longitude,
    accuracy: element.accuracy,
    imageDataUrl: null,
    capturedAt: null,
  };
}

export function activityDraftOf(activity: WorkOrderActivity): ActivityDraft {
  const draft: ActivityDraft = {};
  for (const task of activity.tasks)
    for (const element of task.elements) draft[draftKey(task.id, element.id)] = elementDraftOf(element);
  return draft;
}

/** An entry that would send a value different from the recorded one. Emptying a field is not a change. */
export function isChanged(element: TaskElement, draft: ElementDraft): boolean {
  switch (elementKind(element.elementType)) {
    case 'signature':
    case 'photo':
      return draft.imageDataUrl !== null;
    case 'gps':
      return (
        draft.latitude !== null &&
        draft.longitude !== null &&
        (draft.latitude !== element.latitude || draft.longitude !== element.longitude)
      );
    case 'dateTime': {
      const iso = pickerToIso(draft.dateTime);
      return iso !== null && (element.dateTime === null || Date.parse(iso) !== Date.parse(element.dateTime));
    }
    default: {
      const text = draft.text.trim();
      return text !== '' && text !== (element.text ?? '');
    }
  }
}

/** The element will have a value once this draft is saved. */
export function willHaveValue(element: TaskElement, draft: ElementDraft): boolean {
  return element.hasValue || isChanged(element, draft);
}

/** One element as ReSubmitActivityFromAdmin takes it: only the fields of its kind. */
export function elementPayload(taskId: string, element: TaskElement, draft: ElementDraft): ElementValueInput {
  const base = { taskId, elementId: element.id, capturedAt: draft.capturedAt ?? new Date().toISOString() };
  switch (elementKind(element.elementType)) {
    case 'signature':
    case 'photo':
      return { ...base, imageDataUrl: draft.imageDataUrl };
    case 'gps':
      return { ...base, latitude: draft.latitude, longitude: draft.longitude, accuracy: draft.accuracy };
    case 'dateTime':
      return { ...base, dateTime: pickerToIso(draft.dateTime) };
    default:
      return { ...base, text: draft.text.trim() };
  }
}

/** Only what changed is sent: elements not sent keep their recorded values on the server. */
export function changedElements(activity: WorkOrderActivity, draft: ActivityDraft): ElementValueInput[] {
  return activity.tasks.flatMap((task) =>
    task.elements.flatMap((element) => {
      const entry = draft[draftKey(task.id, element.id)];
      return entry && isChanged(element, entry) ? [elementPayload(task.id, element, entry)] : [];
    }),
  );
}

export interface MissingElement {
  key: string;
  taskName: string;
  label: string;
}

/** Required elements that would still be empty: the activity is completed only when there are none. */
export function missingRequired(activity: WorkOrderActivity, draft: ActivityDraft): MissingElement[] {
  return activity.tasks.flatMap((task) =>
    task.elements.flatMap((element) => {
      const key = draftKey(task.id, element.id);
      const entry = draft[key];
      return element.isRequired && !(entry ? willHaveValue(element, entry) : element.hasValue)
        ? [{ key, taskName: task.name, label: element.label }]
        : [];
    }),
  );
}

/** Entries that cannot be sent whatever the mode: half a position, coordinates off the globe. */
export function entryErrors(activity: WorkOrderActivity, draft: ActivityDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const task of activity.tasks) {
    for (const element of task.elements) {
      const key = draftKey(task.id, element.id);
      const entry = draft[key];
      if (!entry || elementKind(element.elementType) !== 'gps') continue;
      const { latitude, longitude } = entry;
      if ((latitude === null) !== (longitude === null))
        errors[key] = 'Enter both the latitude and the longitude';
      else if (latitude !== null && (latitude < -90 || latitude > 90))
        errors[key] = 'The latitude must be between -90 and 90';
      else if (longitude !== null && (longitude < -180 || longitude > 180))
        errors[key] = 'The longitude must be between -180 and 180';
    }
  }
  return errors;
}

/** What blocks saving: entry errors always, and each missing required element when completing. */
export function draftErrors(
  activity: WorkOrderActivity,
  draft: ActivityDraft,
  completing: boolean,
): Record<string, string> {
  const errors = entryErrors(activity, draft);
  if (completing)
    for (const missing of missingRequired(activity, draft))
      errors[missing.key] ??= `${missing.label} is required`;
  return errors;
}

/** Server field errors name the sent element by its index: `Elements[2].ImageDataUrl`. */
export function serverElementErrors(
  sent: ElementValueInput[],
  errors: Record<string, string>,
): Record<string, string> {
  const byKey: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^elements\[(\d+)\]/i.exec(field);
    const element = match ? sent[Number(match[1])] : undefined;
    if (element) {
      const key = draftKey(element.taskId, element.elementId);
      byKey[key] = byKey[key] ? `${byKey[key]} ${message}` : message;
    }
  }
  return byKey;
}
