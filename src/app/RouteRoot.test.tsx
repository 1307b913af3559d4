import { screen, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { followNavigations, RouteRoot } from './RouteProgress';

/** Holds the main thread for a moment, as a screen's render does on a slow phone. */
function Busy() {
  const until = performance.now() + 1;
  while (performance.now() < until);
  return null;
}

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

describe('RouteRoot', () => {
  it('draws a navigation made while the first render was paused', async () => {
    let navigated = false;
    // A navigation that starts while React renders the first screen, and ends while it yields to the browser.
    function BackWhileLoading() {
      if (!navigated) {
        navigated = true;
        void router.navigate('/dashboard');
      }
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          element: <RouteRoot />,
          children: [
            {
              path: '/reports',
              element: (
                <>
                  <BackWhileLoading />
                  {Array.from({ length: 60 }, (_, index) => (
                    <Busy key={index} />
                  ))}
                  <h1>Reports</h1>
                </>
              ),
            },
            { path: '/dashboard', element: <h1>Dashboard</h1> },
          ],
        },
      ],
      { initialEntries: ['/reports'] },
    );
    cleanup.push(followNavigations(router));
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    cleanup.push(
      () => root.unmount(),
      () => container.remove(),
    );
    startTransition(() => root.render(<RouterProvider router={router} />));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reports' })).not.toBeInTheDocument();
  });
});
