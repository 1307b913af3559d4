import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { whenSaved } from './when-saved';

const shown = () =>
  [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue].map(
    (toast) => toast.message,
  );

describe('whenSaved', () => {
  afterEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it('takes up the saved record, then says so, then leaves: in that order', () => {
    const steps: string[] = [];
    const { onSuccess } = whenSaved<{ name: string }>({
      applied: (data) => steps.push(`applied ${data.name}`),
      saved: (data) => `The vendor "${data.name}" was saved.`,
      after: (outcome) => steps.push(`after ${outcome.queued ? 'queued' : 'saved'}`),
      refused: () => steps.push('refused'),
    });
    onSuccess({ queued: false, data: { name: 'North Grid' } });
    expect(steps).toEqual(['applied North Grid', 'after saved']);
    expect(shown()).toEqual(['The vendor "North Grid" was saved.']);
  });

  it('a save the device kept for later is not called saved: no toast, no record taken up, the screen still moves on', () => {
    const steps: string[] = [];
    const { onSuccess } = whenSaved<{ name: string }>({
      applied: () => steps.push('applied'),
      saved: () => 'saved',
      after: (outcome) => steps.push(`after ${outcome.queued ? 'queued' : 'saved'}`),
      refused: () => steps.push('refused'),
    });
    onSuccess({ queued: true, idempotencyKey: 'k', label: 'Edit North Grid' });
    expect(steps).toEqual(['after queued']);
    expect(shown()).toEqual([]);
  });

  it('hands a refusal to the screen', () => {
    const refusals: unknown[] = [];
    const error = new Error('refused');
    whenSaved({ refused: (caught) => refusals.push(caught) }).onError(error);
    expect(refusals).toEqual([error]);
    expect(shown()).toEqual([]);
  });
});
