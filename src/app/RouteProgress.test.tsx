import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../tests/support/render';
import { followNavigations, RouteRoot } from './RouteProgress';

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/next">Next</Link>
    </>
  );
}

describe('RouteProgress', () => {
  it('shows a progress bar over the old screen until the next screen has loaded', async () => {
    let load = () => {};
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const Next = lazy(async () => {
      await loaded;
      return { default: () => <h1>Next screen</h1> };
    });
    const { router } = renderRoutes([
      {
        element: <RouteRoot />,
        children: [
          { path: '/', element: <Home /> },
          { path: '/next', element: <Next /> },
        ],
      },
    ]);
    const stop = followNavigations(router);
    try {
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      act(() => screen.getByRole('link', { name: 'Next' }).click());

      const progress = await screen.findByRole('progressbar', { name: 'Opening the page' });
      expect(progress).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

      await act(async () => load());
      expect(await screen.findByRole('heading', { name: 'Next screen' })).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      stop();
    }
  });
});
