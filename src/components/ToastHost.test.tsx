import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { TOAST_TOP_OFFSET, toastError, toastSuccess } from '../notices/toast';

describe('toasts', () => {
  it('appear top right, 150 px down', async () => {
    renderWithProviders(<div />);
    act(() => {
      toastSuccess('Token refreshed successfully.');
    });
    const toast = await screen.findByText('Token refreshed successfully.');
    const container = toast.closest('[data-position]');
    expect(container).toHaveAttribute('data-position', 'top-right');
    expect(TOAST_TOP_OFFSET).toBe('150px');
    expect((container as HTMLElement).style.getPropertyValue('--toast-top-offset')).toBe('150px');
  });

  it('carry a title and a message', async () => {
    renderWithProviders(<div />);
    act(() => {
      toastError('Email or password is incorrect.', 'Sign-in failed');
    });
    const alert = (await screen.findByText('Email or password is incorrect.')).closest('[role="alert"]');
    expect(within(alert as HTMLElement).getByText('Sign-in failed')).toBeInTheDocument();
  });
});
