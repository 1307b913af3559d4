import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import type { WorkOrder } from '../../../domain/workorders';
import { quickActions, type QuickActionRights } from './quick-actions';
import { workOrderFixture } from '../../../../tests/support/quick-view-fixtures';
import { QuickViewCard } from './QuickViewCard';

const ALL: QuickActionRights = { update: true, reopen: true, approve: true };
const NONE: QuickActionRights = { update: false, reopen: false, approve: false };

function renderCard(order: WorkOrder, rights: QuickActionRights = ALL) {
  const onAction = vi.fn();
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<QuickViewCard order={order} rights={rights} onAction={onAction} />} />
      <Route path="/work-order/:id" element={<p>Work order page</p>} />
    </Routes>,
  );
  return { onAction, ...view };
}

/** The visible buttons of the card (the swipe tray holds the same actions for touch). */
function visibleActions(code: string): string[] {
  const group = screen.queryByRole('group', { name: `Actions for ${code}` });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent ?? '')
    : [];
}

/** Moves the card sideways with pointer events, as a finger does. */
function swipe(surface: HTMLElement, fromX: number, toX: number, pointerType = 'touch') {
  fireEvent.pointerDown(surface, { pointerId: 1, pointerType, clientX: fromX, clientY: 100, button: 0 });
  const steps = 4;
  for (let i = 1; i <= steps; i += 1) {
    fireEvent.pointerMove(surface, {
      pointerId: 1,
      pointerType,
      clientX: fromX + ((toX - fromX) * i) / steps,
      clientY: 102,
    });
  }
  fireEvent.pointerUp(surface, { pointerId: 1, pointerType, clientX: toX, clientY: 102 });
}

describe('QuickViewCard', () => {
  it('shows the code, location, workflow, vendor and crew, planned start and badges', () => {
    const order = workOrderFixture({
      code: 'WO-000777',
      locationIdentifier: 'TRF-GHY-014',
      status: 4,
      approvalStatus: 1,
      vendorName: 'Assam Line Works',
      crewName: 'Crew North',
      plannedStartTime: '2026-03-02T09:30:00',
    });
    renderCard(order);
    const card = screen.getByRole('article', { name: 'WO-000777' });
    expect(within(card).getByRole('link', { name: 'WO-000777' })).toHaveAttribute(
      'href',
      `/work-order/${order.id}`,
    );
    expect(card).toHaveTextContent('Location: TRF-GHY-014');
    expect(card).toHaveTextContent('Workflow: Meter replacement');
    expect(card).toHaveTextContent('Vendor and crew: Assam Line Works · Crew North');
    expect(card).toHaveTextContent('Planned start: 02 Mar 26, 09:30');
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
  });

  it.each([
    [1, null, ['Assign']],
    [2, null, ['Assign']],
    [3, null, []],
    [5, null, ['Assign']],
    [4, 1, ['Approve', 'Reject', 'Re-Open']],
    [4, 2, ['Re-Open']],
    [4, 3, ['Re-Open']],
  ])('offers, on status %i with approval %s, %j', (status, approvalStatus, expected) => {
    const order = workOrderFixture({ status, approvalStatus });
    renderCard(order);
    expect(visibleActions(order.code)).toEqual(expected);
  });

  it('offers only what the user holds the key for', () => {
    const completed = { status: 4, approvalStatus: 1 };
    expect(quickActions(completed, { ...NONE, reopen: true })).toEqual(['reopen']);
    expect(quickActions(completed, { ...NONE, approve: true })).toEqual(['approve', 'reject']);
    expect(quickActions({ status: 1, approvalStatus: null }, { ...ALL, update: false })).toEqual([]);

    const order = workOrderFixture({ status: 4, approvalStatus: 1 });
    renderCard(order, NONE);
    expect(screen.queryByRole('group', { name: `Actions for ${order.code}` })).not.toBeInTheDocument();
    expect(screen.queryByTestId('swipe-tray')).not.toBeInTheDocument();
  });

  it('reports the action tapped with its order, without opening the order', async () => {
    const order = workOrderFixture({ status: 4, approvalStatus: 1 });
    const { onAction } = renderCard(order);
    const user = userEvent.setup();
    const actions = screen.getByRole('group', { name: `Actions for ${order.code}` });
    await user.click(within(actions).getByRole('button', { name: `Approve ${order.code}` }));
    await user.click(within(actions).getByRole('button', { name: `Re-Open ${order.code}` }));
    expect(onAction.mock.calls).toEqual([
      ['approve', order],
      ['reopen', order],
    ]);
    expect(screen.queryByText('Work order page')).not.toBeInTheDocument();
  });

  it('opens the order when the card is tapped', async () => {
    const order = workOrderFixture();
    renderCard(order);
    await userEvent.setup().click(screen.getByText(order.locationIdentifier));
    expect(await screen.findByText('Work order page')).toBeInTheDocument();
  });

  it('reveals the actions on a left swipe and hides them on a swipe back', () => {
    const order = workOrderFixture({ status: 1 });
    const { onAction } = renderCard(order);
    const tray = screen.getByTestId('swipe-tray');
    const surface = screen.getByTestId('swipe-surface');
    expect(tray).toHaveAttribute('inert');
    expect(tray).toHaveAttribute('aria-hidden', 'true');

    swipe(surface, 300, 180);
    expect(tray).not.toHaveAttribute('inert');
    expect(surface.style.transform).toMatch(/translateX\(-\d+px\)/);
    // The click that ends the swipe does not open the order.
    fireEvent.click(surface);
    expect(screen.queryByText('Work order page')).not.toBeInTheDocument();

    fireEvent.click(
      within(screen.getByRole('group', { name: `Swipe actions for ${order.code}` })).getByRole('button', {
        name: `Assign ${order.code}`,
      }),
    );
    expect(onAction).toHaveBeenCalledWith('assign', order);
    // The action taken, the tray goes away.
    expect(tray).toHaveAttribute('inert');

    swipe(surface, 300, 180);
    expect(tray).not.toHaveAttribute('inert');
    swipe(surface, 180, 300);
    expect(tray).toHaveAttribute('inert');
    expect(surface.style.transform).toBe('');
  });

  it('treats a short sideways drag as a tap and a vertical drag as a scroll', () => {
    const order = workOrderFixture({ status: 1 });
    renderCard(order);
    const tray = screen.getByTestId('swipe-tray');
    const surface = screen.getByTestId('swipe-surface');

    swipe(surface, 300, 280);
    expect(tray).toHaveAttribute('inert');

    fireEvent.pointerDown(surface, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerMove(surface, { pointerId: 2, pointerType: 'touch', clientX: 296, clientY: 160 });
    fireEvent.pointerMove(surface, { pointerId: 2, pointerType: 'touch', clientX: 150, clientY: 170 });
    fireEvent.pointerUp(surface, { pointerId: 2, pointerType: 'touch', clientX: 150, clientY: 170 });
    expect(tray).toHaveAttribute('inert');
    expect(surface.style.transform).toBe('');
  });

  it('puts the revealed actions away on Escape or a tap on the card', () => {
    const order = workOrderFixture({ status: 2 });
    renderCard(order);
    const tray = screen.getByTestId('swipe-tray');
    const surface = screen.getByTestId('swipe-surface');

    swipe(surface, 300, 100, 'mouse');
    expect(tray).not.toHaveAttribute('inert');
    fireEvent.keyDown(surface, { key: 'Escape' });
    expect(tray).toHaveAttribute('inert');

    swipe(surface, 300, 100);
    expect(tray).not.toHaveAttribute('inert');
    // A later, separate tap (not the click ending the swipe) closes the tray instead of opening the order.
    const later = Date.now() + 10_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    fireEvent.click(surface);
    vi.restoreAllMocks();
    expect(tray).toHaveAttribute('inert');
    expect(screen.queryByText('Work order page')).not.toBeInTheDocument();
  });
});
