import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { historyFixture } from '../../../../tests/support/activity-fixtures';
import { StatusHistoryTimeline } from './StatusHistoryTimeline';

const VENDOR = { vendorName: 'Brahmaputra Field Services', crewName: 'Beltola Maintenance Crew' };

describe('StatusHistoryTimeline', () => {
  it('shows each change oldest first: what happened, the status, vendor and crew, remarks, who and when', () => {
    renderWithProviders(
      <StatusHistoryTimeline
        history={[
          historyFixture({ id: '01890a5d-ac96-7000-8000-00000000f001' }),
          historyFixture({
            id: '01890a5d-ac96-7000-8000-00000000f002',
            action: 'assigned',
            status: 2,
            statusName: 'Assigned',
            ...VENDOR,
          }),
          historyFixture({
            id: '01890a5d-ac96-7000-8000-00000000f003',
            action: 'completed',
            status: 4,
            statusName: 'Completed',
            approvalStatus: 1,
            approvalStatusName: 'Pending',
            ...VENDOR,
            changedByName: 'Rituraj Das',
          }),
          historyFixture({
            id: '01890a5d-ac96-7000-8000-00000000f004',
            action: 'rejected',
            status: 4,
            statusName: 'Completed',
            approvalStatus: 3,
            approvalStatusName: 'Rejected',
            remarks: 'Photo is blurred',
            changedAt: '2026-03-03T10:15:00.000Z',
          }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.getAttribute('data-action'))).toEqual([
      'created',
      'assigned',
      'completed',
      'rejected',
    ]);
    expect(within(items[0]!).getByText('Created')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Unassigned')).toBeInTheDocument();
    expect(
      within(items[1]!).getByText('Brahmaputra Field Services · Beltola Maintenance Crew'),
    ).toBeInTheDocument();
    expect(within(items[2]!).getByText('Pending')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/· Rituraj Das$/)).toBeInTheDocument();
    expect(
      within(items[3]!).getByText('Rejected', { selector: '.mantine-Timeline-itemTitle' }),
    ).toBeInTheDocument();
    expect(within(items[3]!).getByText('“Photo is blurred”')).toBeInTheDocument();
    expect(within(items[3]!).getByText(/^03 Mar 26, \d\d:15 · Priya Sharma$/)).toBeInTheDocument();
  });

  it('says when there is nothing yet, and while loading', () => {
    const { rerender } = renderWithProviders(<StatusHistoryTimeline history={undefined} loading />);
    expect(screen.getByText('Loading the history…')).toBeInTheDocument();
    rerender(<StatusHistoryTimeline history={[]} />);
    expect(screen.getByText('Nothing has happened to this order yet.')).toBeInTheDocument();
  });
});
