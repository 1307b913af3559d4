import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { lazyPart, loadedWhen, useOpenedOnce } from './lazy-part';

function Drawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return opened ? (
    <div role="dialog" aria-label="Filter">
      <button onClick={onClose}>Close</button>
    </div>
  ) : null;
}

/** A load that fails while `offline.now` is true, as a chunk fetched without a connection does. */
function partLoadedWhen(offline: { now: boolean }) {
  return lazyPart(async () => {
    if (offline.now) throw new TypeError('Failed to fetch dynamically imported module');
    return Drawer;
  });
}

function Screen({ Part }: { Part: ReturnType<typeof partLoadedWhen> }) {
  const [opened, setOpened] = useState(false);
  const shown = useOpenedOnce(opened);
  return (
    <>
      <p>The list</p>
      <button onClick={() => setOpened(true)}>Open filter</button>
      {shown ? <Part opened={opened} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

describe('lazyPart', () => {
  it('says a part that could not be loaded, keeps the screen, and loads it on the next opening', async () => {
    const offline = { now: true };
    const Part = partLoadedWhen(offline);
    const user = userEvent.setup();
    renderWithProviders(<Screen Part={Part} />);

    await user.click(screen.getByRole('button', { name: 'Open filter' }));
    expect(
      await screen.findByText(
        'This part of the console could not be loaded. Check the connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument();

    offline.now = false;
    await user.click(screen.getByRole('button', { name: 'Open filter' }));
    expect(await screen.findByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument();
  });

  it('draws a part preloaded ahead at once when opened', async () => {
    const Part = partLoadedWhen({ now: false });
    await act(() => Part.preload());
    const user = userEvent.setup();
    renderWithProviders(<Screen Part={Part} />);
    await user.click(screen.getByRole('button', { name: 'Open filter' }));
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
  });
});

function Tools() {
  return <button>Account menu</button>;
}

describe('loadedWhen', () => {
  it('loads the part only once asked to', async () => {
    let loads = 0;
    const Part = loadedWhen(async () => {
      loads += 1;
      return Tools;
    });
    const { rerender } = renderWithProviders(<Part when={false} />);
    await act(async () => {});
    expect(loads).toBe(0);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    rerender(<Part when />);
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('leaves out a part whose code could not be fetched, and draws it once back online', async () => {
    const offline = { now: true };
    let loads = 0;
    const Part = loadedWhen(async () => {
      loads += 1;
      if (offline.now) throw new TypeError('Failed to fetch dynamically imported module');
      return Tools;
    });
    renderWithProviders(
      <header>
        Field Console
        <Part when />
      </header>,
    );
    await act(async () => {});
    expect(loads).toBe(1);
    expect(screen.getByText('Field Console')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();

    offline.now = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
