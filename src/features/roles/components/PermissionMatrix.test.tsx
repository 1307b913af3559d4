import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../../tests/support/dom-polyfills';
import { renderWithProviders } from '../../../../tests/support/render';
import { catalogueGroups } from '../../../domain/permission-groups';
import { PermissionMatrix } from './PermissionMatrix';

const groups = catalogueGroups().filter((group) => ['Assets and warehouses', 'Reports'].includes(group.name));

function Harness({
  initial = [],
  held,
  readOnly,
}: {
  initial?: string[];
  held?: string[];
  readOnly?: boolean;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <PermissionMatrix
        groups={groups}
        value={value}
        onChange={setValue}
        canGrant={(key) => !held || held.includes(key)}
        readOnly={readOnly}
      />
      <output data-testid="granted">{value.join(' ')}</output>
    </>
  );
}

const granted = () => screen.getByTestId('granted').textContent?.split(' ').filter(Boolean) ?? [];
const box = (name: string) => screen.getByRole('checkbox', { name });

afterEach(() => setViewportWidth(1280));

describe('PermissionMatrix', { timeout: 15_000 }, () => {
  it('grants one action, and the area’s View with it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(box('Asset: Change location'));
    expect(granted()).toEqual(['asset.changeLocation', 'asset.view']);
    expect(box('Asset: View')).toBeChecked();
    expect(box('All Asset permissions')).toHaveAttribute('data-indeterminate', 'true');
  });

  it('selects and clears a whole row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(box('All Warehouse permissions'));
    expect(granted()).toEqual([
      'warehouse.create',
      'warehouse.delete',
      'warehouse.export',
      'warehouse.import',
      'warehouse.update',
      'warehouse.view',
    ]);
    await user.click(box('All Warehouse permissions'));
    expect(granted()).toEqual([]);
  });

  it('selects a column across the areas of one section only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(box('View: every area in Assets and warehouses'));
    expect(granted()).toHaveLength(6);
    expect(granted().every((key) => key.endsWith('.view'))).toBe(true);
    expect(granted()).not.toContain('report.view');
    expect(screen.getByText('6 of 27')).toBeInTheDocument();
  });

  it('offers only the permissions the editor holds, but lets them take away any', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={['report.approve', 'report.view']} held={['report.view']} />);
    expect(box('Asset: View')).toBeDisabled();
    expect(box('Report: Approve')).toBeEnabled();
    await user.click(box('Report: Approve'));
    expect(granted()).toEqual(['report.view']);
    expect(box('Report: Approve')).toBeDisabled();
  });

  it('changes nothing when read-only', () => {
    renderWithProviders(<Harness initial={['asset.view']} readOnly />);
    expect(box('Asset: View')).toBeChecked();
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
  });

  it('shows each area as a card of labelled boxes on a phone', async () => {
    setViewportWidth(360);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Supplier' });
    await user.click(within(card).getByRole('checkbox', { name: 'Supplier: Delete' }));
    expect(granted()).toEqual(['supplier.delete', 'supplier.view']);
    await user.click(box('Create: every area in Assets and warehouses'));
    expect(granted()).toContain('manufacturer.create');
  });
});
