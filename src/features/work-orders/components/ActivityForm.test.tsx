import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dataResponse,
  errorResponse,
  jsonResponse,
  stubFetch,
  type SentRequest,
} from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { sessionInfo } from '../../../../tests/support/session-fixtures';
import type { ResubmitActivityInput, WorkOrderActivity } from '../../../domain/work-order-activities';
import {
  activityFixture,
  elementFixture,
  IDS,
  orderFixture,
} from '../../../../tests/support/activity-fixtures';
import { ActivityForm } from './ActivityForm';
import { STUB_JPEG, STUB_PNG, stubCanvas } from '../../../../tests/support/canvas-stub';

const PNG = STUB_PNG;
const JPEG = STUB_JPEG;

beforeEach(() => {
  stubCanvas();
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: PositionCallback) =>
        found({
          coords: { latitude: 26.18123456, longitude: 91.78123456, accuracy: 7.25 },
        } as GeolocationPosition),
    },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubServer(
  answer: () => Response = () =>
    dataResponse(orderFixture({ status: 3, statusName: 'In Progress', version: 5 })),
) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session'))
      return dataResponse(sessionInfo(['workOrder.view', 'workOrder.editActivity']));
    if (request.url.endsWith('ReSubmitActivityFromAdmin')) return answer();
    return dataResponse(null);
  });
}

function renderForm(activity: WorkOrderActivity = activityFixture()) {
  const callbacks = { onClose: vi.fn(), onSaved: vi.fn(), onConflict: vi.fn() };
  renderWithProviders(
    <ActivityForm opened activity={activity} workOrderId={IDS.order} version={4} {...callbacks} />,
  );
  return callbacks;
}

const submitted = (sent: SentRequest[]) =>
  sent.find((request) => request.url.endsWith('ReSubmitActivityFromAdmin'))?.body as
    ResubmitActivityInput | undefined;

function drawStroke(canvas: HTMLElement) {
  fireEvent.pointerDown(canvas, { pointerId: 1, buttons: 1, clientX: 10, clientY: 10, pointerType: 'pen' });
  fireEvent.pointerMove(window, { pointerId: 1, buttons: 1, clientX: 60, clientY: 40, pointerType: 'pen' });
  fireEvent.pointerUp(window, { pointerId: 1, buttons: 0, clientX: 60, clientY: 40, pointerType: 'pen' });
}

// A whole modal form driven through jsdom: more than the 5 s default on a busy machine.
describe('ActivityForm', { timeout: 30_000 }, () => {
  it('will not complete an activity with required elements empty, and names each one', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Complete activity' }));

    for (const message of [
      'Consumer signature is required',
      'Meter photo is required',
      'Final reading is required',
      'Meter position is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Remarks is required')).not.toBeInTheDocument();
    expect(submitted(sent)).toBeUndefined();
  });

  it('saves progress with required elements missing, sending only what was entered', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    const { onSaved, onClose } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Final reading/ }), '004512.7');
    const needed = screen.getByRole('list', { name: 'Still needed' });
    expect(
      within(needed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Fit the meter: Consumer signature',
      'Fit the meter: Meter photo',
      'Record the position: Meter position',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save progress' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = submitted(sent)!;
    expect(body).toMatchObject({ workorderId: IDS.order, activityId: IDS.activity, version: 4 });
    expect(body.elements).toEqual([
      { taskId: IDS.fitTask, elementId: IDS.reading, text: '004512.7', capturedAt: expect.any(String) },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('records a signature, a photo, a position, a time, a barcode and a reading, each as its type is sent', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    renderForm();

    drawStroke(screen.getByRole('img', { name: 'Consumer signature: sign here' }));
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(screen.getByRole('img', { name: 'Consumer signature: new signature' })).toHaveAttribute(
      'src',
      PNG,
    );

    await user.upload(
      screen.getByLabelText('Meter photo', { selector: 'input' }),
      new File([new Uint8Array(64)], 'IMG_0042.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('img', { name: 'Meter photo: new photo' })).toHaveAttribute('src', JPEG);

    await user.type(screen.getByRole('textbox', { name: /^Final reading/ }), '004512.7');
    await user.click(screen.getByRole('button', { name: 'Use my position' }));
    expect(screen.getByTestId('gps-accuracy')).toHaveTextContent('Accuracy ± 7.3 m');
    await user.click(screen.getByRole('button', { name: 'Now' }));
    await user.type(screen.getByRole('textbox', { name: 'New meter barcode' }), 'SM-88120045');
    expect(screen.getByText(/Everything required is filled in/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete activity' }));
    await waitFor(() => expect(submitted(sent)).toBeDefined());
    const byId = Object.fromEntries(
      submitted(sent)!.elements.map(({ capturedAt, ...rest }) => [
        rest.elementId,
        { ...rest, captured: typeof capturedAt },
      ]),
    );
    expect(byId).toEqual({
      [IDS.signature]: {
        taskId: IDS.fitTask,
        elementId: IDS.signature,
        imageDataUrl: PNG,
        captured: 'string',
      },
      [IDS.photo]: { taskId: IDS.fitTask, elementId: IDS.photo, imageDataUrl: JPEG, captured: 'string' },
      [IDS.reading]: { taskId: IDS.fitTask, elementId: IDS.reading, text: '004512.7', captured: 'string' },
      [IDS.gps]: {
        taskId: IDS.positionTask,
        elementId: IDS.gps,
        latitude: 26.181235,
        longitude: 91.781235,
        accuracy: 7.3,
        captured: 'string',
      },
      [IDS.handedOver]: {
        taskId: IDS.positionTask,
        elementId: IDS.handedOver,
        dateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
        captured: 'string',
      },
      [IDS.barcode]: {
        taskId: IDS.positionTask,
        elementId: IDS.barcode,
        text: 'SM-88120045',
        captured: 'string',
      },
    });
  });

  it('takes a typed position when the device has none', async () => {
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    Reflect.deleteProperty(navigator, 'geolocation');
    const sent = stubServer();
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('button', { name: 'Use my position' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Meter position: latitude' }), '26.1801');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(screen.getByText('Enter both the latitude and the longitude')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Meter position: longitude' }), '91.7702');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    await waitFor(() =>
      expect(submitted(sent)?.elements).toEqual([
        {
          taskId: IDS.positionTask,
          elementId: IDS.gps,
          latitude: 26.1801,
          longitude: 91.7702,
          accuracy: null,
          capturedAt: expect.any(String),
        },
      ]),
    );
  });

  it('corrects a completed activity, sending only the changed value', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    const recorded = { hasValue: true, capturedAt: '2026-03-02T09:00:00.000Z' };
    const activity = activityFixture({ status: 3, statusName: 'Completed' });
    const [fit, position] = activity.tasks;
    fit!.elements = [
      elementFixture(IDS.signature, 'signature', 'Consumer signature', true, {
        ...recorded,
        imageUrl: 'data:image/png;base64,AAAA',
      }),
      elementFixture(IDS.photo, 'image', 'Meter photo', true, {
        ...recorded,
        imageUrl: 'data:image/jpeg;base64,AAAA',
      }),
      elementFixture(IDS.reading, 'manual-reading', 'Final reading', true, { ...recorded, text: '004512.7' }),
    ];
    position!.elements = [
      elementFixture(IDS.gps, 'capture-gps', 'Meter position', true, {
        ...recorded,
        latitude: 26.18,
        longitude: 91.78,
      }),
    ];
    renderForm(activity);
    expect(screen.queryByRole('button', { name: 'Save progress' })).not.toBeInTheDocument();
    const reading = screen.getByRole('textbox', { name: /^Final reading/ });
    expect(reading).toHaveValue('004512.7');
    await user.clear(reading);
    await user.type(reading, '004521.7');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));
    await waitFor(() =>
      expect(submitted(sent)?.elements).toEqual([
        { taskId: IDS.fitTask, elementId: IDS.reading, text: '004521.7', capturedAt: expect.any(String) },
      ]),
    );
  });

  it('keeps the entries when the order changed meanwhile, and hands over the current order', async () => {
    const current = orderFixture({ version: 7 });
    stubServer(() =>
      jsonResponse(409, {
        title: 'Conflict',
        message: 'stale',
        returnMessage: [],
        errors: [],
        data: current,
      }),
    );
    const user = userEvent.setup();
    const { onConflict, onClose } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Final reading/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByText(/changed by someone else meanwhile/)).toBeInTheDocument();
    expect(onConflict).toHaveBeenCalledWith(current);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Final reading/ })).toHaveValue('12');
  });

  it('shows a server refusal on the element it names', async () => {
    stubServer(() =>
      errorResponse(400, {
        title: 'Some fields are not valid.',
        errors: [{ field: 'Elements[0].Text', message: 'must be at most 100 characters' }],
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Final reading/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByText('must be at most 100 characters')).toBeInTheDocument();
  });
});
