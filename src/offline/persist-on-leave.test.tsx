import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PersistNowContext, persistWhenHidden, usePersistOnNavigation } from './persist-on-leave';

describe('saving the offline copy when the user leaves', () => {
  it('saves when the user leaves a screen, not while they stay on it', async () => {
    const persistNow = vi.fn();
    let go: (to: string) => void = () => {};
    function Shell() {
      usePersistOnNavigation();
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/supplier'] });
    render(
      <PersistNowContext value={persistNow}>
        <RouterProvider router={router} />
      </PersistNowContext>,
    );
    expect(persistNow).not.toHaveBeenCalled();

    await act(async () => go('/dashboard'));
    expect(persistNow).toHaveBeenCalledTimes(1);
    await act(async () => go('/dashboard?tab=2'));
    expect(persistNow).toHaveBeenCalledTimes(1);
  });

  it('saves when the page is hidden or unloaded, and stops listening when asked', () => {
    const persistNow = vi.fn();
    const stop = persistWhenHidden(persistNow);
    window.dispatchEvent(new Event('pagehide'));
    expect(persistNow).toHaveBeenCalledTimes(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(persistNow).toHaveBeenCalledTimes(2);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(persistNow).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(persistNow).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });
});
