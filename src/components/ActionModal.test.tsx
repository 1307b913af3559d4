import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { ActionModal } from './ActionModal';
import { DeleteConfirmModal, openDeleteConfirm } from './DeleteConfirmModal';

describe('ActionModal', () => {
  it('shows its title and content with Cancel and Submit', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    renderWithProviders(
      <ActionModal opened title="Assign crew" onCancel={onCancel} onSubmit={onSubmit}>
        <p>Crew A will take 3 work orders.</p>
      </ActionModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Assign crew' })).toBeInTheDocument();
    expect(screen.getByText('Crew A will take 3 work orders.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('does not submit twice while submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <ActionModal
        opened
        title="Save"
        onCancel={() => undefined}
        onSubmit={onSubmit}
        submitting
        submitLabel="Save"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <ActionModal opened={false} title="Hidden" onCancel={() => undefined} onSubmit={() => undefined} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('DeleteConfirmModal', () => {
  it('asks "Do you Want to delete these items?" by default and confirms with Delete', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<DeleteConfirmModal opened onCancel={() => undefined} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Do you Want to delete these items?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('takes another title', () => {
    renderWithProviders(
      <DeleteConfirmModal
        opened
        title="Delete this asset?"
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete this asset?' })).toBeInTheDocument();
  });

  it('opens the same question from an event handler', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <button type="button" onClick={() => openDeleteConfirm({ onConfirm, message: '2 suppliers' })}>
        Remove
      </button>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByRole('dialog', { name: 'Do you Want to delete these items?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 suppliers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
