import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { MARK_AFTER_MS, setPendingRecords } from '../../../offline/pending-records';
import { orderPopupContent, popupLines } from './order-popup';

const ORDER: WorkOrderMapItem = {
  id: '01890a5d-ac96-7000-8000-000000000401',
  code: 'WO-000401',
  status: 2,
  approvalStatus: null,
  latitude: 26.15,
  longitude: 91.76,
  locationIdentifier: 'GHY-401',
  vendorName: 'Brahmaputra Field Services',
  crewName: null,
  plannedStartTime: new Date(2026, 2, 14, 10, 30).getTime(),
  completedAt: null,
};

describe('the order popup', () => {
  it('names the order, its status, location, vendor, crew and planned start', () => {
    expect(popupLines(ORDER, 'active')).toEqual([
      ['Status', 'Assigned'],
      ['Location', 'GHY-401'],
      ['Vendor', 'Brahmaputra Field Services'],
      ['Crew', 'Not assigned'],
      ['Planned start', '14 Mar 26 10:30'],
    ]);
  });

  it('gives completed work its approval and completion time', () => {
    const done = {
      ...ORDER,
      status: 4,
      approvalStatus: 3,
      completedAt: new Date(2026, 2, 15, 9, 5).getTime(),
    };
    expect(popupLines(done, 'completed')).toContainEqual(['Status', 'Completed, Rejected']);
    expect(popupLines(done, 'completed')).toContainEqual(['Completed', '15 Mar 26 09:05']);
  });

  it('opens the order inside the app from its link, and as text only', () => {
    const open = vi.fn();
    const content = orderPopupContent({ ...ORDER, locationIdentifier: '<b>GHY</b>' }, 'active', open);
    expect(content.querySelector('strong')).toHaveTextContent('WO-000401');
    expect(content.querySelector('b')).toBeNull();
    const link = content.querySelector('a')!;
    expect(link).toHaveTextContent('Open work order');
    expect(link).toHaveAttribute('href', `/work-order/list-view/view/${ORDER.id}`);
    expect(fireEvent.click(link)).toBe(false);
    expect(open).toHaveBeenCalledWith(`/work-order/list-view/view/${ORDER.id}`);
    // With a modifier the browser opens it (a new tab): the app does not.
    fireEvent.click(link, { ctrlKey: true });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('says "Waiting to send" while a write of the order waits in the outbox', () => {
    const open = () => undefined;
    expect(orderPopupContent(ORDER, 'active', open).querySelector('[data-waiting]')).toBeNull();
    setPendingRecords([ORDER.id], Date.now() - MARK_AFTER_MS);
    expect(orderPopupContent(ORDER, 'active', open).querySelector('[data-waiting]')?.textContent).toBe(
      'Waiting to send',
    );
    setPendingRecords([]);
  });
});
