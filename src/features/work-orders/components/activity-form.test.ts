import { describe, expect, it } from 'vitest';
import { elementValueSchema } from '../../../domain/work-order-activities';
import { FORM_ELEMENT_TYPES } from '../../../domain/workflows';
import { activityFixture, elementFixture, IDS } from '../../../../tests/support/activity-fixtures';
import {
  activityDraftOf,
  changedElements,
  draftErrors,
  draftKey,
  elementKind,
  missingRequired,
  serverElementErrors,
  type ActivityDraft,
} from './activity-form';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
const key = (taskId: string, elementId: string) => draftKey(taskId, elementId);

function filledDraft(): ActivityDraft {
  const draft = activityDraftOf(activityFixture());
  const set = (taskId: string, elementId: string, patch: object) =>
    Object.assign(draft[key(taskId, elementId)]!, patch);
  set(IDS.fitTask, IDS.signature, { imageDataUrl: PNG });
  set(IDS.fitTask, IDS.photo, { imageDataUrl: JPEG });
  set(IDS.fitTask, IDS.reading, { text: ' 004512.7 ' });
  set(IDS.positionTask, IDS.gps, { latitude: 26.181234, longitude: 91.781234, accuracy: 8 });
  set(IDS.positionTask, IDS.handedOver, { dateTime: '2026-03-02 14:30:00' });
  set(IDS.positionTask, IDS.barcode, { text: 'SM-88120045' });
  return draft;
}

describe('activity form values', () => {
  it('captures every element type in one of six ways', () => {
    expect(FORM_ELEMENT_TYPES.map((type) => [type, elementKind(type)])).toEqual([
      ['signature', 'signature'],
      ['dateTime', 'dateTime'],
      ['image', 'photo'],
      ['barcode', 'barcode'],
      ['capture-gps', 'gps'],
      ['ai-image', 'photo'],
      ['ai-reading-text', 'text'],
      ['ai-serial-text', 'text'],
      ['ai-barcode', 'barcode'],
      ['manual-reading', 'text'],
      ['manual-serial', 'text'],
      ['manual-barcode', 'barcode'],
      ['capture-cellular-signal', 'text'],
      ['other', 'text'],
    ]);
  });

  it('sends each element with only the fields of its type, each one valid for the server', () => {
    const elements = changedElements(activityFixture(), filledDraft());
    const byId = Object.fromEntries(elements.map(({ capturedAt: _at, ...rest }) => [rest.elementId, rest]));
    expect(byId[IDS.signature]).toEqual({ taskId: IDS.fitTask, elementId: IDS.signature, imageDataUrl: PNG });
    expect(byId[IDS.photo]).toEqual({ taskId: IDS.fitTask, elementId: IDS.photo, imageDataUrl: JPEG });
    expect(byId[IDS.reading]).toEqual({ taskId: IDS.fitTask, elementId: IDS.reading, text: '004512.7' });
    expect(byId[IDS.gps]).toEqual({
      taskId: IDS.positionTask,
      elementId: IDS.gps,
      latitude: 26.181234,
      longitude: 91.781234,
      accuracy: 8,
    });
    expect(byId[IDS.handedOver]?.dateTime).toBe(new Date(2026, 2, 2, 14, 30).toISOString());
    expect(byId[IDS.barcode]).toEqual({
      taskId: IDS.positionTask,
      elementId: IDS.barcode,
      text: 'SM-88120045',
    });
    expect(byId[IDS.remarks]).toBeUndefined();
    for (const element of elements) expect(elementValueSchema.safeParse(element).success).toBe(true);
  });

  it('leaves out values equal to the recorded ones, and emptied fields', () => {
    const activity = activityFixture();
    activity.tasks[0]!.elements[2] = elementFixture(IDS.reading, 'manual-reading', 'Final reading', true, {
      hasValue: true,
      text: '004512.7',
    });
    activity.tasks[1]!.elements[0] = elementFixture(IDS.gps, 'capture-gps', 'Meter position', true, {
      hasValue: true,
      latitude: 26.1,
      longitude: 91.7,
    });
    activity.tasks[0]!.elements[3] = elementFixture(IDS.remarks, 'other', 'Remarks', false, {
      hasValue: true,
      text: 'Meter box rusted',
    });
    const draft = activityDraftOf(activity);
    expect(changedElements(activity, draft)).toEqual([]);
    draft[key(IDS.fitTask, IDS.remarks)]!.text = '';
    expect(changedElements(activity, draft)).toEqual([]);
    draft[key(IDS.positionTask, IDS.gps)]!.latitude = 26.2;
    expect(changedElements(activity, draft).map((element) => element.elementId)).toEqual([IDS.gps]);
  });

  it('names the required elements still missing, counting recorded values as present', () => {
    const activity = activityFixture();
    activity.tasks[0]!.elements[0] = elementFixture(IDS.signature, 'signature', 'Consumer signature', true, {
      hasValue: true,
      imageUrl: '/api/document/Image/x',
    });
    const draft = activityDraftOf(activity);
    draft[key(IDS.fitTask, IDS.reading)]!.text = '12';
    expect(
      missingRequired(activity, draft).map((missing) => `${missing.taskName}: ${missing.label}`),
    ).toEqual(['Fit the meter: Meter photo', 'Record the position: Meter position']);
    expect(missingRequired(activityFixture(), filledDraft())).toEqual([]);
  });

  it('blocks completing with required values missing, but lets progress be saved', () => {
    const activity = activityFixture();
    const draft = activityDraftOf(activity);
    draft[key(IDS.fitTask, IDS.reading)]!.text = '12';
    expect(draftErrors(activity, draft, false)).toEqual({});
    expect(draftErrors(activity, draft, true)).toEqual({
      [key(IDS.fitTask, IDS.signature)]: 'Consumer signature is required',
      [key(IDS.fitTask, IDS.photo)]: 'Meter photo is required',
      [key(IDS.positionTask, IDS.gps)]: 'Meter position is required',
    });
  });

  it('refuses half a position in either mode', () => {
    const activity = activityFixture();
    const draft = filledDraft();
    draft[key(IDS.positionTask, IDS.gps)]!.longitude = null;
    expect(draftErrors(activity, draft, false)).toEqual({
      [key(IDS.positionTask, IDS.gps)]: 'Enter both the latitude and the longitude',
    });
  });

  it('puts server field errors on the element they name by index', () => {
    const sent = changedElements(activityFixture(), filledDraft());
    const photoIndex = sent.findIndex((element) => element.elementId === IDS.photo);
    expect(
      serverElementErrors(sent, {
        [`elements[${photoIndex}].ImageDataUrl`]: 'the picture is too large (at most about 2 MB)',
        version: 'x',
      }),
    ).toEqual({
      [key(IDS.fitTask, IDS.photo)]: 'the picture is too large (at most about 2 MB)',
    });
  });
});
