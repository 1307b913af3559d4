import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { SaveTemplateModal } from './SaveTemplateModal';

describe('SaveTemplateModal', () => {
  it('asks "Do you want to save the work template you created?" and saves the trimmed name', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<SaveTemplateModal opened onCancel={() => undefined} onSave={onSave} />);
    expect(screen.getByText('Do you want to save the work template you created?')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Template name/ }), ' Meter swap ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith('Meter swap');
  });

  it('requires a name: "Template name is required"', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<SaveTemplateModal opened onCancel={() => undefined} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Template name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('cancels', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <SaveTemplateModal opened onCancel={onCancel} onSave={() => undefined} initialName="Pole check" />,
    );
    expect(screen.getByRole('textbox', { name: /^Template name/ })).toHaveValue('Pole check');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
