import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../../tests/support/dom-polyfills';
import { workOrderFixture } from '../../../../tests/support/quick-view-fixtures';
import { renderWithProviders } from '../../../../tests/support/render';
import type { WorkOrder } from '../../../domain/workorders';
import { WorkOrderTable } from './WorkOrderTable';

const ROWS = [workOrderFixture(), workOrderFixture(), workOrderFixture()];

/** The list with its selection kept as the page keeps it. */
function ChoosableList({ onOpen }: { onOpen: (row: WorkOrder) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <WorkOrderTable
      rows={ROWS}
      total={ROWS.length}
      loading={false}
      pagination={{ page: 1, pageSize: 10 }}
      onPaginationChange={() => {}}
      selected={selected}
      onSelectedChange={setSelected}
      onOpen={onOpen}
      emptyText="No work orders"
    />
  );
}

describe('WorkOrderTable check boxes', () => {
  afterEach(() => setViewportWidth(1280));

  it('chooses a row from its box or the target around it, without opening it; the page box shows "some"', async () => {
    setViewportWidth(1280);
    const onOpen = vi.fn();
    renderWithProviders(<ChoosableList onOpen={onOpen} />);
    const user = userEvent.setup();
    const first = screen.getByRole('checkbox', { name: `Select ${ROWS[0]!.code}` });
    const page = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select every order on this page' });

    await user.click(first);
    expect(first).toBeChecked();
    expect(page).not.toBeChecked();
    expect(page.indeterminate).toBe(true);

    // The label around the second box is its 44 px target: a tap beside the box chooses the row too.
    const second = screen.getByRole('checkbox', { name: `Select ${ROWS[1]!.code}` });
    await user.click(second.closest('label')!);
    expect(second).toBeChecked();
    expect(onOpen).not.toHaveBeenCalled();

    await user.click(page);
    expect(page).toBeChecked();
    expect(page.indeterminate).toBe(false);
    for (const row of ROWS)
      expect(screen.getByRole('checkbox', { name: `Select ${row.code}` })).toBeChecked();

    // The row itself still opens the order.
    await user.click(screen.getByText(ROWS[2]!.locationIdentifier));
    expect(onOpen).toHaveBeenCalledWith(ROWS[2]);
  });

  it('on a phone, each order is a card of the list with its box', async () => {
    setViewportWidth(360);
    const onOpen = vi.fn();
    renderWithProviders(<ChoosableList onOpen={onOpen} />);
    const cards = within(screen.getByRole('list', { name: 'Work orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(ROWS.length);
    const box = within(cards[1]!).getByRole('checkbox', { name: `Select ${ROWS[1]!.code}` });
    await userEvent.setup().click(box);
    expect(box).toBeChecked();
    expect(onOpen).not.toHaveBeenCalled();
  });
});
