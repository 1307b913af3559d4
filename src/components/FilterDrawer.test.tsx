import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { FilterDrawer } from './FilterDrawer';
import { TextField } from './form/TextFields';

function renderDrawer() {
  const handlers = { onApply: vi.fn(), onReset: vi.fn(), onClose: vi.fn() };
  renderWithProviders(
    <FilterDrawer opened {...handlers}>
      <TextField label="Work order code" />
    </FilterDrawer>,
  );
  return handlers;
}

describe('FilterDrawer', () => {
  it('is titled "Filter" and holds the filter fields', () => {
    renderDrawer();
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Work order code' })).toBeInTheDocument();
  });

  it('applies and closes', async () => {
    const user = userEvent.setup();
    const { onApply, onClose, onReset } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('resets without closing', async () => {
    const user = userEvent.setup();
    const { onApply, onClose, onReset } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('applies with Enter from a field', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDrawer();
    await user.type(screen.getByRole('textbox', { name: 'Work order code' }), 'WO-000123{Enter}');
    expect(onApply).toHaveBeenCalledOnce();
  });
});
