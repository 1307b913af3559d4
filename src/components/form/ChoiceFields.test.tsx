import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { DropdownField, SelectField } from './ChoiceFields';
import { DateField } from './DateField';
import { dateRule, dropdownRule } from './rules';

const STATUSES = [
  { value: '1', label: 'Unassigned' },
  { value: '2', label: 'Assigned' },
];

async function leave(element: HTMLElement) {
  const user = userEvent.setup();
  act(() => element.focus());
  await user.tab();
}

describe('SelectField', () => {
  it('shows "{field name} is required" after blur when nothing is chosen', async () => {
    renderWithProviders(<SelectField label="Status" data={STATUSES} value={null} required />);
    await leave(screen.getByRole('combobox', { name: /^Status/ }));
    expect(screen.getByText('Status is required')).toBeInTheDocument();
  });

  it('stays quiet once a value is chosen', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState<string | null>(null);
      return <SelectField label="Status" data={STATUSES} value={value} onChange={setValue} required />;
    }
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Assigned' }));
    await leave(screen.getByRole('combobox', { name: /^Status/ }));
    expect(screen.queryByText('Status is required')).not.toBeInTheDocument();
  });
});

describe('DropdownField', () => {
  it('shows "This field is required." after blur when nothing is chosen', async () => {
    renderWithProviders(<DropdownField label="Vendor" data={['Assam Line Works']} value={null} required />);
    await leave(screen.getByRole('combobox', { name: /^Vendor/ }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('is searchable', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DropdownField label="Vendor" data={['Assam Line Works', 'Delta Crews']} />);
    await user.type(screen.getByRole('combobox', { name: /^Vendor/ }), 'Delta');
    expect(await screen.findByRole('option', { name: 'Delta Crews' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Assam Line Works' })).not.toBeInTheDocument();
  });
});

describe('DateField', () => {
  it('shows "Date is required." after blur when empty', async () => {
    renderWithProviders(<DateField label="Start date" value={null} required />);
    await leave(screen.getByRole('button', { name: /^Start date/ }));
    expect(screen.getByText('Date is required.')).toBeInTheDocument();
  });

  it('shows the chosen date as DD MMM YY', () => {
    renderWithProviders(<DateField label="Start date" value="2024-03-05" />);
    expect(screen.getByRole('button', { name: /^Start date/ })).toHaveTextContent('05 Mar 24');
  });
});

describe('choice rules', () => {
  it('return the exact messages', () => {
    expect(dropdownRule()(null)).toBe('This field is required.');
    expect(dateRule()(null)).toBe('Date is required.');
    expect(dateRule()('2024-03-05')).toBeNull();
  });
});
